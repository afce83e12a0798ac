// The catalogue of the product's mails: every word of the mails the identity service (locally,
// and the production user pool's message templates), the invitations, the scheduler and the
// condolence register send, in one place. Formal 'u', no exclamation marks, and always the page
// of the person who died named the same way ("de herinneringspagina van {naam}").

export const MAIL_FRAME = {
  greeting: (name: string | null) => (name === null || name === "" ? "Beste," : `Beste ${name},`),
  closing: ["Met warme groet,", "Herinneringspagina"],
  unsubscribe: "Afmelden voor deze e-mails",
  transactional: "U kunt op deze e-mail niet antwoorden.",
} as const;

const pageOf = (name: string) => `de herinneringspagina van ${name}`;
const validFor = (valid: string | null) => (valid === null ? "" : ` De code is ${valid} geldig.`);

export const MAIL_TEXTS = {
  condolenceWaiting: {
    subject: (page: string) => `Een nieuw bericht voor ${pageOf(page)}`,
    paragraphs: (page: string, writer: string, message: string) => [
      `${writer} heeft een bericht geschreven op ${pageOf(page)}. Het bericht wacht op uw goedkeuring:`,
      `“${message}”`,
    ],
    action: "Bericht bekijken in 'Berichten beheren'",
    reason: (page: string) =>
      `U ontvangt deze e-mail omdat u ${pageOf(page)} beheert en bij elk nieuw bericht een e-mail wilt krijgen. U kiest dat bij de instellingen van de condoleances.`,
    settings: "Meldingen aanpassen",
  },
  memoryWaiting: {
    subject: (page: string) => `Een nieuwe herinnering voor ${pageOf(page)}`,
    paragraphs: (page: string, writer: string, message: string, photos: number) => [
      `${writer} heeft een herinnering gedeeld op ${pageOf(page)}${
        photos === 0 ? "" : photos === 1 ? ", met 1 foto" : `, met ${photos} foto's`
      }. De herinnering wacht op uw goedkeuring:`,
      `“${message}”`,
    ],
    action: "Herinnering bekijken in 'Berichten beheren'",
  },
  condolenceDigest: {
    subject: (page: string) => `Het overzicht van vandaag voor ${pageOf(page)}`,
    paragraphs: (page: string, waiting: number, candles: number) => [
      `Sinds het vorige overzicht is er op ${pageOf(page)} dit bijgekomen:`,
      [
        waiting === 1
          ? "1 bericht dat op uw goedkeuring wacht"
          : `${waiting} berichten die op uw goedkeuring wachten`,
        candles === 1 ? "1 aangestoken kaarsje" : `${candles} aangestoken kaarsjes`,
      ].join("\n"),
    ],
    action: "Naar 'Berichten beheren'",
    reason: (page: string) =>
      `U ontvangt deze e-mail omdat u ${pageOf(page)} beheert en een dagelijks overzicht wilt krijgen. U kiest dat bij de instellingen van de condoleances.`,
    settings: "Meldingen aanpassen",
  },
  condolenceReceipt: {
    subject: (page: string) => `Uw bericht voor ${pageOf(page)} is ontvangen`,
    paragraphs: (page: string, waiting: boolean) => [
      `Dank u voor uw bericht op ${pageOf(page)}.`,
      waiting
        ? "De familie leest de berichten voordat ze op de pagina komen. U krijgt een e-mail zodra uw bericht geplaatst is."
        : "Uw bericht staat nu op de pagina.",
      "Wilt u uw bericht later terugnemen, dan kan dat met de link hieronder, op elk apparaat.",
    ],
    action: "Naar de pagina",
    withdraw: "Mijn bericht intrekken",
    reason:
      "U ontvangt deze e-mail omdat u dit e-mailadres bij uw bericht hebt opgegeven. Over dit bericht krijgt u hierna alleen nog een e-mail wanneer het geplaatst is.",
  },
  condolenceApproved: {
    subject: (page: string) => `Uw bericht staat op ${pageOf(page)}`,
    paragraphs: (page: string) => [
      `De familie heeft uw bericht op ${pageOf(page)} geplaatst. Iedereen die de pagina bezoekt, kan het nu lezen.`,
      "Wilt u uw bericht later terugnemen, dan kan dat met de link hieronder, op elk apparaat.",
    ],
    action: "Uw bericht bekijken",
    withdraw: "Mijn bericht intrekken",
    reason:
      "U ontvangt deze e-mail omdat u dit e-mailadres bij uw bericht hebt opgegeven. Over dit bericht krijgt u geen e-mail meer.",
  },
  planReminder: {
    subject: (page: string, days: number) =>
      `Het abonnement van ${pageOf(page)} loopt over ${days} dagen af`,
    paragraphs: (page: string, endDate: string) => [
      `Het abonnement van ${pageOf(page)} loopt af op ${endDate}.`,
      "Verlengt u het abonnement, dan blijft de pagina met alle verhalen, foto's en berichten gewoon te bezoeken.",
    ],
    action: "Abonnement verlengen",
    reason: (page: string) =>
      `U ontvangt deze e-mail omdat u ${pageOf(page)} beheert. Alle beheerders krijgen deze herinnering 90, 30 en 7 dagen voor het einde van het abonnement.`,
  },
  remembrance: {
    subject: (page: string) => `Vandaag denken wij aan ${page}`,
    occasions: {
      anniversary: (page: string, years: number) =>
        years === 1
          ? `Vandaag is het een jaar geleden dat ${page} overleed.`
          : `Vandaag is het ${years} jaar geleden dat ${page} overleed.`,
      birthday: (page: string, age: number) => `Vandaag zou ${page} ${age} jaar zijn geworden.`,
      allSouls: "Vandaag is het Allerzielen, de dag waarop velen hun dierbaren gedenken.",
    },
    firstYear:
      "Misschien wilt u iets toevoegen aan de pagina: een herinnering, een foto of een woord over het afgelopen jaar. Dat kan met 'Bewerken' op de pagina.",
    visit: "Wie de pagina bezoekt, kan een kaarsje aansteken of een bericht schrijven.",
    action: "Naar de pagina",
    settings: "Herinneringen uitzetten",
    reason: (page: string) =>
      `U ontvangt deze e-mail omdat u ${pageOf(page)} beheert en herinneringen op de sterfdag, de verjaardag en Allerzielen hebt aangezet. U zet ze uit bij de instellingen van de condoleances.`,
  },
  report: {
    /** To the service's own report address: everything needed to judge the report. */
    subject: (page: string) => `Melding over ${pageOf(page)}`,
    paragraphs: (details: {
      page: string;
      pageId: string;
      what: string;
      reason: string;
      explanation: string;
      reporter: string | null;
    }) => [
      `Er is een melding gedaan over ${pageOf(details.page)} (pagina ${details.pageId}).`,
      `Wat is gemeld: ${details.what}`,
      `Reden: ${details.reason}`,
      details.explanation === ""
        ? "De melder heeft geen toelichting gegeven."
        : `Toelichting van de melder:\n“${details.explanation}”`,
      details.reporter === null
        ? "De melder heeft geen e-mailadres opgegeven."
        : `E-mailadres van de melder: ${details.reporter}`,
      "De beheerders van de pagina zien gemelde berichten onder 'Gemeld' in 'Berichten beheren'. Een melding verbergt niets vanzelf.",
    ],
    /** What was reported, in the service's mail and the reporter's receipt. */
    what: {
      page: "de hele pagina",
      section: (position: number, kind: string) => `onderdeel ${position} van de pagina (${kind})`,
      condolence: (writer: string) => `het bericht van ${writer}`,
    },
    /** Section types as the mails name them. */
    sectionKinds: {
      text: "tekst",
      carousel: "foto's",
      video: "video",
      audio: "geluidsopname",
      gathering: "bijeenkomst",
      resting_place: "rustplaats",
    } as Readonly<Record<string, string>>,
    quoted: (what: string, text: string) => `${what}:\n“${text}”`,
    action: "Naar de pagina",
    reason:
      "U ontvangt deze e-mail omdat dit het meldadres van Herinneringspagina is. Elke melding via 'Melden' komt hier binnen.",
  },
  reportReceipt: {
    subject: (page: string) => `Uw melding over ${pageOf(page)} is ontvangen`,
    paragraphs: (page: string, what: string, reason: string) => [
      `Dank u voor uw melding over ${pageOf(page)}.`,
      `U meldde: ${what}. Reden: ${reason}.`,
      "De familie die de pagina beheert en wij kijken naar uw melding. Een melding verbergt niets vanzelf: de familie beslist of een bericht verborgen of verwijderd wordt. Bij inhoud die in strijd is met de wet grijpen wij zelf in.",
    ],
    action: "Naar de pagina",
    reason:
      "U ontvangt deze e-mail omdat u dit e-mailadres bij uw melding hebt opgegeven. Over deze melding krijgt u geen e-mail meer.",
  },
  reportDecision: {
    /** To the writer of a message that was removed or hidden after a report (DSA art. 17). */
    subject: (page: string) => `Uw bericht op ${pageOf(page)} is weggehaald`,
    paragraphs: (details: {
      page: string;
      written: string;
      removed: boolean;
      reason: string;
      contact: string;
    }) => [
      `Uw bericht van ${details.written} op ${pageOf(details.page)} is ${
        details.removed ? "verwijderd" : "verborgen"
      }. Het is niet meer zichtbaar voor bezoekers van de pagina.`,
      `Dit is gebeurd na een melding. De reden van de melding was: ${details.reason}. De familie die de pagina beheert, heeft na de melding besloten uw bericht ${
        details.removed ? "te verwijderen" : "te verbergen"
      }.`,
      `Bent u het niet eens met dit besluit, dan kunt u dat laten weten via ${details.contact}. Vermeld de naam van de pagina en de datum van uw bericht. U kunt zich ook wenden tot de rechter.`,
    ],
    action: "Naar de pagina",
    reason:
      "U ontvangt deze e-mail omdat u dit e-mailadres bij uw bericht hebt opgegeven. Wij laten het u weten wanneer over uw bericht is beslist.",
  },
  followConfirm: {
    subject: (page: string) => `Bevestig dat u ${pageOf(page)} wilt volgen`,
    paragraphs: (page: string) => [
      `U heeft gevraagd op de hoogte te blijven van ${pageOf(page)}: een e-mail wanneer er een bijeenkomst bij komt of verandert en, als de familie dat aanzet, op de gedenkdagen.`,
      "Bevestig dit met de knop hieronder. Zonder bevestiging sturen wij u niets meer en vergeten wij uw e-mailadres na 7 dagen.",
    ],
    action: "Ja, ik wil op de hoogte blijven",
    reason:
      "U ontvangt deze e-mail omdat dit e-mailadres is opgegeven bij 'Op de hoogte blijven'. Heeft u dat niet gedaan? Dan kunt u dit bericht negeren.",
  },
  followerGathering: {
    subject: (page: string) => `Bijeenkomst voor ${page}`,
    changes: {
      added: "Er is een bijeenkomst toegevoegd.",
      time: "De tijd van de bijeenkomst is gewijzigd.",
      place: "De plaats van de bijeenkomst is gewijzigd.",
      timeAndPlace: "De tijd en de plaats van de bijeenkomst zijn gewijzigd.",
    },
    intro: (page: string) => `Op ${pageOf(page)} staat nieuws over een bijeenkomst.`,
    /** The gathering's name, its when-and-where line and where it is. */
    details: (title: string, when: string, where: string) => `${title}\n${when}\n${where}`,
    calendar: "Zet de bijeenkomst in uw agenda",
    action: "Naar de pagina",
    reason: (page: string) =>
      `U ontvangt deze e-mail omdat u ${pageOf(page)} volgt. U krijgt hooguit één e-mail per dag over deze pagina.`,
  },
  followerRemembrance: {
    subject: (page: string) => `Vandaag denken wij aan ${page}`,
    visit: "Op de pagina kunt u de verhalen en foto's teruglezen, en een kaarsje aansteken.",
    action: "Naar de pagina",
    reason: (page: string) =>
      `U ontvangt deze e-mail omdat u ${pageOf(page)} volgt en de familie herinneringen op gedenkdagen heeft aangezet.`,
  },
  signupCode: {
    kind: "signup-code",
    subject: "Uw activeringscode voor Herinneringspagina",
    /** `valid` is how long the code holds ("24 uur"); null names no time. */
    paragraphs: (code: string, valid: string | null) => [
      "Dank u voor uw registratie bij Herinneringspagina.",
      `Uw activeringscode is: ${code}`,
      `Vul deze code in op de pagina 'Verifieer registratie'.${validFor(valid)}`,
    ],
    reason:
      "U ontvangt deze e-mail omdat met dit e-mailadres een account is aangemaakt bij Herinneringspagina. Heeft u hier niet om gevraagd? Dan kunt u dit bericht negeren.",
  },
  resetCode: {
    kind: "reset-code",
    subject: "Wachtwoord herstellen voor Herinneringspagina",
    paragraphs: (code: string, valid: string | null) => [
      "U heeft gevraagd uw wachtwoord te herstellen.",
      `Uw code is: ${code}`,
      `Vul deze code in op de pagina 'Nieuw wachtwoord instellen'.${validFor(valid)}`,
    ],
    reason:
      "U ontvangt deze e-mail omdat voor dit e-mailadres een nieuw wachtwoord is gevraagd. Heeft u hier niet om gevraagd? Dan kunt u dit bericht negeren; uw wachtwoord blijft dan hetzelfde.",
  },
  accountCreated: {
    subject: "Uw account voor Herinneringspagina",
    paragraphs: (username: string, temporaryPassword: string) => [
      "Er is een account voor u aangemaakt bij Herinneringspagina.",
      `Uw gebruikersnaam is ${username} en uw tijdelijke wachtwoord is: ${temporaryPassword}`,
      "Bij de eerste keer inloggen kiest u een nieuw wachtwoord.",
    ],
    reason:
      "U ontvangt deze e-mail omdat een beheerder van Herinneringspagina een account voor dit e-mailadres heeft aangemaakt.",
  },
  invitation: {
    subject: (page: string) => `Uitnodiging voor ${pageOf(page)}`,
    /** `inviter` is the inviting manager's name ('Uw naam'), or their e-mail when none is known. */
    paragraphs: (page: string, inviter: string, manage: boolean) => [
      `${inviter} heeft u toegang gegeven tot ${pageOf(page)}.`,
      manage
        ? "U mag de pagina bekijken en ook mee beheren."
        : "U mag de pagina bekijken, ook de delen die alleen voor familie en vrienden zijn.",
      "Log in of maak een account aan met dit e-mailadres om de pagina te openen.",
    ],
    action: "Naar de pagina",
    reason: (page: string, inviter: string) =>
      `U ontvangt deze e-mail omdat ${inviter}, die ${pageOf(page)} beheert, uw e-mailadres heeft toegevoegd.`,
  },
  thankYou: {
    subject: (page: string) => `Een woord van dank van de familie van ${page}`,
    /** The family's own text, one paragraph per block between empty lines. */
    paragraphs: (text: string) =>
      text
        .split(/\n\s*\n/)
        .map((part) => part.trim())
        .filter((part) => part !== ""),
    action: "Naar de pagina",
    reason: (page: string) =>
      `U ontvangt deze e-mail omdat u een bericht schreef op ${pageOf(page)} en daarbij dit e-mailadres opgaf. De familie stuurt dit bedankje één keer; u krijgt hierover geen e-mail meer.`,
  },
  ownershipRequest: {
    subject: (page: string) => `Verzoek om eigenaar te worden van ${pageOf(page)}`,
    paragraphs: (page: string, owner: string) => [
      `${owner} vraagt u om eigenaar te worden van ${pageOf(page)}.`,
      `Als eigenaar kunt u beheerders verwijderen, een opvolger kiezen en de pagina later zelf weer overdragen. ${owner} blijft de pagina mee beheren.`,
      "Er verandert pas iets als u het verzoek accepteert. U kunt ook antwoorden op de pagina zelf, nadat u bent ingelogd.",
    ],
    action: "Verzoek accepteren",
    decline: "Verzoek weigeren",
    reason: (page: string) =>
      `U ontvangt deze e-mail omdat u ${pageOf(page)} mee beheert en de eigenaar u heeft gevraagd de pagina over te nemen.`,
  },
  ownershipAccepted: {
    subject: (page: string) => `U heeft ${pageOf(page)} overgedragen`,
    paragraphs: (page: string, newOwner: string) => [
      `${newOwner} heeft uw verzoek geaccepteerd en is nu de eigenaar van ${pageOf(page)}.`,
      "U blijft de pagina mee beheren, zoals voorheen.",
    ],
    action: "Naar de pagina",
    reason: (page: string) =>
      `U ontvangt deze e-mail omdat u heeft gevraagd ${pageOf(page)} aan een andere beheerder over te dragen.`,
  },
  ownershipDeclined: {
    subject: (page: string) => `Uw verzoek over ${pageOf(page)} is niet aangenomen`,
    paragraphs: (page: string, receiver: string) => [
      `${receiver} heeft uw verzoek om eigenaar te worden van ${pageOf(page)} niet aangenomen.`,
      "Er is niets veranderd: u blijft de eigenaar. U kunt de pagina later aan een andere beheerder overdragen.",
    ],
    action: "Naar de pagina",
    reason: (page: string) =>
      `U ontvangt deze e-mail omdat u heeft gevraagd ${pageOf(page)} aan een andere beheerder over te dragen.`,
  },
} as const;
