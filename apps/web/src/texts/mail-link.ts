/**
 * What every screen opened from a link in a mail (/volgen, /afmelden, /bericht-intrekken,
 * /eigenaar-worden) says in the same situation, in the same words.
 */
export const mailLinkTexts = {
  /** The link lacks its code: cut short by the mail program or copied in part. */
  missing:
    "In deze link ontbreekt een deel. Open de link opnieuw vanuit de e-mail, of kopieer het hele adres.",
  rateLimited:
    "U heeft het kort na elkaar vaak geprobeerd. Wacht u een minuut en probeer het opnieuw.",
  /** A request to become the page's owner, answered or withdrawn (the API's `link_expired`). */
  handoverExpired: "Deze link werkt niet meer. Het verzoek is al beantwoord of ingetrokken.",
} as const;
