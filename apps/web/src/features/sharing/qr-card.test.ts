// @vitest-environment node
import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fitAddress, fitName, type CardFormat } from "./card-layout";
import { qrCardSvg, qrCodeSvg, qrModules } from "./qr-card";

const URL_OF_PAGE = "https://herinnering.example/3f1c6a2e-8b7d-4c19-9a0e-5d2f7b8c1a40";

/**
 * Rasterises an SVG at `dpi` the way a printer driver would, and reads the QR code in it. The
 * document's size in millimetres becomes pixels at `dpi` (librsvg's own density scaling of
 * physical units is not linear).
 */
async function decode(svg: string, dpi: number) {
  const inPixels = svg.replace(
    /(width|height)="([\d.]+)mm"/g,
    (_, attribute: string, mm: string) =>
      `${attribute}="${String(Math.round((Number(mm) / 25.4) * dpi))}"`,
  );
  const { data, info } = await sharp(Buffer.from(inPixels))
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    code: jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      info.width,
      info.height,
    ),
    width: info.width,
    height: info.height,
  };
}

describe("the printable QR card", () => {
  for (const [size, widthMm, heightMm] of [
    ["a6", 105, 148],
    ["label", 50, 50],
  ] as [CardFormat, number, number][]) {
    it(`${size}: renders, rasterises and gives the page's address back`, async () => {
      const svg = qrCardSvg(size, {
        url: URL_OF_PAGE,
        name: "Johanna Wilhelmina de Vries-van den Berg",
        dates: "12 maart 1948 – 2 november 2025",
      });
      expect(svg).toContain(`width="${String(widthMm)}mm"`);
      expect(svg).toContain(`height="${String(heightMm)}mm"`);
      expect(svg).toContain("2 november 2025");
      // The address is written out, for when the code will not scan.
      expect(svg).toContain(URL_OF_PAGE.slice(URL_OF_PAGE.lastIndexOf("/") + 1));
      // 300 dpi, as printed.
      const { code, width, height } = await decode(svg, 300);
      expect(Math.round((width / 300) * 25.4)).toBe(widthMm);
      expect(Math.round((height / 300) * 25.4)).toBe(heightMm);
      expect(code?.data).toBe(URL_OF_PAGE);
    });
  }

  it("escapes the name and the dates", () => {
    const svg = qrCardSvg("a6", { url: URL_OF_PAGE, name: 'Jan <b>"&"</b>', dates: "" });
    expect(svg).toContain("Jan &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt;");
    expect(svg).not.toContain("<b>");
  });

  it("uses error correction Q with a quiet zone of four modules", async () => {
    const svg = qrCodeSvg(URL_OF_PAGE);
    const { size } = qrModules(URL_OF_PAGE);
    // The path starts at the quiet zone: module (4, 4) is the finder pattern's corner.
    expect(svg).toContain('d="M4 4h1v1h-1z');
    expect(svg).toContain(`scale(${String(Math.round((60 / (size + 8)) * 1000) / 1000)})`);
    // 66 bytes: version 5 at level M holds 84, at Q only 60, so level Q needs version 6.
    expect(size).toBe(41);
    const { code } = await decode(svg, 150);
    expect(code?.data).toBe(URL_OF_PAGE);
    expect(code?.version).toBe(6);
  });

  it("writes a long address on two lines, broken before the page's own part", () => {
    expect(fitAddress("https://a.nl/henk", 85, 3.6, 2.6)).toEqual({
      lines: ["https://a.nl/henk"],
      fontSize: 3.6,
    });
    const long = fitAddress(URL_OF_PAGE, 44, 2.2, 1.8);
    expect(long.lines).toEqual(["https://herinnering.example/", URL_OF_PAGE.slice(28)]);
  });

  it("keeps a long name inside the card, on two lines when needed", () => {
    expect(fitName("Jan de Vries", 85, 8, 5)).toEqual({ lines: ["Jan de Vries"], fontSize: 8 });
    const long = fitName("Johanna Wilhelmina Cornelia de Vries-van den Berghe", 44, 3.6, 2.4);
    expect(long.lines).toHaveLength(2);
    expect(long.lines.join(" ")).toBe("Johanna Wilhelmina Cornelia de Vries-van den Berghe");
  });
});
