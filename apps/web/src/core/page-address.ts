import { pageSegment } from "@memorial/domain";

/**
 * The one place that says what a page's public address is: the web app's origin and the page's
 * readable address (`{origin}/henk-de-jong-1938`), or its id while it has none. Sharing, the QR
 * codes and cards, and the print version all take it from here.
 */
export function pageAddress(
  page: { readonly id: string; readonly address?: string | null | undefined },
  origin: string = window.location.origin,
): string {
  return `${origin}/${pageSegment({ id: page.id, address: page.address ?? null })}`;
}
