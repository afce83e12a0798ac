// LEESMIJ.txt of an export: in Dutch, what each file is, and what is not in it (missing media,
// uploads that were still running).
import { displayName, mapPointText, type RestingPlaceFields } from "@memorial/domain";
import { dutchDateTime } from "./page-html.ts";

export interface ReadmeInput {
  name: string;
  address: string;
  exportedAt: Date;
  blocked: boolean;
  /** The paid period has ended: the page rests (visitors see only name, dates and portrait). */
  resting: boolean;
  mediaCount: number;
  condolenceCount: number;
  candleCount: number;
  /** Photos with a caption (listed in bijschriften.csv). */
  captionCount: number;
  /** The page's resting place, written out at the top. */
  restingPlace?: RestingPlaceFields | undefined;
  /** Labels of media the page names that could not be found. */
  missing: string[];
  /** File names of uploads that had not finished when the export was made. */
  unfinishedUploads: string[];
}

/** The resting place in a few lines: where, the plot, the directions and the map point. */
function restingPlaceLines(place: RestingPlaceFields | undefined): string[] {
  if (place === undefined) return [];
  const given = (value: string | undefined) => (value === undefined ? "" : value.trim());
  const lines = [
    "",
    `Rustplaats: ${[place.place.trim(), given(place.address)].filter(Boolean).join(", ")}`,
  ];
  if (given(place.plot) !== "") lines.push(`Vak/nummer: ${given(place.plot)}`);
  if (given(place.directions) !== "") lines.push(`Aanwijzingen: ${given(place.directions)}`);
  if (place.mapPoint !== undefined) {
    lines.push(`Coördinaten: ${mapPointText(place.mapPoint).replace(",", ", ")}`);
  }
  return lines;
}

export function readmeText(input: ReadmeInput): string {
  const name = displayName(input.name);
  const lines = [
    `Herinneringspagina: ${name}`,
    `Adres: ${input.address}`,
    `Gemaakt op: ${dutchDateTime(input.exportedAt.toISOString())}`,
    ...restingPlaceLines(input.restingPlace),
    "",
    "Deze map bevat de hele herinneringspagina, om te bewaren. U heeft geen internet nodig om",
    "hem te bekijken.",
    "",
    "Wat is wat",
    "- index.html: de pagina zelf, met alle teksten, foto's, video's, geluid en de",
    "  goedgekeurde condoleances. Open dit bestand in een webbrowser (dubbelklikken).",
    `- media/: de originele bestanden van het portret, de foto's, video's en geluid (${input.mediaCount}).`,
    `- condoleances.csv: de goedgekeurde condoleances (${input.condolenceCount}) met naam, relatie,`,
    "  datum en tekst. Te openen in Excel, Numbers of LibreOffice.",
    `- kaarsjes.csv: de aangestoken kaarsjes (${input.candleCount}) met naam en datum.`,
    `- bijschriften.csv: de bijschriften bij de foto's (${input.captionCount}), per bestand in media/.`,
    "- pagina.json: de pagina in een technisch formaat, zodat een andere dienst hem kan",
    "  overnemen.",
    "- LEESMIJ.txt: dit bestand.",
  ];
  if (input.resting) {
    lines.push(
      "",
      "De betaalde periode van deze pagina is voorbij; de pagina rust. Bezoekers zien online",
      "alleen de naam, de datums en de foto. In deze download staat alles wat erop stond.",
    );
  } else if (input.blocked) {
    lines.push(
      "",
      "De proefperiode van deze pagina is verlopen. Online is de pagina daarom niet zichtbaar;",
      "in deze download staat alles wat erop stond.",
    );
  }
  if (input.missing.length > 0) {
    lines.push(
      "",
      "Ontbrekende bestanden",
      "De volgende bestanden staan op de pagina, maar konden niet worden gevonden. Ze zitten",
      "daarom niet in deze download:",
      ...input.missing.map((label) => `- ${label}`),
    );
  }
  if (input.unfinishedUploads.length > 0) {
    lines.push(
      "",
      "Nog niet verwerkte uploads",
      "Tijdens het maken van deze download werden deze bestanden nog geüpload of verwerkt. Ze",
      "zitten er niet in; maak later een nieuwe download als u ze ook wilt bewaren:",
      ...input.unfinishedUploads.map((fileName) => `- ${fileName}`),
    );
  }
  return lines.join("\n") + "\n";
}
