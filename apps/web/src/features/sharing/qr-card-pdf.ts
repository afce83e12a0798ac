/**
 * The printable QR cards as PDF, which every phone and computer can print: four A6 cards on an
 * A4 sheet with cut marks, one A6 card, and an A4 sheet of 5 × 5 cm labels. The cards are laid
 * out by ./card-layout (the same layout as the print shop's SVG), set in Lora (embedded, a subset
 * of the glyphs used, so names with ë, é or ĳ print as typed) and the code is drawn as vector
 * squares from the same encoder, at level Q with a quiet zone of four modules.
 */
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { sharingTexts } from "../../texts/sharing";
import { cardLayout, CARD_SIZES, type CardFormat, type QrCardInput } from "./card-layout";
import { qrModules, QUIET_ZONE_MODULES } from "./qr-card";

/** What can be downloaded as PDF. */
export type CardSheet = "a6-sheet" | "a6" | "label-sheet";

const PT_PER_MM = 72 / 25.4;
const A4 = { width: 210, height: 297 };
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.33, 0.33, 0.33);
const CUT = rgb(0.55, 0.55, 0.55);

/** The labels on an A4 sheet: three columns of five, 10 mm and 5 mm apart. */
export const LABEL_GRID = { columns: 3, rows: 5, gapX: 10, gapY: 5 } as const;

/** Where each card sits on its sheet, in millimetres from the sheet's top-left corner. */
export function sheetPlan(sheet: CardSheet): {
  format: CardFormat;
  width: number;
  height: number;
  cards: { x: number; y: number }[];
} {
  if (sheet === "a6") return { format: "a6", ...CARD_SIZES.a6, cards: [{ x: 0, y: 0 }] };
  if (sheet === "a6-sheet") {
    // Two by two: A4 is exactly four A6 cards (the half millimetre left goes between the rows).
    const { width, height } = CARD_SIZES.a6;
    const rowGap = A4.height - 2 * height;
    return {
      format: "a6",
      ...A4,
      cards: [0, 1].flatMap((row) =>
        [0, 1].map((column) => ({ x: column * width, y: row * (height + rowGap) })),
      ),
    };
  }
  const { columns, rows, gapX, gapY } = LABEL_GRID;
  const size = CARD_SIZES.label.width;
  const left = (A4.width - columns * size - (columns - 1) * gapX) / 2;
  const top = (A4.height - rows * size - (rows - 1) * gapY) / 2;
  return {
    format: "label",
    ...A4,
    cards: Array.from({ length: rows }, (_, row) =>
      Array.from({ length: columns }, (_, column) => ({
        x: left + column * (size + gapX),
        y: top + row * (size + gapY),
      })),
    ).flat(),
  };
}

/** Draws the code as squares (one rectangle per run of dark modules in a row). */
function drawQr(
  page: PDFPage,
  url: string,
  x: number,
  top: number,
  width: number,
  sheetHeight: number,
) {
  const { size, dark } = qrModules(url);
  const module = width / (size + 2 * QUIET_ZONE_MODULES);
  const toY = (mm: number) => (sheetHeight - mm) * PT_PER_MM;
  page.drawRectangle({
    x: x * PT_PER_MM,
    y: toY(top + width),
    width: width * PT_PER_MM,
    height: width * PT_PER_MM,
    color: rgb(1, 1, 1),
  });
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!dark(row, column)) {
        column += 1;
        continue;
      }
      let end = column;
      while (end < size && dark(row, end)) end += 1;
      const left = x + (column + QUIET_ZONE_MODULES) * module;
      const rowTop = top + (row + QUIET_ZONE_MODULES) * module;
      page.drawRectangle({
        x: left * PT_PER_MM,
        y: toY(rowTop + module),
        width: (end - column) * module * PT_PER_MM,
        height: module * PT_PER_MM,
        color: rgb(0, 0, 0),
      });
      column = end;
    }
  }
}

/** Short grey lines where to cut, kept clear of the cards' text. */
function drawCutMarks(page: PDFPage, sheet: CardSheet, sheetHeight: number) {
  const line = (x1: number, y1: number, x2: number, y2: number) => {
    page.drawLine({
      start: { x: x1 * PT_PER_MM, y: (sheetHeight - y1) * PT_PER_MM },
      end: { x: x2 * PT_PER_MM, y: (sheetHeight - y2) * PT_PER_MM },
      thickness: 0.4,
      color: CUT,
    });
  };
  if (sheet === "a6-sheet") {
    const middleX = A4.width / 2;
    const middleY = A4.height / 2;
    // At the edges (inside the area a home printer prints) and a cross in the middle.
    line(middleX, 5, middleX, 9);
    line(middleX, A4.height - 9, middleX, A4.height - 5);
    line(5, middleY, 9, middleY);
    line(A4.width - 9, middleY, A4.width - 5, middleY);
    line(middleX - 3, middleY, middleX + 3, middleY);
    line(middleX, middleY - 3, middleX, middleY + 3);
    return;
  }
  if (sheet === "label-sheet") {
    const plan = sheetPlan(sheet);
    const size = CARD_SIZES.label.width;
    // Corner marks of every label, 2 mm outside it.
    for (const { x, y } of plan.cards) {
      for (const [cx, cy, dx, dy] of [
        [x, y, -1, -1],
        [x + size, y, 1, -1],
        [x, y + size, -1, 1],
        [x + size, y + size, 1, 1],
      ] as const) {
        line(cx + dx * 1, cy, cx + dx * 3, cy);
        line(cx, cy + dy * 1, cx, cy + dy * 3);
      }
    }
  }
}

/** The PDF of `sheet` for the page of `input`; `font` is a TrueType font with Dutch glyphs. */
export async function qrCardPdf(
  sheet: CardSheet,
  input: QrCardInput,
  fontBytes: Uint8Array,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font: PDFFont = await doc.embedFont(fontBytes, { subset: true });
  const texts = sharingTexts.card;
  doc.setTitle(sheet === "label-sheet" ? texts.titleLabel(input.name) : texts.titleA6(input.name));
  doc.setLanguage("nl-NL");
  doc.setCreator(texts.creator);
  doc.setProducer(texts.creator);
  const plan = sheetPlan(sheet);
  const measure = (text: string, size: number) => font.widthOfTextAtSize(text, size);
  const layout = cardLayout(plan.format, input, measure);
  const page = doc.addPage([plan.width * PT_PER_MM, plan.height * PT_PER_MM]);
  for (const card of plan.cards) {
    for (const op of layout.ops) {
      if (op.kind === "qr") {
        drawQr(page, input.url, card.x + op.x, card.y + op.y, op.width, plan.height);
      } else {
        const width = font.widthOfTextAtSize(op.text, op.size);
        page.drawText(op.text, {
          x: (card.x + op.x - width / 2) * PT_PER_MM,
          y: (plan.height - card.y - op.y) * PT_PER_MM,
          size: op.size * PT_PER_MM,
          font,
          color: op.tone === "ink" ? INK : MUTED,
        });
      }
    }
  }
  drawCutMarks(page, sheet, plan.height);
  return doc.save();
}
