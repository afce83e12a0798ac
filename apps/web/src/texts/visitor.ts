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
