// The words of the managers' notification settings in 'Berichten beheren'.
export type CondolenceNotice = "each" | "daily" | "off";

export const CONDOLENCE_NOTICES: readonly CondolenceNotice[] = ["each", "daily", "off"];

export const noticeTexts = {
  label: "Hoe wilt u horen van nieuwe berichten?",
  help: "Dit geldt alleen voor u; elke beheerder kiest zelf.",
  choices: {
    each: "Een e-mail bij elk nieuw bericht",
    daily: "Eén overzicht per dag",
    off: "Geen e-mail",
  },
  choiceHelp: {
    each: "U krijgt een e-mail zodra een bericht op uw goedkeuring wacht, met een link naar dat bericht.",
    daily:
      "U krijgt hooguit één e-mail per dag met het aantal nieuwe berichten en aangestoken kaarsjes.",
    off: "U ziet nieuwe berichten alleen hier.",
  },
  remembranceLabel: "Herinneringen per e-mail",
  remembrance: "Stuur mij een e-mail op de sterfdag, de verjaardag en Allerzielen",
  remembranceHelp:
    "Een korte e-mail met een link naar de pagina. Op de eerste sterfdag nodigen wij u uit iets aan de pagina toe te voegen.",
  failed: "Uw keuze kon niet worden bewaard. Probeer het opnieuw.",
} as const;
