// Draws the demo page's sample photos into `src/seed/photos/` and writes their manifest (the
// digest of each drawing). Run it after changing a drawing in `src/seed/sample-photos.ts`:
//   pnpm --filter @memorial/local-backend run render-sample-photos
import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import {
  ALL_SAMPLE_PHOTOS,
  drawingDigest,
  SAMPLE_PHOTO_DIR,
  SAMPLE_PHOTO_MANIFEST,
} from "../src/seed/sample-photos.ts";

const manifest: Record<string, string> = {};
for (const photo of ALL_SAMPLE_PHOTOS) {
  const jpeg = await sharp(Buffer.from(photo.svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  await writeFile(new URL(`${photo.name}.jpg`, SAMPLE_PHOTO_DIR), jpeg);
  manifest[`${photo.name}.jpg`] = drawingDigest(photo);
  console.log(`${photo.name}.jpg: ${jpeg.length} bytes`);
}
await writeFile(
  new URL(SAMPLE_PHOTO_MANIFEST, SAMPLE_PHOTO_DIR),
  `${JSON.stringify({ generatedBy: "scripts/render-sample-photos.ts", files: manifest }, null, 2)}\n`,
);
