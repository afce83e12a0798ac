/**
 * Dutch strings of the dialogs, the side menu, 'Toegang beheren', the payment wizard and the
 * QR-code dialog. Strings quoted in the spec are copied exactly; the others follow the same
 * polite "u" tone.
 */
export const dialogTexts = {
  common: {
    yes: "Ja",
    no: "Nee",
    cancel: "Annuleren",
    close: "Sluiten",
    closeDialog: "Venster sluiten",
    loading: "Bezig met laden...",
    retry: "Opnieuw proberen",
  },
  confirm: {
    title: "Bevestigen",
  },
  /** 'Adres van de pagina': the page's readable address. */
  address: {
    title: "Adres van de pagina",
    intro:
      "Dit is het adres dat u kunt voorlezen, op een rouwkaart kunt zetten of in een advertentie kunt plaatsen.",
    label: "Adres van de pagina",
    hint: "Kleine letters, cijfers en streepjes, van 3 tot 60 tekens.",
    checking: "Bezig met controleren...",
    available: "Dit adres is beschikbaar",
    earlier: "Het vorige adres en QR-codes die al gedrukt zijn, blijven naar deze pagina leiden.",
    save: "Opslaan",
  },
  menu: {
    title: "Menu",
    open: "Menu openen",
    close: "Menu sluiten",
    /** The same words as the app's header for the same place. */
    home: "Mijn pagina's",
    share: "Delen",
    writeCondolence: "Condoleance schrijven",
    lightCandle: "Kaarsje aansteken",
    /** 'Melden' of the page or one of its sections, for readers who do not manage the page. */
    report: "Iets op deze pagina melden",
    /** The name of the two links to the register near the top of a public page. */
    registerLinks: "Condoleanceregister",
    manageTitle: "Pagina beheren",
    /** The current package and its end, under 'Pagina beheren'. */
    planTrial: "Proefperiode",
    planTrialUntil: (date: string) => `Proefperiode tot ${date}`,
    plan: (name: string) => `Pakket ${name}`,
    planUntil: (name: string, date: string) => `Pakket ${name} tot ${date}`,
    edit: "Bewerken",
    manageAccess: "Toegang beheren",
    manageCondolences: "Berichten beheren",
    keepPage: "Pagina downloaden of afdrukken",
    deletePage: "Pagina verwijderen",
    address: "Adres van de pagina",
    activate: "Pagina activeren",
    publicSwitch: "Publiek toegankelijk",
    publicSwitchTrialHint: "Beschikbaar na het activeren van de pagina.",
    publicSwitchSaving: "Bezig met opslaan...",
    searchableSwitch: "Vindbaar via zoekmachines",
    searchableNotPublicHint:
      "Beschikbaar na het activeren van de pagina: alleen een publieke pagina kan worden gevonden.",
    searchableHint:
      "Uit: alleen wie de link heeft, vindt de pagina. Aan: zoekmachines zoals Google mogen de pagina tonen zolang zij publiek is.",
    confirmMakePublic:
      "Weet u zeker dat u de volledige herinneringspagina publiek toegankelijk wilt maken?",
    accountTitle: "Account",
    changePassword: "Wachtwoord wijzigen",
    signOut: "Uitloggen",
    signIn: "Inloggen",
    signedInAs: "Ingelogd als",
    confirmMakePublicTitle: "Pagina publiek maken",
    /**
     * After the make-public question: what visitors will see, counted ("Bezoekers zien 3 van de 4
     * secties.") when the number of sections is known, and what stays for invitees.
     */
    hiddenAfterPublic: (count: number, total?: number) => {
      const hidden =
        count === 1
          ? "1 sectie blijft alleen zichtbaar voor genodigden."
          : `${String(count)} secties blijven alleen zichtbaar voor genodigden.`;
      if (total === undefined || total === 0) {
        return count === 0 ? "Bezoekers zien alle secties." : hidden;
      }
      if (count === 0) {
        return total === 1
          ? "Bezoekers zien de ene sectie."
          : `Bezoekers zien alle ${String(total)} secties.`;
      }
      return `Bezoekers zien ${String(total - count)} van de ${String(total)} secties. ${hidden}`;
    },
    madePublic: "De herinneringspagina is nu publiek. Iedereen met de link kan haar bekijken.",
    madePrivate:
      "De herinneringspagina is niet meer publiek. Alleen genodigden kunnen haar bekijken.",
    confirmMakePublicAction: "Publiek maken",
  },
  access: {
    title: "Toegang beheren",
    intro:
      "Nodig mensen uit met hun e-mailadres en kies of zij de pagina mogen bekijken of beheren.",
    tableCaption: "Personen met toegang tot deze herinneringspagina",
    emailColumn: "E-mailadres",
    levelColumn: "Toegang",
    actionsColumn: "Acties",
    levels: { view: "Bekijk", manage: "Beheer" },
    levelOf: (email: string) => `Toegang van ${email}`,
    remove: (email: string) => `Toegang van ${email} verwijderen`,
    ownRow: "Uzelf",
    ownRowHint: "Uw eigen toegang kunt u niet wijzigen of verwijderen.",
    confirmRemove: (email: string) =>
      `Weet u zeker dat u ${email} toegang wilt ontzeggen van deze herinneringspagina?`,
    confirmRemoveTitle: "Toegang intrekken",
    confirmRemoveAction: "Toegang intrekken",
    addTitle: "Persoon toevoegen",
    newEmail: "E-mailadres",
    newEmailPlaceholder: "naam@voorbeeld.nl",
    newLevel: "Toegangsniveau",
    add: "Toegang opslaan",
    saving: "Bezig met opslaan...",
    empty: "Nog niemand anders heeft toegang tot deze pagina.",
    loadingRows: "Personen met toegang worden geladen...",
    loadError: "Er is een fout opgetreden bij het ophalen van de personen met toegang",
    invalidEmail: "Vul een geldig e-mailadres in.",
    duplicateEmail: "Deze persoon heeft al toegang.",
    owner: "Eigenaar",
    ownerRowHint:
      "De eigenaar blijft altijd beheerder. Alleen de eigenaar kan de pagina overdragen.",
    managerRowHint: "Alleen de eigenaar kan beheerders verwijderen of hun toegang wijzigen.",
  },
  /** The owner, the successor, handing the page over and leaving it. */
  deletePage: {
    title: "Pagina verwijderen",
    loading: "Even geduld, de gegevens van de pagina worden opgehaald.",
    notOwner: (owner: string) =>
      `Alleen de eigenaar van de pagina kan haar verwijderen. De eigenaar is ${owner}.`,
    keepsakeIntro:
      "Als u de pagina verwijdert, verdwijnt alles wat erop staat: de teksten, foto's, video's, berichten, herinneringen en kaarsjes. Dat kan niet ongedaan worden gemaakt.",
    keepsakeQuestion:
      "Wilt u eerst een aandenken bewaren? U kunt de hele pagina downloaden als bestand om te bewaren.",
    keepsake: "Eerst een aandenken downloaden",
    next: "Verder zonder aandenken",
    confirmIntro: (name: string) =>
      `Typ de naam van de pagina om te bevestigen dat u ${name} wilt verwijderen.`,
    confirmIntroUnnamed:
      "Deze pagina heeft nog geen naam. Typ het woord verwijderen om te bevestigen.",
    nameLabel: "Naam van de pagina",
    unnamedWord: "verwijderen",
    nameMissing: "Typ de naam van de pagina om te bevestigen.",
    nameWrong:
      "Deze naam komt niet overeen met de naam van de pagina. Er is niets verwijderd. Controleer de naam en probeer het opnieuw.",
    whatHappens:
      "Bezoekers zien daarna alleen nog dat de pagina is verwijderd. Volgers en schrijvers van berichten krijgen hierover geen e-mail.",
    confirm: "Pagina definitief verwijderen",
    cancel: "Annuleren",
    back: "Terug",
  },
  ownership: {
    heading: "Eigenaar van de pagina",
    youAreOwner:
      "U bent de eigenaar. U kunt beheerders verwijderen, een opvolger kiezen en de pagina overdragen aan een andere beheerder.",
    ownerIs: (email: string) =>
      `${email} is de eigenaar. Alleen de eigenaar kan beheerders verwijderen en de pagina overdragen.`,
    handOver: "Eigenaar overdragen",
    handOverNoManagers:
      "Voeg eerst iemand toe met 'Beheer': u kunt de pagina alleen overdragen aan een andere beheerder.",
    pending: (email: string) =>
      `U heeft ${email} gevraagd eigenaar te worden. Er verandert pas iets als ${email} het verzoek accepteert.`,
    pendingOther: (email: string) => `${email} is gevraagd eigenaar te worden.`,
    cancel: "Verzoek intrekken",
    successor: "Opvolger",
    successorHint: "Wordt eigenaar als uw account ooit wordt verwijderd. Kies iemand met 'Beheer'.",
    noSuccessor: "Geen opvolger",
    successorSaved: "De opvolger is opgeslagen.",
    leave: "Pagina verlaten",
    leaveOwnerHint:
      "Als eigenaar kunt u de pagina niet verlaten. Draag de pagina eerst over aan een andere beheerder.",
    leaveTitle: "Pagina verlaten",
    leaveQuestion:
      "Weet u zeker dat u deze herinneringspagina wilt verlaten? U heeft daarna geen toegang meer, tenzij iemand u opnieuw uitnodigt.",
    dialogTitle: "Eigenaar overdragen",
    dialogIntro:
      "Kies de beheerder die de pagina van u overneemt. Die krijgt een e-mail en kan het verzoek accepteren of weigeren.",
    dialogKeep:
      "Tot het verzoek is geaccepteerd, verandert er niets. Daarna blijft u de pagina mee beheren, maar kan alleen de nieuwe eigenaar beheerders verwijderen en de pagina weer overdragen.",
    dialogReceiver: "Nieuwe eigenaar",
    dialogSubmit: "Verzoek versturen",
    dialogChoose: "Kies een beheerder.",
    noticeTitle: "Verzoek om eigenaar te worden",
    notice: (email: string) =>
      `${email} vraagt u om eigenaar te worden van deze herinneringspagina. Er verandert pas iets als u accepteert; ${email} blijft de pagina mee beheren.`,
    accept: "Accepteren",
    decline: "Weigeren",
  },
  payment: {
    title: "Selecteer het gewenste pakket",
    stepPlan: "Stap 1 van 2: kies een pakket",
    stepYears: "Stap 2 van 2: kies de looptijd en betaal",
    plansLabel: "Pakketten",
    perYear: "per jaar",
    pricePerYear: (price: string) => `${price} per jaar`,
    unavailable: "Niet beschikbaar: deze pagina bevat video of audio.",
    /** The storage in plain words, next to the GB. */
    capacity: (photos: string, videoMinutes: string | null) =>
      videoMinutes === null
        ? `Ruimte voor ongeveer ${photos} foto's van uw telefoon.`
        : `Ruimte voor ongeveer ${photos} foto's, of ${videoMinutes} minuten video van uw telefoon.`,
    chosenPlan: (label: string) => `Gekozen pakket: ${label}`,
    years: "Looptijd",
    yearsOption: (years: number) => `${years} jaar`,
    yearsHint: "U betaalt het pakket in één keer vooruit voor de gekozen looptijd.",
    priceTable: "Prijsoverzicht",
    excludingVat: "Totaal excl. btw",
    vat: "Btw (21%)",
    total: "Totaal",
    next: "Volgende",
    back: "Terug",
    pay: "Betalen",
    paying: "Bezig met doorsturen...",
    error: "Er is een fout opgetreden bij het initiëren van de betaling",
    noPlans: "Deze pagina heeft al een pakket; er is niets te activeren.",
  },
  /** The QR code in 'Delen'. */
  qr: {
    imageAlt: (name: string) =>
      name === ""
        ? "QR-code van de herinneringspagina"
        : `QR-code van de herinneringspagina van ${name}`,
    loading: "QR-code wordt gemaakt...",
    error: "De QR-code kon niet worden gemaakt. Probeer het later opnieuw.",
  },
  sharing: {
    title: "Delen",
    addressLabel: "Adres van de pagina",
    copy: "Link kopiëren",
    copied: "De link is gekopieerd.",
    copyManually:
      "Kopiëren lukte niet vanzelf. De link is geselecteerd: kopieer hem met uw toetsenbord of houd hem ingedrukt.",
    shareVia: "Delen via…",
    shareViaTitle: "Delen via",
    whatsapp: "WhatsApp",
    email: "E-mail",
    facebook: "Facebook",
    opensElsewhere: "(opent in een nieuw venster)",
    message: (name: string) =>
      name === ""
        ? "Een herinneringspagina om samen te gedenken:"
        : `De herinneringspagina van ${name}, om samen te gedenken:`,
    emailSubject: (name: string) =>
      name === "" ? "Een herinneringspagina" : `Herinneringspagina van ${name}`,
    qrTitle: "QR-code",
    qrIntro: "Scan de code met de camera van een telefoon om de pagina te openen.",
    downloadQr: "QR-code downloaden",
    cardTitle: "Kaart met QR-code afdrukken",
    cardIntro:
      "Met naam, data, QR-code en het adres van de pagina, als PDF om te printen op dik papier.",
    cardSheet: "Vier kaarten A6 op A4, met snijtekens (PDF)",
    cardA6: "Eén kaart A6, voor de uitvaart (PDF)",
    cardLabel: "Labels 5 × 5 cm op A4, voor het grafmonument (PDF)",
    cardBusy: "Het bestand wordt gemaakt…",
    cardError: "Het bestand kon niet worden gemaakt. Probeer het opnieuw.",
    printShopTitle: "Voor de drukker (SVG)",
    printShopIntro: "Een vectorbestand dat een drukkerij op elk formaat scherp afdrukt.",
    printShopA6: "Kaart A6 (SVG)",
    printShopLabel: "Label 5 × 5 cm (SVG)",
    notPublicTitle: "De pagina is nog niet publiek",
    notPublicText:
      "Alleen genodigden die zijn ingelogd kunnen de pagina openen. Anderen die de link openen of de code scannen, zien dat de pagina niet gevonden is.",
    makePublic: "Pagina publiek maken",
    invite: "Mensen uitnodigen",
    activate: "Pagina activeren",
    confirmDownloadTitle: "QR-code van een pagina die niet publiek is",
    confirmDownload:
      "Wie deze code scant zonder uitnodiging en zonder in te loggen, ziet dat de pagina niet gevonden is. Wilt u de code toch downloaden?",
    confirmDownloadAction: "Toch downloaden",
  },
} as const;

export type DialogTexts = typeof dialogTexts;
