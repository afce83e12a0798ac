/** Dutch texts of sharing a page: link previews and the messages sent through other apps. */
export const sharingTexts = {
  preview: {
    siteName: "Herinneringspagina's",
    defaultDescription: (name: string) => `Een herinneringspagina voor ${name}.`,
    neutralImageAlt: "Herinneringspagina",
  },
  card: {
    inMemoryOf: "Ter herinnering aan",
    scan: "Scan de code met uw telefoon",
    scanLong: "Scan de code met de camera van uw telefoon om de herinneringspagina te openen.",
    /** Titles of the SVG files (read by screen readers and file viewers). */
    titleA6: (name: string) => `Kaart met QR-code: ${name}`,
    titleLabel: (name: string) => `Label met QR-code: ${name}`,
    fileName: (size: "a6" | "label") =>
      size === "a6" ? "herinneringskaart-a6.svg" : "qr-label-5x5cm.svg",
    qrFileName: "qr-code-herinneringspagina.svg",
    qrTitle: "QR-code van de herinneringspagina",
  },
} as const;
