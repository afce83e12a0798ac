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
    paragraphs: (page: string, inviter: string, manage: boolean) => [
      `U bent uitgenodigd voor ${pageOf(page)}. ${
        manage
          ? "U mag de pagina bekijken en ook mee beheren."
          : "U mag de pagina bekijken, ook de delen die alleen voor familie en vrienden zijn."
      }`,
      `De uitnodiging komt van ${inviter}, die de pagina beheert.`,
      "Log in of maak een account aan met dit e-mailadres om de pagina te openen.",
    ],
    action: "Naar de pagina",
    reason: (page: string) =>
      `U ontvangt deze e-mail omdat een beheerder van ${pageOf(page)} uw e-mailadres heeft toegevoegd.`,
  },
} as const;
