// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qrCardPdf, sheetPlan, type CardSheet } from "./qr-card-pdf";

const run = promisify(execFile);
const URL_OF_PAGE = "https://herinnering.example/3f1c6a2e-8b7d-4c19-9a0e-5d2f7b8c1a40";
const INPUT = {
  url: URL_OF_PAGE,
  name: "Geërte Ĳsbrandt-Müller",
  dates: "12 maart 1948 – 2 november 2025",
};

let font: Uint8Array;
let folder: string;

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  font = await readFile(require.resolve("@expo-google-fonts/lora/400Regular/Lora_400Regular.ttf"));
  folder = await mkdtemp(path.join(tmpdir(), "qr-cards-"));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Renders the PDF's first page at `dpi` with poppler's pdftoppm, as a printer would. */
async function rasterise(pdf: Uint8Array, name: string, dpi: number) {
  const file = path.join(folder, `${name}.pdf`);
  await writeFile(file, pdf);
  await run("pdftoppm", [
    "-r",
    String(dpi),
    "-png",
    "-f",
    "1",
    "-l",
    "1",
    file,
    path.join(folder, name),
  ]);
  const png = (await readdir(folder)).find(
    (entry) => entry.startsWith(`${name}-`) && entry.endsWith(".png"),
  );
  if (png === undefined) throw new Error("pdftoppm wrote no page");
  return sharp(path.join(folder, png))
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Reads the code inside the rectangle (in pixels) of one card. */
async function decodeRegion(
  image: { data: Buffer; info: { width: number; height: number } },
  box: { left: number; top: number; width: number; height: number },
) {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.info.width, height: image.info.height, channels: 4 },
  })
    .extract(box)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
}

describe("the printable cards as PDF", () => {
  for (const [sheet, widthMm, heightMm, count] of [
    ["a6-sheet", 210, 297, 4],
    ["a6", 105, 148, 1],
    ["label-sheet", 210, 297, 15],
  ] as [CardSheet, number, number, number][]) {
    it(`${sheet}: ${String(count)} card(s) whose code gives the page's address back`, async () => {
      const pdf = await qrCardPdf(sheet, INPUT, font);
      const doc = await getDocumentProxy(new Uint8Array(pdf));
      expect(doc.numPages).toBe(1);
      const { text } = await extractText(doc, { mergePages: true });
      // The embedded font carries the Dutch letters; the address is written out.
      expect(text).toContain("Geërte");
      expect(text).toContain("Müller");
      expect(text).toContain("2 november 2025");
      expect(text.replace(/\s+/g, "")).toContain(URL_OF_PAGE);
      const dpi = 200;
      const image = await rasterise(pdf, sheet, dpi);
      expect(Math.round((image.info.width / dpi) * 25.4)).toBe(widthMm);
      expect(Math.round((image.info.height / dpi) * 25.4)).toBe(heightMm);
      const plan = sheetPlan(sheet);
      expect(plan.cards).toHaveLength(count);
      const px = (mm: number) => Math.floor((mm / 25.4) * dpi);
      const size = plan.format === "a6" ? { width: 105, height: 148 } : { width: 50, height: 50 };
      for (const card of plan.cards) {
        const code = await decodeRegion(image, {
          left: px(card.x),
          top: px(card.y),
          width: Math.min(px(size.width), image.info.width - px(card.x)),
          height: Math.min(px(size.height), image.info.height - px(card.y)),
        });
        expect(code?.data).toBe(URL_OF_PAGE);
      }
    });
  }

  it("leaves no empty band on the A6 card: one block, centred", async () => {
    const pdf = await qrCardPdf("a6", INPUT, font);
    const image = await rasterise(pdf, "a6-band", 100);
    const { width, height } = image.info;
    // The tallest run of blank rows between the first and the last ink.
    const rowInk = (y: number) => {
      for (let x = 0; x < width; x++)
        if ((image.data[(y * width + x) * 4] ?? 255) < 200) return true;
      return false;
    };
    let first = -1;
    let last = -1;
    let run = 0;
    let longest = 0;
    for (let y = 0; y < height; y++) {
      if (rowInk(y)) {
        if (first === -1) first = y;
        last = y;
        longest = Math.max(longest, run);
        run = 0;
      } else if (first !== -1) run += 1;
    }
    const mm = (pixels: number) => (pixels / 100) * 25.4;
    expect(mm(longest)).toBeLessThan(12);
    // The content is one block in the middle of the card.
    expect(Math.abs(mm(first) - mm(height - 1 - last))).toBeLessThan(3);
  });
});
