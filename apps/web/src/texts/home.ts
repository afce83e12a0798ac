/** Dutch texts of the home screen: the list of the user's memorial pages. */
export const homeTexts = {
  /** The same words as the header's and the side menu's way here. */
  documentTitle: "Mijn pagina's",
  title: "Mijn pagina's",
  intro: "Hier vindt u de herinneringspagina's die u beheert of die met u zijn gedeeld.",
  create: "Nieuwe herinneringspagina aanmaken",
  creating: "Pagina wordt aangemaakt…",
  listLabel: "Uw herinneringspagina's",
  open: (name: string) => `${name} openen`,
  loading: "Uw pagina's worden geladen",
  /** The home's first view could not fetch the rest of the app. */
  loadError:
    "Deze pagina kon niet volledig worden geladen. Controleer uw internetverbinding en probeer het opnieuw.",
  empty: {
    title: "Nog geen pagina's",
    text: "Een herinneringspagina is een blijvende plek om iemand te gedenken, met foto's, verhalen en herinneringen die u deelt met familie en vrienden. Maak een herinneringspagina aan voor iemand die u dierbaar is.",
  },
  pictureAlt: (name: string) => `Foto van ${name}`,
  /** The state of a page in the list (the home list is the owner's overview). */
  status: {
    trial: "Proefperiode",
    trialUntil: (date: string) => `Proefperiode tot ${date}`,
    planUntil: (plan: string, date: string) => `Pakket ${plan} tot ${date}`,
    plan: (plan: string) => `Pakket ${plan}`,
    blocked: "Geblokkeerd: de proefperiode is voorbij",
    public: "Publiek toegankelijk",
    private: "Alleen voor genodigden",
    label: "Status",
  },
} as const;
