// Sample photos for the demo page (never downloaded): calm landscapes made of gradients and simple
// shapes, and a round-friendly portrait background. They are drawn once, by
// `pnpm --filter @memorial/local-backend run render-sample-photos`, into `photos/`; the seed
// reads those files. (Drawing them with sharp at every start could hang a start for ever: a
// libvips thread stuck in its pool, lovell/sharp#4486.) `sample-photos.test.ts` fails when a
// drawing below changes and its file was not drawn again.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";

export interface SamplePhoto {
  name: string;
  svg: string;
}

const landscape = (sky: [string, string], ground: string, sun: string, hills: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="1150" cy="330" r="110" fill="${sun}" opacity="0.9"/>
  <path d="M0 640 C 300 520, 600 700, 900 600 S 1400 520, 1600 610 L 1600 900 L 0 900 Z" fill="${hills}"/>
  <path d="M0 740 C 400 660, 800 800, 1200 720 S 1500 700, 1600 730 L 1600 900 L 0 900 Z" fill="${ground}"/>
</svg>`;

export const SAMPLE_PHOTOS: readonly SamplePhoto[] = [
  {
    name: "zonsondergang",
    svg: landscape(["#f6c28b", "#e98a6d"], "#5b4a3f", "#fff1c9", "#8c6a58"),
  },
  { name: "zee", svg: landscape(["#9cc9e6", "#dfeef6"], "#2f6f8f", "#ffffff", "#5c98b5") },
  { name: "heide", svg: landscape(["#cdd9e8", "#f3e6ef"], "#6b4f72", "#fbf3d5", "#9a7aa0") },
];

export const PORTRAIT: SamplePhoto = {
  name: "portret",
  svg: `
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.35" r="0.8">
      <stop offset="0" stop-color="#efe6da"/><stop offset="1" stop-color="#b9a58f"/>
    </radialGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="400" cy="320" r="140" fill="#8a7360"/>
  <path d="M150 800 C 170 560, 630 560, 650 800 Z" fill="#8a7360"/>
</svg>`,
};

/** Every drawing that has a file in `photos/`. */
export const ALL_SAMPLE_PHOTOS: readonly SamplePhoto[] = [PORTRAIT, ...SAMPLE_PHOTOS];

/** The folder of the drawn files and their manifest. */
export const SAMPLE_PHOTO_DIR = new URL("./photos/", import.meta.url);

/** The manifest's name: for each file, the digest of the drawing it was made from. */
export const SAMPLE_PHOTO_MANIFEST = "sources.json";

/** The digest of a drawing's source, kept in the manifest beside its file. */
export function drawingDigest(photo: SamplePhoto): string {
  return createHash("sha256").update(photo.svg).digest("hex");
}

/** The JPEG drawn from `photo`. */
export function readSamplePhoto(photo: SamplePhoto): Promise<Buffer> {
  return readFile(new URL(`${photo.name}.jpg`, SAMPLE_PHOTO_DIR));
}
