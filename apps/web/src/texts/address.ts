import type { AddressProblem } from "@memorial/domain";

/** Dutch words of 'Adres van de pagina' that the app adds to the dialog's own. */
export const addressTexts = {
  /** Why a typed address cannot be the page's address, by the rules' and the API's problem. */
  problems: {
    too_short: "Dit adres is te kort: gebruik minstens 3 tekens.",
    too_long: "Dit adres is te lang: gebruik hoogstens 60 tekens.",
    invalid:
      "Gebruik alleen kleine letters (a-z), cijfers en losse streepjes, zonder spaties of accenten.",
    reserved: "Dit woord is gereserveerd voor de website zelf. Kies een ander adres.",
    taken: "Dit adres is al in gebruik. Kies een ander adres.",
  } satisfies Record<AddressProblem, string>,
  checkFailed: "Het adres kon niet worden gecontroleerd. Probeer het opnieuw.",
  saved: "Het nieuwe adres is opgeslagen.",
  saveFailed: "Het adres kon niet worden opgeslagen. Probeer het opnieuw.",
};
