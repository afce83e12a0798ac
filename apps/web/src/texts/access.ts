import { mailLinkTexts } from "./mail-link";

/** The words of the page's ownership in the app: toasts, the notice's outcome, the link screen. */
export const accessTexts = {
  handoverSent: (email: string) =>
    `Het verzoek is verstuurd. ${email} krijgt een e-mail en kan het accepteren of weigeren.`,
  successorSaved: "De opvolger is opgeslagen.",
  left: "U heeft de pagina verlaten.",
  /** After 'Pagina verwijderen', on 'Mijn pagina's'. */
  pageDeleted: (name: string) =>
    name === "" ? "De pagina is verwijderd." : `De pagina van ${name} is verwijderd.`,
  accepted: "U bent nu de eigenaar van deze herinneringspagina.",
  declined: "U heeft het verzoek geweigerd. Er is niets veranderd.",
  /** /eigenaar-worden?code=…&antwoord=…: the link of the request mail. */
  link: {
    documentTitle: "Eigenaar worden",
    title: "Eigenaar worden",
    intro:
      "U bent gevraagd eigenaar te worden van een herinneringspagina. Als eigenaar kunt u beheerders verwijderen, een opvolger kiezen en de pagina later zelf weer overdragen. De huidige eigenaar blijft de pagina mee beheren.",
    final: "Er verandert pas iets als u hieronder een keuze maakt.",
    accept: "Accepteren",
    decline: "Weigeren",
    accepted: "U bent nu de eigenaar van de herinneringspagina.",
    declined: "U heeft het verzoek geweigerd. Er is niets veranderd.",
    toPage: "Naar de pagina",
    home: "Naar mijn pagina's",
    missing: mailLinkTexts.missing,
    expired: mailLinkTexts.handoverExpired,
    rateLimited: mailLinkTexts.rateLimited,
    failed: "Er is een fout opgetreden. Probeer het over een moment opnieuw.",
  },
} as const;
