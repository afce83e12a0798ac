import { listCondolences, pollQrCode, type ApiClient } from "@memorial/api-client";
import type { PrintableCondolence, PrintableMemory } from "@memorial/ui/export";
import { queryOptions } from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";

/** Query keys of this feature: `[user, "print", profileId]`. */
export const keepPageKeys = {
  print: (user: UserKey, profileId: string) => [user, "print", profileId] as const,
};

/** At most this many approved messages are printed (100 per request). */
const MAX_PRINTED_CONDOLENCES = 2000;

const DAY = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Amsterdam",
});

export interface PrintData {
  condolences: PrintableCondolence[];
  /** The approved memories, oldest first. */
  memories: PrintableMemory[];
  /** Undefined when the QR code could not be made: the sheet is printed without it. */
  qrCodeUrl: string | undefined;
}

/** What the print version adds to the page: the approved messages (oldest first) and the QR code. */
export function printDataQuery(api: ApiClient, user: UserKey, profileId: string) {
  return queryOptions({
    queryKey: keepPageKeys.print(user, profileId),
    queryFn: async ({ signal }): Promise<PrintData> => {
      const qr = pollQrCode(api, profileId, { signal }).catch(() => undefined);
      const condolences: PrintableCondolence[] = [];
      let cursor: string | null = null;
      do {
        const page = await listCondolences(api, profileId, {
          status: "approved",
          limit: 100,
          cursor,
          signal,
        });
        for (const item of page.items) {
          condolences.push({
            name: item.name,
            relation: item.relation,
            date: DAY.format(new Date(item.createdAt)),
            message: item.message,
          });
        }
        cursor = page.nextCursor;
      } while (cursor !== null && condolences.length < MAX_PRINTED_CONDOLENCES);
      const memories: PrintableMemory[] = [];
      cursor = null;
      do {
        const page = await listCondolences(api, profileId, {
          status: "approved",
          kind: "memory",
          limit: 100,
          cursor,
          signal,
        });
        for (const item of page.items) {
          memories.push({
            name: item.name,
            relation: item.relation,
            date: DAY.format(new Date(item.createdAt)),
            message: item.message,
            photos: (item.photos ?? []).map((photo) => ({
              url: photo.url,
              caption: photo.caption,
            })),
          });
        }
        cursor = page.nextCursor;
      } while (cursor !== null && memories.length < MAX_PRINTED_CONDOLENCES);
      return {
        condolences: condolences.reverse(),
        memories: memories.reverse(),
        qrCodeUrl: await qr,
      };
    },
    retry: false,
    staleTime: 60_000,
  });
}
