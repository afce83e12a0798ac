/**
 * The QR code of a page as SVG (a vector format: it prints sharp at any size), alone and on the
 * print shop's version of the cards (./card-layout says where everything sits; ./qr-card-pdf
 * draws the same cards as PDF for printing at home). The code is drawn from the modules of the `qrcode` encoder (the one the
 * product already uses for its QR images), with error correction level Q, a quiet zone of four
 * modules and pure black on white.
 */
import { escapeHtml } from "@memorial/sanitize-html/escape";
import QRCode from "qrcode";
import { sharingTexts } from "../../texts/sharing";
import { cardLayout, type CardFormat, type QrCardInput } from "./card-layout";

const texts = sharingTexts.card;

export type { CardFormat, QrCardInput } from "./card-layout";

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

const SERIF = "Georgia, 'Times New Roman', serif";

function textLine(
  text: string,
  x: number,
  y: number,
  fontSize: number,
  family: string,
  fill: string,
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

/** The card of `format` as an SVG document (for a print shop: it prints sharp at any size). */
export function qrCardSvg(format: CardFormat, input: QrCardInput): string {
  const { width, height, ops } = cardLayout(format, input);
  let body = "";
  for (const op of ops) {
    body +=
      op.kind === "qr"
        ? qrGroup(input.url, op.x, op.y, op.width)
        : textLine(op.text, op.x, op.y, op.size, SERIF, op.tone === "ink" ? "#1a1a1a" : "#555555");
  }
  // A hairline where to cut, in light grey.
  const inset = format === "a6" ? 0.5 : 0.25;
  body += `<rect x="${fmt(inset)}" y="${fmt(inset)}" width="${fmt(width - 2 * inset)}" height="${fmt(height - 2 * inset)}" fill="none" stroke="#d0d0d0" stroke-width="0.2"/>`;
  const title = format === "a6" ? texts.titleA6(input.name) : texts.titleLabel(input.name);
  return svgDocument(width, height, title, body);
}

/** Only the code (with its quiet zone), 60 × 60 mm: the dialog's image and its download. */
export function qrCodeSvg(url: string): string {
  return svgDocument(60, 60, texts.qrTitle, qrGroup(url, 0, 0, 60));
}
