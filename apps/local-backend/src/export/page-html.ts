// index.html of an export: the page as visitors see it plus its members-only sections and the
// approved condolences, as one file that opens from the file system without internet and
// without JavaScript (inline CSS, relative links to media/, no scripts at all). Stored HTML of
// text sections goes through the one sanitiser again; everything else is escaped text.
import {
  displayName,
  gatheringLocation,
  gatheringTitle,
  gatheringWhen,
  gatheringWishLines,
  lifeDates,
  mapPointText,
  type GatheringFields,
  type RestingPlaceFields,
} from "@memorial/domain";
import { sanitizeRichText } from "@memorial/sanitize-html";
import { escapeHtml } from "@memorial/sanitize-html/escape";

/** A media file of the page: its path inside the ZIP, or missing (named in LEESMIJ.txt). */
export type MediaRef = { path: string } | { missing: true };

export type ExportSection =
  | { type: "text"; isPublic: boolean; html: string }
  | {
      type: "photos";
      isPublic: boolean;
      photos: MediaRef[];
      /** The family's captions, parallel to `photos` (empty: none). */
      captions: string[];
    }
  | { type: "video"; isPublic: boolean; media: MediaRef | undefined }
  | { type: "audio"; isPublic: boolean; media: MediaRef | undefined }
  | { type: "gathering"; isPublic: boolean; gathering: GatheringFields }
  | { type: "resting_place"; isPublic: boolean; restingPlace: RestingPlaceFields };

export interface ExportMessage {
  name: string;
  relation: string | null;
  createdAt: string;
  message: string;
}

/** An approved memory: its text and its photos in `herinneringen/` with their captions. */
export interface ExportMemory extends ExportMessage {
  photos: { ref: MediaRef | undefined; caption: string | null }[];
}

export interface ExportPageData {
  name: string;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  portrait: MediaRef | undefined;
  sections: ExportSection[];
  condolences: ExportMessage[];
  /** Approved memories, oldest first (the part is left out when there are none). */
  memories?: ExportMemory[];
  candles: number;
  /** The page's address on the web. */
  address: string;
  exportedAt: Date;
}

/** An href/src inside the ZIP: each path segment percent-encoded, so spaces and "ë" work. */
const relativeUrl = (path: string): string =>
  path
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");

const DATE_TIME = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Amsterdam",
});

export const dutchDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

const MISSING = '<p class="missing">Dit bestand ontbreekt in de download (zie LEESMIJ.txt).</p>';

function membersOnly(isPublic: boolean): string {
  return isPublic ? "" : '<p class="members">Alleen zichtbaar voor genodigden</p>';
}

/** A gathering as a quiet block: what, when (Dutch day and hours), where, notes, the wishes. */
function renderGathering(gathering: GatheringFields): string {
  const parts = [
    `<h2>${escapeHtml(gatheringTitle(gathering))}</h2>`,
    `<p>${escapeHtml(gatheringWhen(gathering))}</p>`,
    `<p>${escapeHtml(gatheringLocation(gathering))}</p>`,
  ];
  if (gathering.notes !== undefined && gathering.notes.trim() !== "") {
    parts.push(`<p class="notes">${escapeHtml(gathering.notes)}</p>`);
  }
  const wishes = gatheringWishLines(gathering.wishes);
  if (wishes.length > 0) {
    parts.push(
      `<div class="wishes"><p><strong>Wensen van de familie</strong></p>${wishes
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join("")}</div>`,
    );
  }
  return parts.join("");
}

/** The resting place: the place, its address, the plot, the directions and the map point. */
export function renderRestingPlace(place: RestingPlaceFields): string {
  const line = (className: string, label: string, value: string | undefined) =>
    value === undefined || value.trim() === ""
      ? ""
      : `<p class="${className}">${label}${escapeHtml(value.trim())}</p>`;
  return [
    "<h2>Rustplaats</h2>",
    `<p class="place">${escapeHtml(place.place)}</p>`,
    line("address", "", place.address),
    line("plot", "Vak/nummer: ", place.plot),
    line("notes", "", place.directions),
    place.mapPoint === undefined
      ? ""
      : line("point", "Coördinaten: ", mapPointText(place.mapPoint).replace(",", ", ")),
  ].join("");
}

function renderSection(section: ExportSection): string {
  switch (section.type) {
    case "resting_place":
      return `<section class="resting-place">${membersOnly(section.isPublic)}${renderRestingPlace(section.restingPlace)}</section>`;
    case "gathering":
      return `<section class="gathering">${membersOnly(section.isPublic)}${renderGathering(section.gathering)}</section>`;
    case "text":
      return `<section class="text">${membersOnly(section.isPublic)}${sanitizeRichText(section.html)}</section>`;
    case "photos": {
      const items = section.photos
        .map((photo, index) => {
          const caption = section.captions[index]?.trim() ?? "";
          const alt = caption === "" ? `Foto ${index + 1}` : caption;
          const figcaption =
            caption === "" ? "" : `<figcaption>${escapeHtml(caption)}</figcaption>`;
          return "path" in photo
            ? `<li><figure><a href="${relativeUrl(photo.path)}"><img src="${relativeUrl(photo.path)}" alt="${escapeHtml(alt)}" loading="lazy"></a>${figcaption}</figure></li>`
            : `<li class="gone">Foto ${index + 1} ontbreekt${caption === "" ? "" : ` (${escapeHtml(caption)})`}</li>`;
        })
        .join("");
      return `<section class="photos">${membersOnly(section.isPublic)}<ul>${items}</ul></section>`;
    }
    case "video":
    case "audio": {
      const label = section.type === "video" ? "Video" : "Geluid";
      if (section.media === undefined) return "";
      if (!("path" in section.media)) {
        return `<section class="${section.type}">${membersOnly(section.isPublic)}<h2>${label}</h2>${MISSING}</section>`;
      }
      const src = relativeUrl(section.media.path);
      const player =
        section.type === "video"
          ? `<video controls preload="metadata" src="${src}"></video>`
          : `<audio controls preload="metadata" src="${src}"></audio>`;
      return `<section class="${section.type}">${membersOnly(section.isPublic)}<h2>${label}</h2>${player}<p class="file"><a href="${src}">Open het bestand</a></p></section>`;
    }
  }
}

function renderCondolences(data: ExportPageData): string {
  const candles =
    data.candles === 0
      ? ""
      : `<p class="candles">${data.candles === 1 ? "Er is 1 kaarsje" : `Er zijn ${data.candles} kaarsjes`} aangestoken.</p>`;
  const messages = data.condolences
    .map((message) => {
      const relation =
        message.relation === null || message.relation === ""
          ? ""
          : ` <span class="relation">(${escapeHtml(message.relation)})</span>`;
      const text = escapeHtml(message.message).replace(/\n/g, "<br>");
      return `<li><p class="who"><strong>${escapeHtml(message.name)}</strong>${relation}</p><p class="when">${escapeHtml(dutchDateTime(message.createdAt))}</p><p class="message">${text}</p></li>`;
    })
    .join("");
  const body =
    data.condolences.length === 0
      ? '<p class="empty">Er zijn geen goedgekeurde condoleances.</p>'
      : `<ol class="messages">${messages}</ol>`;
  return `<section class="register"><h2>Condoleances</h2>${candles}${body}</section>`;
}

function renderMemories(memories: readonly ExportMemory[]): string {
  if (memories.length === 0) return "";
  const items = memories
    .map((memory) => {
      const relation =
        memory.relation === null || memory.relation === ""
          ? ""
          : ` <span class="relation">(${escapeHtml(memory.relation)})</span>`;
      const text = escapeHtml(memory.message).replace(/\n/g, "<br>");
      const photos = memory.photos
        .map(({ ref, caption }) => {
          const words = caption === null ? "" : escapeHtml(caption);
          const figure =
            ref !== undefined && "path" in ref
              ? `<img src="${relativeUrl(ref.path)}" alt="${words}" loading="lazy">`
              : '<p class="missing">Deze foto ontbreekt in de kopie.</p>';
          return `<li><figure>${figure}${words === "" ? "" : `<figcaption>${words}</figcaption>`}</figure></li>`;
        })
        .join("");
      return `<li><p class="who"><strong>${escapeHtml(memory.name)}</strong>${relation}</p><p class="when">${escapeHtml(dutchDateTime(memory.createdAt))}</p><p class="message">${text}</p>${photos === "" ? "" : `<ul class="memory-photos">${photos}</ul>`}</li>`;
    })
    .join("");
  return `<section class="register memories"><h2>Herinneringen</h2><ol class="messages">${items}</ol></section>`;
}

const STYLE = `
:root{color-scheme:light}
*{box-sizing:border-box}
body{margin:0;background:#faf7f2;color:#2b2824;font-family:Georgia,"Times New Roman",serif;line-height:1.65;font-size:1.0625rem}
main{max-width:42rem;margin:0 auto;padding:2.5rem 1.25rem 4rem}
header{text-align:center;margin-bottom:3rem}
.portrait{width:12rem;height:12rem;border-radius:50%;object-fit:cover;box-shadow:0 0 0 4px #fff,0 2px 12px rgba(0,0,0,.12)}
h1{font-weight:normal;font-size:2.5rem;letter-spacing:-.01em;line-height:1.2;margin:1.5rem 0 .5rem;overflow-wrap:anywhere}
.dates{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#6b6259;margin:0}
section{margin:0 0 3rem}
h2{font-weight:normal;font-size:1.5rem;margin:0 0 1rem}
h3{font-weight:normal;font-size:1.25rem}
.members{font-family:system-ui,sans-serif;font-size:.875rem;color:#5b6b7a;margin:0 0 .5rem}
.photos ul{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}
.photos img{display:block;width:100%;aspect-ratio:1;object-fit:cover;border-radius:.5rem}
.photos a{display:block;border-radius:.5rem}
.photos figure{margin:0}
figcaption{font-family:system-ui,sans-serif;font-size:.875rem;color:#6b6259;margin-top:.25rem;overflow-wrap:anywhere}
.resting-place p{margin:0 0 .25rem;overflow-wrap:anywhere}
.resting-place .notes,.resting-place .point{color:#6b6259}
.gone,.missing{font-family:system-ui,sans-serif;font-size:.875rem;color:#6b6259;background:#efe9e0;border-radius:.5rem;padding:.75rem}
video,audio{width:100%;border-radius:.5rem}
.file{font-family:system-ui,sans-serif;font-size:.9375rem}
a{color:#46596b}
a:focus-visible{outline:3px solid #46596b;outline-offset:2px}
.register ol{list-style:none;padding:0;margin:0}
.register li{padding:1.25rem 0;border-top:1px solid #e4ddd2}
.who,.when{margin:0;font-family:system-ui,sans-serif}
.when,.relation{color:#6b6259;font-size:.875rem}
.message{margin:.5rem 0 0;overflow-wrap:anywhere}
.memory-photos{list-style:none;padding:0;margin:.75rem 0 0;display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:.75rem}
.memory-photos li{border:0;padding:0}
.memory-photos figure{margin:0}
.memory-photos img{display:block;width:100%;border-radius:.5rem}
figcaption{font-family:system-ui,sans-serif;font-size:.875rem;color:#4f4840;margin-top:.25rem}
.candles,.empty{font-family:system-ui,sans-serif;color:#6b6259}
footer{font-family:system-ui,sans-serif;font-size:.875rem;color:#6b6259;border-top:1px solid #e4ddd2;padding-top:1rem}
@media (min-width:48rem){main{padding-top:4rem}h1{font-size:3.25rem}.portrait{width:14rem;height:14rem}}
@media print{body{background:#fff}main{max-width:none;padding:0}section{break-inside:avoid-page}video,audio,.file{display:none}}
`;

/** The whole index.html. */
export function renderExportHtml(data: ExportPageData): string {
  const name = displayName(data.name);
  const portrait =
    data.portrait !== undefined && "path" in data.portrait
      ? `<img class="portrait" src="${relativeUrl(data.portrait.path)}" alt="Portret van ${escapeHtml(name)}">`
      : "";
  const dates = lifeDates(data);
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'">
<title>${escapeHtml(name)} – herinneringspagina</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>${portrait}<h1>${escapeHtml(name)}</h1>${dates === "" ? "" : `<p class="dates">${escapeHtml(dates)}</p>`}</header>
${data.sections.map(renderSection).join("\n")}
${renderCondolences(data)}
${renderMemories(data.memories ?? [])}
<footer><p>Een kopie van de herinneringspagina ${escapeHtml(data.address)}, gemaakt op ${escapeHtml(dutchDateTime(data.exportedAt.toISOString()))}.</p></footer>
</main>
</body>
</html>
`;
}
