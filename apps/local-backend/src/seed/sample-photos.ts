// Sample photos for the demo page, drawn at seed time with sharp (never downloaded): calm
// landscapes made of gradients and simple shapes, and a round-friendly portrait background.
import sharp from "sharp";

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

export const PORTRAIT_SVG = `
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.35" r="0.8">
      <stop offset="0" stop-color="#efe6da"/><stop offset="1" stop-color="#b9a58f"/>
    </radialGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="400" cy="320" r="140" fill="#8a7360"/>
  <path d="M150 800 C 170 560, 630 560, 650 800 Z" fill="#8a7360"/>
</svg>`;

/** Renders an SVG drawing to a JPEG. */
export async function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
