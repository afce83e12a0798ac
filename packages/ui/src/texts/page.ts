import { viewTexts } from "./view.js";

/**
 * Dutch strings of the memorial page components (header, sections, editors, states).
 * Strings quoted in the spec are copied exactly; the others follow the same polite "u" tone.
 */
export const pageTexts = {
  header: {
    namePlaceholder: "Voor- en achternaam",
    nameLabel: "Naam",
    birthPlaceholder: "dd-mm-jjjj",
    birthLabel: "Geboortedatum",
    deathPlaceholder: "dd-mm-jjjj",
    deathBeforeBirth: "De datum van overlijden ligt vóór de geboortedatum.",
    deathLabel: "Overlijdensdatum",
    changePicture: "Profielfoto wijzigen",
    uploadingPicture: "Profielfoto wordt geüpload",
    wrongType: "Kies een JPEG- of PNG-afbeelding als profielfoto.",
  },
  dateField: {
    chooseDate: "Kies een datum",
    clearDate: "Datum wissen",
    /** The name of the calendar button beside a typed date field. */
    openCalendar: (label: string) => `${label} kiezen in de kalender`,
    hint: "Typ de datum als dd-mm-jjjj, bijvoorbeeld 12-03-1938, of kies hem in de kalender.",
    errors: {
      incomplete: "Vul de datum volledig in als dd-mm-jjjj, bijvoorbeeld 12-03-1938.",
      nonexistent: "Deze datum bestaat niet. Controleer de dag en de maand.",
      outOfRange: "Vul een datum in tussen 1 januari 1900 en 31 december 2099.",
    },
  },
  section: {
    /** A clear choice: on, everyone who may see the page; off, invitees only. */
    isPublic: "Zichtbaar voor iedereen",
    membersOnly: viewTexts.membersOnly,
    moveUp: "Sectie omhoog verplaatsen",
    moveDown: "Sectie omlaag verplaatsen",
    remove: "Sectie verwijderen",
    help: "Uitleg over deze sectie",
    confirmRemove: "Weet u zeker dat u deze sectie wilt verwijderen?",
    confirmRemoveAction: "Sectie verwijderen",
    brokenTitle: "Deze sectie kan niet worden weergegeven",
    brokenText:
      "Er ging iets mis bij het tonen van deze sectie. De rest van de pagina werkt gewoon.",
    typeNames: {
      text: "Tekstblok",
      photo_carousel: "Fotocarrousel",
      video: "Video",
      audio: "Audio",
      gathering: "Bijeenkomst",
      resting_place: "Rustplaats",
    },
    help_texts: {
      text: "Een tekstblok voor een verhaal, herinnering of levensloop. Gebruik koppen om de tekst te ordenen en maak woorden vet, cursief of onderstreept.",
      photo_carousel:
        "Een fotoreeks die bezoekers één voor één bekijken. Voeg JPEG- of PNG-foto's toe, verander de volgorde of verwijder foto's.",
      video:
        "Eén videofragment, bijvoorbeeld van een toespraak of een dierbaar moment. Beschikbaar in het pakket ZILVER.",
      audio:
        "Eén geluidsfragment, bijvoorbeeld een lievelingslied of een ingesproken boodschap. Beschikbaar in het pakket ZILVER.",
      gathering:
        "Waar en wanneer de uitvaart, de condoleance of een herdenking is. Bezoekers zien datum, tijd en plaats, met een route en een afspraak voor hun agenda.",
      resting_place:
        "Waar het graf of de as is: de begraafplaats of plek, het adres, het vak of nummer en een korte aanwijzing, met een route voor wie er wil komen. Eén per pagina.",
    },
  },
  addSection: {
    title: "Sectie toevoegen",
    intro: "Kies wat u aan de pagina wilt toevoegen.",
  },
  text: {
    placeholder: "Typ hier uw verhaal...",
    editorLabel: "Tekst van de sectie",
    toolbar: "Tekstopmaak",
    blockType: "Teksttype",
    heading1: "Kop 1",
    heading2: "Kop 2",
    heading3: "Kop 3",
    paragraph: "Gewone tekst",
    bold: "Vet",
    italic: "Cursief",
    underline: "Onderstrepen",
    empty: "Deze sectie bevat nog geen tekst.",
  },
  carousel: {
    ...viewTexts.carousel,
    add: "Foto's toevoegen",
    remove: "Foto verwijderen",
    moveBack: "Foto naar voren verplaatsen",
    moveForward: "Foto naar achteren verplaatsen",
    confirmRemove: "Weet u zeker dat u deze foto wilt verwijderen?",
    confirmRemoveAction: "Foto verwijderen",
    empty: "Er zijn nog geen foto's toegevoegd.",
    uploading: "Foto's worden geüpload",
    wrongType: "Alleen JPEG- en PNG-foto's kunnen worden toegevoegd.",
    caption: (index: number) => `Bijschrift bij foto ${String(index)} (niet verplicht)`,
    captionHint: "Staat onder de foto en wordt voorgelezen aan wie een schermlezer gebruikt.",
    captionTooLong: (limit: number) => `Gebruik hoogstens ${String(limit)} tekens.`,
    captionCount: (used: number, limit: number) => `${String(used)} van ${String(limit)} tekens`,
  },
  video: {
    label: "Video",
    choose: "Video kiezen",
    replace: "Andere video kiezen",
    empty: "Er is nog geen video toegevoegd.",
    uploading: "Video wordt geüpload",
    processing: "Video wordt verwerkt",
    loadingPlayer: "Videospeler wordt geladen",
    wrongType: "Kies één videobestand.",
  },
  audio: {
    label: "Audio",
    choose: "Audiobestand kiezen",
    replace: "Ander audiobestand kiezen",
    empty: "Er is nog geen audiofragment toegevoegd.",
    uploading: "Audiobestand wordt geüpload",
    processing: "Audiobestand wordt verwerkt",
    loadingPlayer: "Audiospeler wordt geladen",
    wrongType: "Kies één audiobestand.",
  },
  upload: {
    progress: (percent: number) => `${percent}%`,
  },
  editBar: {
    label: "Bewerken",
    cancel: "Annuleren",
    save: "Opslaan",
    saving: "Bezig met opslaan",
    /** The bar says whether there is something to save. */
    unsaved: "Niet opgeslagen wijzigingen",
    noChanges: "Geen wijzigingen",
    confirmCancelTitle: "Wijzigingen weggooien",
    confirmCancel:
      "U heeft wijzigingen die nog niet zijn opgeslagen. Als u stopt met bewerken, gaan deze wijzigingen verloren.",
    confirmCancelAction: "Wijzigingen weggooien",
    keepEditing: "Verder bewerken",
  },
  states: {
    blockedTitle: "Deze herinneringspagina is geblokkeerd",
    blockedText:
      "De proefperiode van deze herinneringspagina is verlopen. Daarom is de pagina geblokkeerd en is de inhoud niet zichtbaar.",
    blockedAction: "Kies 'Pagina activeren' in het menu om de pagina weer zichtbaar te maken.",
    activate: "Pagina activeren",
  },
} as const;

export type PageTexts = typeof pageTexts;
