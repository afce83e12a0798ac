// The catalogue of the notification mails: every word of the mails the scheduler and the
// condolence register send, in one place. Formal 'u', no exclamation marks, and always the page
// of the person who died named the same way ("de herinneringspagina van {naam}").

export const MAIL_FRAME = {
  greeting: (name: string | null) => (name === null || name === "" ? "Beste," : `Beste ${name},`),
  closing: ["Met warme groet,", "Herinneringspagina"],
  unsubscribe: "Afmelden voor deze e-mails",
  transactional: "U kunt op deze e-mail niet antwoorden.",
} as const;

const pageOf = (name: string) => `de herinneringspagina van ${name}`;

export const MAIL_TEXTS = {
  condolenceWaiting: {
    subject: (page: string) => `Een nieuw bericht voor ${pageOf(page)}`,
    paragraphs: (page: string, writer: string, message: string) => [
      `${writer} heeft een bericht geschreven op ${pageOf(page)}. Het bericht wacht op uw goedkeuring:`,
      `“${message}”`,
    ],
    action: "Bericht bekijken in 'Condoleances beheren'",
    reason: (page: string) =>
      `U ontvangt deze e-mail omdat u ${pageOf(page)} beheert en bij elk nieuw bericht een e-mail wilt krijgen. U kiest dat bij de instellingen van de condoleances.`,
    settings: "Meldingen aanpassen",
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
    action: "Naar 'Condoleances beheren'",
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
} as const;
