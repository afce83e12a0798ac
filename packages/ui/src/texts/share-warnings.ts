/**
 * What 'Delen' says before the address of a page that is not public leaves the dialog (copied,
 * sent through WhatsApp, e-mail, Facebook or the browser's share sheet), and the price next to
 * 'Pagina activeren'. Formal 'u', calm, no exclamation marks.
 */
export const shareWarningTexts = {
  title: "Link van een pagina die niet publiek is",
  question:
    "Wie deze link opent zonder uitnodiging en zonder in te loggen, kan de pagina nog niet zien. Wilt u de link toch delen?",
  confirm: "Toch delen",
  /** Under 'Pagina activeren': the prices, before anything is chosen. */
  activatePrice: (bronze: string, silver: string) =>
    `Brons ${bronze} per jaar, Zilver ${silver} per jaar, inclusief btw. Daarna kunt u de pagina publiek maken.`,
} as const;
