/** Dutch texts of the server-rendered visitor page (the view's own texts are in @memorial/ui). */
export const visitorTexts = {
  documentTitle: (name: string) => `In herinnering aan ${name}`,
  /** A long page's first view ends here; the rest follows when the reader comes near. */
  moreSections: {
    link: "Meer van deze pagina",
    loading: "De rest van de pagina wordt geladen…",
    failed:
      "De rest van de pagina kon niet worden geladen. Zodra er weer verbinding is, wordt het opnieuw geprobeerd; u kunt ook op 'Meer van deze pagina' tikken.",
  },
} as const;

/**
 * The register's island could not be started (offline at the grave, say). On its own, as the
 * page's boot script shows it and should carry no other text.
 */
/** Under 'Op de hoogte blijven' when its form cannot be brought up (offline at the grave). */
export const followOfflineText =
  "Aanmelden kan nu niet. Zodra er weer verbinding is, kunt u hier uw e-mailadres achterlaten.";

export const registerOfflineText =
  "Het condoleanceregister kan nu niet worden bijgewerkt. Zodra er weer verbinding is, kunt u hier een condoleance schrijven of een kaarsje aansteken.";
