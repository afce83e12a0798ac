/**
 * The printable QR card of a page, as SVG (a vector format: it prints sharp at any size): an A6
 * card for the funeral and a 5 × 5 cm label for a grave marker. Each carries the name, the dates
 * and the page's QR code. The code is drawn from the modules of the `qrcode` encoder (the one the
 * product already uses for its QR images), with error correction level Q, a quiet zone of four
 * modules and pure black on white.
 */
import { escapeHtml } from "@memorial/sanitize-html/escape";
import QRCode from "qrcode";
import { sharingTexts } from "../../texts/sharing";

const texts = sharingTexts.card;

export type QrCardSize = "a6" | "label";

export interface QrCardInput {
  /** The page's one address: what the code encodes. */
  url: string;
  name: string;
  /** "12 maart 1948 – 2 november 2025", or one date, or "". */
  dates: string;
}

/** Error correction Q (25 % may be damaged or dirty): a label on a grave weathers. */
export const QR_ERROR_CORRECTION = "Q";
/** The quiet zone around the code, in modules (the QR standard asks for four). */
export const QUIET_ZONE_MODULES = 4;

/** The modules of the code: `dark[row * size + column]`. */
export function qrModules(url: string): {
  size: number;
  dark: (row: number, column: number) => boolean;
} {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  return {
    size: modules.size,
    dark: (row, column) => modules.get(row, column) !== 0,
  };
}

/**
 * The code as an SVG group: a white square of `width` (quiet zone included) with the dark
 * modules as one path, at (`x`, `y`).
 */
function qrGroup(url: string, x: number, y: number, width: number): string {
  const { size, dark } = qrModules(url);
  const total = size + 2 * QUIET_ZONE_MODULES;
  const module = width / total;
  let path = "";
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (dark(row, column)) {
        path += `M${String(column + QUIET_ZONE_MODULES)} ${String(row + QUIET_ZONE_MODULES)}h1v1h-1z`;
      }
    }
  }
  return (
    `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(width)}" fill="#ffffff"/>` +
    `<g transform="translate(${fmt(x)} ${fmt(y)}) scale(${fmt(module)})">` +
    `<path d="${path}" fill="#000000" shape-rendering="crispEdges"/></g>`
  );
}

function fmt(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** A generous estimate of a line's width (average glyph about 0.56 em). */
function estimatedWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.56;
}

/**
 * The name in at most two lines that fit `maxWidth`: the largest size from `fontSize` down to
 * `minSize` at which it fits, broken at a space when one line is too long.
 */
export function fitName(
  name: string,
  maxWidth: number,
  fontSize: number,
  minSize: number,
): { lines: string[]; fontSize: number } {
  const words = name.trim().split(/\s+/);
  for (let size = fontSize; size >= minSize; size -= 0.25) {
    if (estimatedWidth(name, size) <= maxWidth) return { lines: [name.trim()], fontSize: size };
  }
  // Two lines, broken where the longer line is shortest.
  let best: string[] = [name.trim()];
  let bestLength = Infinity;
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLength) {
      best = lines;
      bestLength = longest;
    }
  }
  for (let size = fontSize; size > minSize; size -= 0.25) {
    if (best.every((line) => estimatedWidth(line, size) <= maxWidth)) {
      return { lines: best, fontSize: size };
    }
  }
  return { lines: best, fontSize: minSize };
}

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, sans-serif";

function textLine(
  text: string,
  x: number,
  y: number,
  fontSize: number,
  family: string,
  fill = "#1a1a1a",
): string {
  return `<text x="${fmt(x)}" y="${fmt(y)}" font-family="${family}" font-size="${fmt(fontSize)}" fill="${fill}" text-anchor="middle">${escapeHtml(text)}</text>`;
}

function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(width)}mm" height="${fmt(height)}mm" viewBox="0 0 ${fmt(width)} ${fmt(height)}" role="img">` +
    `<title>${escapeHtml(title)}</title>` +
    `<rect width="${fmt(width)}" height="${fmt(height)}" fill="#ffffff"/>` +
    body +
    `</svg>\n`
  );
}

/** A6 (105 × 148 mm): 'Ter herinnering aan', the name, the dates, a 64 mm code and a line. */
function a6Card({ url, name, dates }: QrCardInput): string {
  const width = 105;
  const height = 148;
  const centre = width / 2;
  const fitted = fitName(name, width - 20, 8, 5);
  let y = 22;
  let body = textLine(texts.inMemoryOf, centre, y, 4, SANS, "#555555");
  y += 5 + fitted.fontSize;
  for (const line of fitted.lines) {
    body += textLine(line, centre, y, fitted.fontSize, SERIF);
    y += fitted.fontSize * 1.2;
  }
  if (dates !== "") {
    body += textLine(dates, centre, y + 1, 4, SANS, "#333333");
  }
  const qrWidth = 64;
  const qrTop = 62;
  body += qrGroup(url, centre - qrWidth / 2, qrTop, qrWidth);
  body += textLine(texts.scan, centre, qrTop + qrWidth + 7, 3.6, SANS, "#333333");
  // A hairline where to cut, in light grey.
  body += `<rect x="0.5" y="0.5" width="${fmt(width - 1)}" height="${fmt(height - 1)}" fill="none" stroke="#d0d0d0" stroke-width="0.2"/>`;
  return svgDocument(width, height, texts.titleA6(name), body);
}

/** 5 × 5 cm: the name, the dates and a 34 mm code (quiet zone included). */
function label({ url, name, dates }: QrCardInput): string {
  const size = 50;
  const centre = size / 2;
  const fitted = fitName(name, size - 6, 3.6, 2.4);
  const qrWidth = fitted.lines.length > 1 ? 31 : 34;
  let y = 2.5 + fitted.fontSize;
  let body = "";
  for (const line of fitted.lines) {
    body += textLine(line, centre, y, fitted.fontSize, SERIF);
    y += fitted.fontSize * 1.15;
  }
  if (dates !== "") {
    body += textLine(dates, centre, y + 0.4, 2.4, SANS, "#333333");
  }
  body += qrGroup(url, centre - qrWidth / 2, size - qrWidth - 1.5, qrWidth);
  body += `<rect x="0.25" y="0.25" width="${fmt(size - 0.5)}" height="${fmt(size - 0.5)}" fill="none" stroke="#d0d0d0" stroke-width="0.15"/>`;
  return svgDocument(size, size, texts.titleLabel(name), body);
}

/** The card of `size` as an SVG document. */
export function qrCardSvg(size: QrCardSize, input: QrCardInput): string {
  return size === "a6" ? a6Card(input) : label(input);
}

/** Only the code (with its quiet zone), 60 × 60 mm: the dialog's image and its download. */
export function qrCodeSvg(url: string): string {
  return svgDocument(60, 60, texts.qrTitle, qrGroup(url, 0, 0, 60));
}
