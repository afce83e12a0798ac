/** Dutch texts of sharing a page: link previews and the messages sent through other apps. */
export const sharingTexts = {
  preview: {
    siteName: "Herinneringspagina's",
    defaultDescription: (name: string) => `Een herinneringspagina voor ${name}.`,
    neutralImageAlt: "Herinneringspagina",
  },
  card: {
    inMemoryOf: "Ter herinnering aan",
    scan: "Scan de code met uw telefoon of ga naar",
    scanLong: "Scan de code met de camera van uw telefoon om de herinneringspagina te openen.",
    /** The PDFs' maker, in their properties. */
    creator: "Herinneringspagina's",
    /** Titles of the PDF and SVG files (read by screen readers and file viewers). */
    titleA6: (name: string) => `Kaart met QR-code: ${name}`,
    titleLabel: (name: string) => `Label met QR-code: ${name}`,
    /** The print shop's SVG files. */
    fileName: (size: "a6" | "label") =>
      size === "a6"
        ? "herinneringskaart-a6-voor-de-drukker.svg"
        : "qr-label-5x5cm-voor-de-drukker.svg",
    pdfFileName: (sheet: "a6-sheet" | "a6" | "label-sheet") =>
      sheet === "a6-sheet"
        ? "herinneringskaarten-4x-a6-op-a4.pdf"
        : sheet === "a6"
          ? "herinneringskaart-a6.pdf"
          : "qr-labels-5x5cm-op-a4.pdf",
    qrFileName: "qr-code-herinneringspagina.svg",
    qrTitle: "QR-code van de herinneringspagina",
  },
} as const;
