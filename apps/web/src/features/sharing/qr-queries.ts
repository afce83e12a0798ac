import { pollQrCode, type ApiClient } from "@memorial/api-client";
import { queryOptions } from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";

/** Query keys of this feature: `[user, "qr-code", profileId]`. */
export const qrKeys = {
  code: (user: UserKey, profileId: string) => [user, "qr-code", profileId] as const,
};

/** The page's QR code: polled (30 attempts, 1 s apart) by the API client until it is ready. */
export function qrCodeQuery(api: ApiClient, user: UserKey, profileId: string) {
  return queryOptions({
    queryKey: qrKeys.code(user, profileId),
    queryFn: ({ signal }) => pollQrCode(api, profileId, { signal }),
    retry: false,
    staleTime: Infinity,
  });
}
