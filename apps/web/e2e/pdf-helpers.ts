// Reading what the product prints: a PDF's text (unpdf), its pages as PNG (Debian's pdftoppm,
// installed by scripts/ensure-tools.sh) and the QR codes in them (jsqr).
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";

const run = promisify(execFile);

/** The text of every page, joined. */
export async function pdfText(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  return { text, pages: totalPages };
}

/** Renders every page at `dpi`; answers the PNG files in page order. */
export async function pdfPagesAsPng(pdf: Uint8Array, dpi = 100): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), "pdf-pages-"));
  const file = path.join(folder, "document.pdf");
  await writeFile(file, pdf);
  await run("pdftoppm", ["-r", String(dpi), "-png", file, path.join(folder, "page")]);
  return (await readdir(folder))
    .filter((name) => name.startsWith("page-") && name.endsWith(".png"))
    .sort()
    .map((name) => path.join(folder, name));
}

/** A part of an image, as fractions of its width and height. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The QR code jsqr finds in the image (a PNG file or bytes), or in `region` of it (a sheet of
 * several cards holds several codes: read one card at a time), or undefined.
 */
export async function readQrCode(
  png: string | Uint8Array,
  region?: Region,
): Promise<string | undefined> {
  let image = sharp(png);
  if (region !== undefined) {
    const { width, height } = await image.metadata();
    image = sharp(png).extract({
      left: Math.floor(region.left * width),
      top: Math.floor(region.top * height),
      width: Math.floor(region.width * width),
      height: Math.floor(region.height * height),
    });
  }
  const { data, info } = await image
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  return code?.data;
}

/** The bytes of a saved download. */
export async function readDownload(file: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(file));
}
