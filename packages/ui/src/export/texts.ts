/** Dutch texts of 'Pagina downloaden' and the printable page (formal 'u'). */
export const exportTexts = {
  download: {
    title: "Pagina downloaden",
    intro:
      "Bewaar de hele herinneringspagina op uw eigen computer: alle teksten, de originele foto's, video's en geluid, de condoleances en de kaarsjes. U krijgt één ZIP-bestand dat u zonder internet kunt openen.",
    start: "Download maken",
    retry: "Opnieuw proberen",
    running: (progress: number) => `De download wordt gemaakt: ${String(progress)} %`,
    runningHint: "Dit kan bij een pagina met veel video enkele minuten duren. U kunt hier wachten.",
    progressLabel: "Voortgang van de download",
    ready: "De download is klaar.",
    save: "ZIP-bestand opslaan",
    size: (size: string) => `Grootte: ${size}`,
    expires: "De link werkt een kwartier. Daarna kunt u een nieuwe download maken.",
    missing: (count: number) =>
      count === 1
        ? "Eén bestand kon niet worden gevonden. In LEESMIJ.txt in de download staat welk."
        : `${String(count)} bestanden konden niet worden gevonden. In LEESMIJ.txt in de download staat welke.`,
  },
  print: {
    title: "Afdrukken of opslaan als PDF",
    intro:
      "Een versie van de pagina op A4 met alles wat bezoekers zien: portret, teksten, foto's, bijeenkomsten, condoleances en de QR-code met het adres. In het afdrukvenster van uw browser kunt u ook 'Opslaan als PDF' kiezen.",
    open: "Afdrukversie openen",
    print: "Afdrukken",
    condolences: "Condoleances",
    memories: "Herinneringen",
    qrCaption: "Scan de code of ga naar dit adres om de pagina online te bekijken:",
    addressCaption: "Ga naar dit adres om de pagina online te bekijken:",
    qrAlt: "QR-code van de herinneringspagina",
    portraitAlt: (name: string) => `Portret van ${name}`,
    photoAlt: (index: number) => `Foto ${String(index)}`,
    restingPlace: "Rustplaats",
    plot: (plot: string) => `Vak/nummer: ${plot}`,
    mapPoint: (point: string) => `Coördinaten: ${point}`,
    online: (url: string) => `Online meekijken: ${url}`,
  },
} as const;

/** "1,2 MB" (Dutch decimal comma, binary units as the plans count them). */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "kB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString("nl-NL", { maximumFractionDigits: digits })} ${units[unit] ?? ""}`;
}
