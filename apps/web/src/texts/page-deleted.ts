/**
 * A page its owner deleted, opened by its id, an address or a QR code. It never names the
 * person (nothing of the page is left to name). Formal 'u', calm, no exclamation marks.
 */
export const pageDeletedTexts = {
  title: "Verwijderd",
  text: "Deze herinneringspagina is verwijderd.",
  documentTitle: "Herinneringspagina verwijderd",
  home: "Naar de startpagina",
} as const;
