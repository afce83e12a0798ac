import { mailLinkTexts } from "./mail-link";

/**
 * Texts of /bericht-intrekken, where the link of the writer's mail withdraws a message. Formal
 * 'u', calm, and always a way onwards.
 */
export const withdrawTexts = {
  documentTitle: "Uw bericht intrekken",
  title: "Uw bericht intrekken",
  intro:
    "Met de knop hieronder haalt u uw bericht van de herinneringspagina. Daarna staat het er niet meer en kan niemand het nog lezen, ook de familie niet.",
  final: "Dit kan niet ongedaan worden gemaakt.",
  submit: "Bericht intrekken",
  submitting: "Bezig met intrekken",
  done: "Uw bericht is ingetrokken. Het staat niet meer op de herinneringspagina.",
  toPage: "Naar de herinneringspagina",
  expired:
    "Deze link werkt niet meer. Het bericht is al ingetrokken of door de familie verwijderd.",
  missing: mailLinkTexts.missing,
  rateLimited: mailLinkTexts.rateLimited,
  failed: "Het intrekken is niet gelukt. Probeer het over een moment opnieuw.",
  home: "Naar de startpagina",
} as const;
