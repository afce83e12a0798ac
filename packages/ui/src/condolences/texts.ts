/**
 * Dutch texts of the condolence register: the visitors' list, form and candle, and
 * the managers' 'Berichten beheren'. Formal 'u', sober and warm.
 */
export const condolenceTexts = {
  list: {
    title: "Condoleances",
    empty: "Er zijn nog geen condoleances. U kunt als eerste een bericht achterlaten.",
    /** The register takes no messages now: no invitation to write the first one. */
    emptyClosed: "Er zijn nog geen condoleances.",
    pending: "wacht op goedkeuring",
    pendingHint:
      "Tot de familie het heeft goedgekeurd, is dit bericht alleen op dit apparaat te zien.",
    loadMore: "Meer laden",
    loadingMore: "Berichten laden",
    loadError: "De condoleances konden niet worden geladen.",
    retry: "Opnieuw proberen",
    loading: "Condoleances laden",
    report: "Melden",
    reportNamed: (name: string) => `Bericht van ${name} melden`,
  },
  report: {
    title: "Melden",
    /** What is reported, as the dialog's intro names it. */
    intro: (subject: string) =>
      `Is er iets mis met ${subject}? Laat het ons en de familie weten. Een melding verbergt niets vanzelf: de familie en wij kijken ernaar.`,
    reason: "Reden",
    /** With a choice of parts: which part of the page. */
    part: "Wat wilt u melden?",
    explanation: "Toelichting (niet verplicht)",
    email: "Uw e-mailadres (niet verplicht)",
    emailHelp: "Dan krijgt u een bevestiging dat wij uw melding hebben ontvangen.",
    submit: "Melding versturen",
    sending: "Bezig met versturen",
    cancel: "Annuleren",
    close: "Sluiten",
    thanks: "Dank u wel. Uw melding is ontvangen.",
    thanksHint:
      "De familie die de pagina beheert en wij kijken ernaar. Een melding verbergt niets vanzelf.",
    failed: "Uw melding kon niet worden verstuurd. Wat u invulde is bewaard; probeer het opnieuw.",
    /** What the dialog names as reported. */
    subjects: {
      page: "deze pagina",
      section: (position: number) => `onderdeel ${position} van deze pagina`,
      condolence: (name: string) => `het bericht van ${name}`,
      memory: (name: string) => `de herinnering van ${name}`,
    },
    /** The parts of the page to choose from in the menu's 'Iets melden'. */
    parts: {
      page: "De hele pagina",
      section: (position: number, kind: string) => `Onderdeel ${position}: ${kind.toLowerCase()}`,
    },
    errors: {
      reasonMissing: "Kies een reden.",
      explanationTooLong: (max: number) =>
        `Uw toelichting is te lang: ten hoogste ${max.toLocaleString("nl-NL")} tekens.`,
      emailInvalid: "Dit lijkt geen e-mailadres. Controleer het, of laat het veld leeg.",
    },
  },
  memoryList: {
    title: "Herinneringen",
    empty: "Er zijn nog geen herinneringen gedeeld. U kunt als eerste een herinnering delen.",
    emptyClosed: "Er zijn nog geen herinneringen gedeeld.",
    loadError: "De herinneringen konden niet worden geladen.",
    loading: "Herinneringen laden",
    photoAlt: (name: string, n: number) => `Foto ${n} bij de herinnering van ${name}`,
  },
  memoryForm: {
    title: "Deel een herinnering",
    /** Under the form, before the link to the privacy statement (`form.privacyLink`). */
    privacyNote:
      "Uw naam, herinnering en foto's worden getoond op deze pagina. Wat wij met uw gegevens doen, leest u in de",
    intro:
      "Een verhaal, een moment, iets wat u altijd bijblijft. U kunt er tot 5 foto's bij plaatsen.",
    introApproval:
      "Een verhaal, een moment, iets wat u altijd bijblijft. U kunt er tot 5 foto's bij plaatsen. De familie leest uw herinnering voordat die op de pagina komt.",
    message: "Uw herinnering",
    photos: "Foto's (niet verplicht)",
    photosHelp: "JPEG of PNG, ten hoogste 10 MB per foto, tot 5 foto's.",
    choose: "Foto's kiezen",
    caption: (n: number) => `Bijschrift bij foto ${n} (niet verplicht)`,
    removePhoto: (name: string) => `Foto ${name} weghalen`,
    remove: "Weghalen",
    submit: "Herinnering delen",
    submitting: "Bezig met delen",
    uploading: (percent: number) => `Foto's worden verzonden: ${percent}%`,
    thanksApproval:
      "Dank u wel. Uw herinnering is verzonden en wordt zichtbaar zodra de familie die heeft goedgekeurd.",
    thanksImmediate: "Dank u wel. Uw herinnering staat nu op de pagina.",
    writeAnother: "Nog een herinnering delen",
    errors: {
      messageMissing: "Schrijf uw herinnering.",
      tooManyPhotos: (max: number) =>
        `U kunt ten hoogste ${max} foto's bij een herinnering plaatsen.`,
      captionTooLong: (max: number) => `Dit bijschrift is te lang: ten hoogste ${max} tekens.`,
      failed:
        "Uw herinnering kon niet worden gedeeld. Uw tekst en foto's zijn bewaard; probeer het opnieuw.",
    },
  },
  /** In place of a form in a page's markup without JavaScript (the fields come with it). */
  formNeedsScript: "Schrijven kan hier alleen als JavaScript in uw browser aanstaat.",
  form: {
    title: "Schrijf een condoleance",
    intro: "Uw bericht is voor de familie en voor iedereen die deze pagina bezoekt.",
    introApproval:
      "Uw bericht is voor de familie. Het wordt op deze pagina getoond nadat de familie het heeft goedgekeurd.",
    name: "Uw naam",
    relation: (person: string) =>
      person === "" ? "Hoe kende u de overledene?" : `Hoe kende u ${person}?`,
    relationHelp: "Bijvoorbeeld: buurvrouw, collega, oud-klasgenoot. Niet verplicht.",
    message: "Uw bericht",
    email: "Uw e-mailadres (niet verplicht)",
    emailHelp:
      "Om te horen wanneer uw bericht geplaatst is. U krijgt dan ook een link waarmee u uw bericht later kunt intrekken. Alleen de familie ziet uw adres.",
    counter: (used: number, max: number) =>
      `${used.toLocaleString("nl-NL")} van ${max.toLocaleString("nl-NL")} tekens`,
    honeypot: "Laat dit veld leeg",
    submit: "Condoleance plaatsen",
    submitting: "Bezig met plaatsen",
    signedInAs: (email: string) =>
      `U schrijft als ${email}. Uw e-mailadres ziet alleen de familie.`,
    thanksApproval:
      "Dank u wel. Uw bericht is verzonden en wordt zichtbaar zodra de familie het heeft goedgekeurd.",
    thanksImmediate: "Dank u wel. Uw bericht staat nu op de pagina.",
    writeAnother: "Nog een bericht schrijven",
    /** Under the form, before the link to the privacy statement. */
    privacyNote:
      "Uw naam en bericht worden getoond op deze pagina. Wat wij met uw gegevens doen, leest u in de",
    privacyLink: "privacyverklaring",
    /** The web app's privacy statement (a plain link: it works before any script runs). */
    privacyHref: "/privacy",
    thankYouCard: "Wilt u een bedankkaart ontvangen?",
    thankYouCardHelp:
      "De familie stuurt vaak enkele weken na de uitvaart een bedankkaart. Alleen de familie ziet uw adres.",
    thankYouAddress: "Uw adres voor de bedankkaart",
    street: "Straat en huisnummer",
    postcode: "Postcode",
    postcodeHelp: "Bijvoorbeeld 1234 AB.",
    place: "Plaats",
    errors: {
      streetMissing: "Vul uw straat en huisnummer in.",
      streetTooLong: (max: number) => `De straat is te lang: ten hoogste ${max} tekens.`,
      postcodeMissing: "Vul uw postcode in.",
      postcodeInvalid:
        "Dit is geen Nederlandse postcode. Schrijf vier cijfers en twee letters, zoals 1234 AB.",
      placeMissing: "Vul uw woonplaats in.",
      placeTooLong: (max: number) => `De plaatsnaam is te lang: ten hoogste ${max} tekens.`,
      nameMissing: "Vul uw naam in.",
      nameTooLong: (max: number) => `Uw naam is te lang: ten hoogste ${max} tekens.`,
      messageMissing: "Schrijf een bericht.",
      messageTooLong: (max: number) =>
        `Uw bericht is te lang: ten hoogste ${max.toLocaleString("nl-NL")} tekens.`,
      relationTooLong: (max: number) => `Dit antwoord is te lang: ten hoogste ${max} tekens.`,
      emailInvalid: "Dit lijkt geen e-mailadres. Controleer het, of laat het veld leeg.",
      failed: "Uw bericht kon niet worden geplaatst. Uw tekst is bewaard; probeer het opnieuw.",
    },
  },
  candle: {
    title: "Kaarsjes",
    count: (n: number) =>
      n === 0
        ? "Er brandt nog geen kaarsje."
        : n === 1
          ? "Er brandt 1 kaarsje."
          : `Er branden ${n.toLocaleString("nl-NL")} kaarsjes.`,
    light: "Steek een kaarsje aan",
    name: "Uw naam (niet verplicht)",
    confirm: "Kaarsje aansteken",
    lighting: "Kaarsje wordt aangestoken",
    cancel: "Annuleren",
    lit: "Uw kaarsje brandt. Dank u wel.",
    namedTitle: "Aangestoken door",
    moreNamed: "Meer namen tonen",
    failed: "Het kaarsje kon niet worden aangestoken. Probeer het opnieuw.",
  },
  moderation: {
    title: "Berichten beheren",
    intro: "Nieuwe berichten staan bovenaan. Alleen goedgekeurde berichten ziet een bezoeker.",
    filterLabel: "Toon berichten",
    kindLabel: "Soort bericht",
    kinds: {
      all: "Alles",
      condolence: "Condoleances",
      memory: "Herinneringen",
    },
    memoryBadge: "Herinnering",
    filters: {
      all: "Alle",
      pending: "Wachtend",
      approved: "Zichtbaar",
      hidden: "Verborgen",
      reported: "Gemeld",
    },
    status: {
      pending: "Wacht op goedkeuring",
      approved: "Zichtbaar",
      hidden: "Verborgen",
    },
    approve: "Goedkeuren",
    hide: "Verbergen",
    remove: "Verwijderen",
    approveNamed: (name: string) => `Bericht van ${name} goedkeuren`,
    hideNamed: (name: string) => `Bericht van ${name} verbergen`,
    removeNamed: (name: string) => `Bericht van ${name} verwijderen`,
    select: (name: string) => `Bericht van ${name} selecteren`,
    selectAllPending: "Alle wachtende berichten hieronder selecteren",
    approveSelected: (n: number) =>
      n === 1 ? "1 bericht goedkeuren" : `${n.toLocaleString("nl-NL")} berichten goedkeuren`,
    confirmRemove: (name: string) =>
      `Weet u zeker dat u het bericht van ${name} wilt verwijderen? Dit kan niet ongedaan worden gemaakt.`,
    confirmRemoveAction: "Bericht verwijderen",
    empty: {
      all: "Er zijn nog geen berichten geschreven.",
      pending: "Er wachten geen berichten op goedkeuring.",
      approved: "Er zijn nog geen zichtbare berichten.",
      hidden: "Er zijn geen verborgen berichten.",
      reported: "Er zijn geen gemelde berichten.",
    },
    reportedBadge: (n: number) => (n === 1 ? "1 keer gemeld" : `${n} keer gemeld`),
    reportedHint:
      "Een bezoeker heeft dit bericht gemeld. Het blijft zichtbaar tot u het verbergt of verwijdert. Heeft de schrijver een e-mailadres opgegeven, dan krijgt die bericht met de reden.",
    relation: (relation: string) => `Kende de overledene als: ${relation}`,
    failed: "Dat is niet gelukt. Probeer het opnieuw.",
    candles: {
      title: "Kaarsjes",
      intro: "Een kaarsje met een naam die hier niet hoort, kunt u verwijderen.",
      empty: "Er zijn nog geen kaarsjes met een naam aangestoken.",
      removeNamed: (name: string) => `Kaarsje van ${name} verwijderen`,
      confirmRemove: (name: string) =>
        `Weet u zeker dat u het kaarsje van ${name} wilt verwijderen? Dit kan niet ongedaan worden gemaakt.`,
      confirmRemoveAction: "Kaarsje verwijderen",
    },
    settingLabel: "Condoleances op deze pagina",
    memoriesLabel: "Herinneringen op deze pagina",
    memories: "Bezoekers kunnen een herinnering delen",
    memoriesHelp:
      "Een verhaal met tot 5 foto's. Herinneringen volgen dezelfde keuze als de condoleances: na goedkeuring of direct.",
    modes: {
      off: "Uit",
      approval: "Tonen na goedkeuring",
      immediate: "Direct tonen",
    },
    modeHelp: {
      off: "Bezoekers zien geen condoleances en kaarsjes en kunnen niets plaatsen.",
      approval: "U krijgt een e-mail als een bericht op uw goedkeuring wacht.",
      immediate: "Berichten verschijnen meteen; u kunt ze achteraf verbergen.",
    },
  },
} as const;
