import { mailLinkTexts } from "./mail-link";

/**
 * Texts of following a page: the quiet 'Op de hoogte blijven' block on a public page, the
 * confirmation page (/volgen), the unsubscribe page (/afmelden) and the family's switches in
 * 'Berichten beheren'. Formal 'u', calm, and always a way onwards.
 */
export const followerTexts = {
  block: {
    title: "Op de hoogte blijven",
    intro: (name: string) =>
      `Laat uw e-mailadres achter als u wilt horen wanneer er een bijeenkomst voor ${name} bij komt of verandert, en op gedenkdagen als de familie dat aanzet.`,
    label: "Uw e-mailadres",
    privacyBefore:
      "Wij gebruiken uw adres alleen hiervoor en u kunt zich altijd afmelden. Meer in de ",
    privacyLink: "privacyverklaring",
    privacyAfter: ".",
    needsScript: "Aanmelden kan hier alleen als JavaScript in uw browser aanstaat.",
    submit: "Op de hoogte blijven",
    submitting: "Bezig met versturen",
    sent: (email: string) =>
      `Wij hebben een e-mail gestuurd naar ${email}. Bevestig daarin dat u op de hoogte wilt blijven; zonder bevestiging sturen wij niets.`,
    empty: "Vul uw e-mailadres in.",
    invalid: "Dit is geen geldig e-mailadres. Controleer het en probeer het opnieuw.",
    rateLimited:
      "Er zijn kort na elkaar veel aanmeldingen gedaan. Wacht u even en probeer het later opnieuw.",
    notAvailable: "Deze pagina kan op dit moment niet gevolgd worden.",
    failed: "Het versturen is niet gelukt. Controleer uw verbinding en probeer het opnieuw.",
  },
  confirm: {
    documentTitle: "Op de hoogte blijven",
    title: "Op de hoogte blijven",
    intro:
      "Bevestig met de knop hieronder dat u e-mails wilt krijgen over deze herinneringspagina: wanneer er een bijeenkomst bij komt of verandert, en op gedenkdagen als de familie dat aanzet.",
    submit: "Ja, houd mij op de hoogte",
    submitting: "Bezig met bevestigen",
    done: (name: string) =>
      `Dank u. U blijft op de hoogte van de herinneringspagina van ${name}. Elke e-mail bevat een link om u af te melden.`,
    used: "Deze link is al gebruikt. U bent al aangemeld en blijft op de hoogte.",
    expired:
      "Deze link werkt niet meer. Misschien is hij ouder dan 7 dagen; meld u dan opnieuw aan op de herinneringspagina.",
    missing: mailLinkTexts.missing,
    rateLimited: mailLinkTexts.rateLimited,
    failed: "Het bevestigen is niet gelukt. Probeer het over een moment opnieuw.",
    toPage: "Naar de herinneringspagina",
    home: "Naar de startpagina",
  },
  unsubscribe: {
    documentTitle: "Afmelden",
    title: "Afmelden",
    intro:
      "Met de knop hieronder meldt u zich af. U krijgt dan geen e-mails meer over deze herinneringspagina en wij bewaren uw e-mailadres niet langer.",
    submit: "Afmelden",
    submitting: "Bezig met afmelden",
    done: (name: string) =>
      `U bent afgemeld. U krijgt geen e-mails meer over de herinneringspagina van ${name}.`,
    expired: "Deze link werkt niet meer. U bent waarschijnlijk al afgemeld.",
    missing: mailLinkTexts.missing,
    rateLimited: mailLinkTexts.rateLimited,
    failed: "Het afmelden is niet gelukt. Probeer het over een moment opnieuw.",
    toPage: "Naar de herinneringspagina",
    home: "Naar de startpagina",
  },
  settings: {
    title: "Volgers van de pagina",
    count: (n: number) =>
      n === 0 ? "Nog niemand volgt deze pagina." : n === 1 ? "1 volger" : `${n} volgers`,
    countHelp:
      "Bezoekers kunnen de pagina volgen met hun e-mailadres. Wie dat zijn, ziet u niet; zij horen van nieuwe of gewijzigde bijeenkomsten.",
    remembranceLabel: "Herinneringen voor volgers",
    remembranceHelp:
      "Een korte e-mail met een link naar de pagina. Deze keuze geldt voor de hele pagina, voor alle beheerders.",
    anniversary: "Op de sterfdag",
    birthday: "Op de verjaardag",
    allSouls: "Op Allerzielen",
    failed: "Uw keuze kon niet worden bewaard. Probeer het opnieuw.",
    loadFailed: "De volgers konden niet worden geladen. Probeer het later opnieuw.",
  },
} as const;
