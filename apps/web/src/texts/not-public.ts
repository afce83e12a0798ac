/**
 * A page that exists but is not public yet, opened by its id (a card or QR code printed before
 * the page went public). It never names the person. Formal 'u', calm, no exclamation marks.
 */
export const notPublicTexts = {
  title: "Nog niet openbaar",
  text: "Deze herinneringspagina is nog niet openbaar. Heeft u een uitnodiging ontvangen? Log dan in.",
  /** Signed in, but this account has no access. */
  signedInText:
    "Deze herinneringspagina is nog niet openbaar, en dit account heeft geen toegang. Heeft u een uitnodiging ontvangen op een ander e-mailadres? Log dan in met dat adres.",
  documentTitle: "Herinneringspagina nog niet openbaar",
  signIn: "Inloggen",
  home: "Naar mijn pagina's",
} as const;
