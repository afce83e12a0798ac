import { pollQrCode, type ApiClient } from "@memorial/api-client";
import { queryOptions } from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";

/**
 * Query keys of this feature: `[user, "qr-code", profileId, address]`. The code encodes the
 * page's address, so a new address is a new code.
 */
export const qrKeys = {
  code: (user: UserKey, profileId: string, address: string | null) =>
    [user, "qr-code", profileId, address] as const,
};

/** The page's QR code: polled (30 attempts, 1 s apart) by the API client until it is ready. */
export function qrCodeQuery(
  api: ApiClient,
  user: UserKey,
  profileId: string,
  address: string | null,
) {
  return queryOptions({
    queryKey: qrKeys.code(user, profileId, address),
    queryFn: ({ signal }) => pollQrCode(api, profileId, { signal }),
    retry: false,
    staleTime: Infinity,
  });
}
