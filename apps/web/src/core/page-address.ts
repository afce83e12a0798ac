/**
 * The one place that says what a page's public address is: the web app's origin and the page's
 * id (`{origin}/{profileId}`). Sharing, the QR codes and cards, and the print version all take it
 * from here, so a readable address replaces it in this one function.
 */
export function pageAddress(profileId: string, origin: string = window.location.origin): string {
  return `${origin}/${profileId}`;
}
