/** The product's name in its two parts: a line may break between them (200 % text, 320 px). */
const PRODUCT_NAME_PARTS = ["Herinnerings", "pagina's"] as const;

/** Dutch texts shared by every screen: the shell, navigation and the general state views. */
export const commonTexts = {
  productName: PRODUCT_NAME_PARTS.join(""),
  productNameParts: PRODUCT_NAME_PARTS,
  documentTitle: (screen: string) => `${screen} · Herinneringspagina's`,
  skipToContent: "Naar de inhoud",
  header: {
    navigationLabel: "Hoofdmenu",
    home: "Mijn pagina's",
    signIn: "Inloggen",
    register: "Registreren",
    changePassword: "Wachtwoord wijzigen",
    myAccount: "Mijn account",
    signOut: "Uitloggen",
    signedInAs: (email: string) => `Ingelogd als ${email}`,
  },
  footer: {
    label: "Voettekst",
    accessibility: "Toegankelijkheid",
    privacy: "Privacy",
    tagline: "Een blijvende plek om iemand te gedenken.",
  },
  loading: "Bezig met laden…",
  /** The app's first paint in a browser without JavaScript (`app/shell/app-shell.tsx`). */
  noScript:
    "Om uw herinneringspagina's te beheren heeft uw browser JavaScript nodig. Zet JavaScript aan en laad deze pagina opnieuw.",
  /** The one not-found view (spec: title 'Niet gevonden'), for any address and any page. */
  notFound: {
    title: "Niet gevonden",
    text: "Deze pagina bestaat niet, of u heeft geen rechten om deze te bekijken. Controleer het adres.",
    signedOutText:
      "Deze pagina bestaat niet, of is alleen te zien voor wie is uitgenodigd. Controleer het adres. Is de pagina met u gedeeld? Log dan in.",
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
    /** Home for a signed-in user: the same words as the header ('Mijn pagina's'). */
    home: "Naar mijn pagina's",
    back: "Terug naar de vorige pagina",
    signIn: "Inloggen",
    retry: "Opnieuw proberen",
  },
} as const;
