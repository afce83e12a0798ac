/** Dutch texts shared by every screen: the shell, navigation and the general state views. */
export const commonTexts = {
  productName: "Herinneringspagina's",
  documentTitle: (screen: string) => `${screen} · Herinneringspagina's`,
  skipToContent: "Naar de inhoud",
  header: {
    navigationLabel: "Hoofdmenu",
    home: "Mijn pagina's",
    signIn: "Inloggen",
    register: "Registreren",
    changePassword: "Wachtwoord wijzigen",
    signOut: "Uitloggen",
    signedInAs: (email: string) => `Ingelogd als ${email}`,
  },
  footer: {
    label: "Voettekst",
    accessibility: "Toegankelijkheid",
    tagline: "Een blijvende plek om iemand te gedenken.",
  },
  loading: "Bezig met laden…",
  notFound: {
    title: "Deze pagina bestaat niet",
    text: "De pagina die u zoekt bestaat niet, of u heeft geen toegang. Controleer het adres, of log in als de pagina met u is gedeeld.",
    documentTitle: "Pagina niet gevonden",
  },
  unknownError: {
    title: "Er is iets misgegaan",
    text: "Deze pagina kon niet worden geladen. Probeer het opnieuw; blijft het misgaan, probeer het dan later nog eens.",
    documentTitle: "Er is iets misgegaan",
  },
  /** The frame of a managers' screen of one page (`ui/page-sub-screen.tsx`). */
  pageSubScreen: {
    back: "Terug naar de pagina",
    eyebrow: "Herinneringspagina",
    notManagerTitle: "Alleen voor beheerders",
  },
  actions: {
    home: "Naar de startpagina",
    signIn: "Inloggen",
    retry: "Opnieuw proberen",
  },
} as const;
