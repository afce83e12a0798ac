/**
 * Texts of 'Pagina downloaden of afdrukken' (the managers' screen around `@memorial/ui/export`)
 * and of the print version. Formal 'u', sober and warm.
 */
export const keepPageTexts = {
  documentTitle: (name: string) => `Pagina downloaden of afdrukken · ${name}`,
  printDocumentTitle: (name: string) => `Afdrukken · ${name}`,
  backToKeep: "Terug",
  heading: "Pagina downloaden of afdrukken",
  notManagerText:
    "Alleen de beheerders van deze herinneringspagina kunnen de pagina downloaden of afdrukken.",
  blockedNote:
    "De proefperiode van deze pagina is verlopen. U kunt de pagina toch downloaden: alles wat erop stond, zit in de download.",
  printBlocked:
    "Zolang de pagina niet is geactiveerd, bevat de afdrukversie alleen de naam en de data. Download de pagina om alles te bewaren.",
} as const;
