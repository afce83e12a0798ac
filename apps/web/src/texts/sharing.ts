/** Dutch texts of sharing a page: link previews and the messages sent through other apps. */
export const sharingTexts = {
  preview: {
    siteName: "Herinneringspagina's",
    untitled: "Herinneringspagina",
    defaultDescription: (name: string) => `Een herinneringspagina voor ${name}.`,
    neutralImageAlt: "Herinneringspagina",
  },
} as const;
