/**
 * Texts of the condolence register around the components of `@memorial/ui/condolences`: what
 * the page says when the register is closed, and the managers' 'Berichten beheren' screen.
 * Formal 'u', sober and warm.
 */
export const condolencePageTexts = {
  blocked:
    "Deze pagina neemt op dit moment geen nieuwe berichten of kaarsjes aan. De berichten die er al staan, blijven zichtbaar.",
  blockedCandles: "Op dit moment kunnen hier geen nieuwe kaarsjes worden aangestoken.",
  blockedManager:
    "Na het activeren van de pagina kunnen bezoekers weer condoleances schrijven en kaarsjes aansteken.",
  activate: "Pagina activeren",
  offManager:
    "Condoleances en kaarsjes staan uit op deze pagina. Bezoekers zien ze niet en kunnen niets plaatsen.",
  manage: "Berichten beheren",
  moderation: {
    documentTitle: (name: string) => `Berichten beheren · ${name}`,
    notManagerText:
      "Alleen de beheerders van deze herinneringspagina kunnen de condoleances beheren.",
    approved: (n: number) =>
      n === 1
        ? "1 bericht is goedgekeurd."
        : `${n.toLocaleString("nl-NL")} berichten zijn goedgekeurd.`,
  },
} as const;
