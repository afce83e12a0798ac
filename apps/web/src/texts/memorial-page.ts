import { UNNAMED_PAGE_NAME } from "@memorial/domain";

/**
 * Dutch texts of the memorial page screen (the components' own texts live in @memorial/ui).
 * Strings quoted in the spec are copied exactly.
 */
export const memorialPageTexts = {
  documentTitle: (name: string) =>
    name.trim() === "" ? "Herinneringspagina" : `In herinnering aan ${name.trim()}`,
  loading: "Herinneringspagina wordt geladen",
  editorLoading: "Bewerken wordt geladen",
  /** In place of an empty name, muted, for managers (the same words as the home list). */
  unnamed: UNNAMED_PAGE_NAME,
  pageActionsLabel: "Pagina bewerken of delen",
  saved: "De herinneringspagina is succesvol opgeslagen",
  /** Opslaan while a field says it cannot take what was typed (a date that does not exist). */
  fixFieldsFirst: (count: number) =>
    count === 1
      ? "Controleer het gemarkeerde veld. Er is nog niets opgeslagen."
      : "Controleer de gemarkeerde velden. Er is nog niets opgeslagen.",
  unknownError: {
    title: "Onbekende fout",
    text: "Er is iets misgegaan bij het laden van deze herinneringspagina. Probeer het opnieuw; blijft het misgaan, probeer het dan later nog eens.",
  },
  unavailable: {
    title: "Deze herinneringspagina is tijdelijk niet beschikbaar",
    text: "Probeer het later nog eens.",
  },
  actions: {
    retry: "Opnieuw proberen",
    home: "Naar mijn pagina's",
    edit: "Bewerken",
    share: "Delen",
    activate: "Pagina activeren",
    cancelUpload: "Uploaden annuleren",
  },
  emptyPage: "Er is nog niets aan deze pagina toegevoegd.",
  emptyPageManager: "Kies Bewerken om een naam, data, een foto en verhalen toe te voegen.",
  mediaTrial: {
    title: "Video of audio toevoegen",
    question:
      "Video- en audiosecties zijn niet beschikbaar in het pakket BRONS. Als u deze sectie toevoegt, kunt u de pagina alleen nog activeren met het pakket ZILVER. Wilt u doorgaan?",
    addVideo: "Video toevoegen",
    addAudio: "Audio toevoegen",
    cancel: "Annuleren",
  },
  draft: {
    restoredTitle: "Wijzigingen nog niet opgeslagen",
    restoredText:
      "U heeft eerder wijzigingen aangebracht die nog niet opgeslagen zijn. Ze staan hieronder klaar; kies Opslaan om ze te bewaren.",
    offerText:
      "Er zijn wijzigingen aan deze pagina die nog niet opgeslagen zijn. Wilt u verdergaan met deze wijzigingen?",
    resume: "Verdergaan met bewerken",
    discard: "Wijzigingen weggooien",
    offline:
      "U bent offline. Uw wijzigingen zijn op dit apparaat bewaard; kies Opslaan zodra u weer verbinding heeft.",
    sessionExpired:
      "Uw sessie is verlopen. Uw wijzigingen zijn op dit apparaat bewaard. Log opnieuw in en kies daarna Opslaan.",
    signInAgain: "Opnieuw inloggen",
  },
  conflict: {
    title: "Iemand anders heeft deze pagina gewijzigd",
    text: "Terwijl u aan het bewerken was, heeft iemand anders deze herinneringspagina opgeslagen. Er is niets overschreven. Wilt u uw wijzigingen toepassen op de nieuwste versie? Anders worden uw wijzigingen weggegooid en ziet u de nieuwste versie.",
    reapply: "Mijn wijzigingen toepassen op de nieuwste versie",
    discard: "Mijn wijzigingen weggooien",
    reapplied:
      "Uw wijzigingen staan nu op de nieuwste versie. Controleer ze en kies Opslaan om ze te bewaren.",
  },
  leave: {
    title: "Pagina verlaten",
    question:
      "U heeft wijzigingen die nog niet opgeslagen zijn. Weet u zeker dat u deze pagina wilt verlaten?",
    confirm: "Pagina verlaten",
    stay: "Op deze pagina blijven",
  },
  waitForUpload: "Even geduld: er wordt nog een bestand geüpload. Kies Opslaan zodra dat klaar is.",
  publicOn: "Weet u zeker dat u de volledige herinneringspagina publiek toegankelijk wilt maken?",
  signOutWithDraft:
    "U heeft wijzigingen die nog niet opgeslagen zijn. Als u uitlogt, worden ze van dit apparaat verwijderd. Wilt u toch uitloggen?",
  signOutWithDraftTitle: "Uitloggen",
  signOutWithDraftConfirm: "Toch uitloggen",
  signOutWithDraftCancel: "Annuleren",
} as const;
