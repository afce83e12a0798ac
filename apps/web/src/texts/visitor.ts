/** Dutch texts of the server-rendered visitor page (the view's own texts are in @memorial/ui). */
export const visitorTexts = {
  documentTitle: (name: string) => `In herinnering aan ${name}`,
} as const;
