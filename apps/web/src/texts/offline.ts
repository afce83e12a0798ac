/** Dutch texts of the offline states: a saved memorial page, and the app without a connection. */
export const offlineTexts = {
  /** The quiet line above a memorial page that the service worker served from its saved copy. */
  savedVersion: (when: string) => `U bekijkt een opgeslagen versie van ${when}.`,
  /** The app's own view when a link is followed without a connection. */
  offlineView: {
    title: "U bent offline",
    text: "Zodra de verbinding terug is, gaat het verder.",
    documentTitle: "Offline",
    retry: "Opnieuw proberen",
  },
} as const;
