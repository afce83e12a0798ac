/**
 * Where everything sits on a printed QR card, in millimetres from the card's top-left corner: the
 * one layout that the PDF (./qr-card-pdf) and the print shop's SVG (./qr-card) both draw. The
 * content is measured first and then centred as one block, so the code grows into the room the
 * name leaves and no empty band remains.
 */
import { sharingTexts } from "../../texts/sharing";

const texts = sharingTexts.card;

/** The two cards: an A6 card for the funeral and a 5 × 5 cm label for a grave marker. */
export type CardFormat = "a6" | "label";

export interface QrCardInput {
  /** The page's one address: what the code encodes and what is written under it. */
  url: string;
  name: string;
  /** "12 maart 1948 – 2 november 2025", or one date, or "". */
  dates: string;
}

/** Width in millimetres of `text` set at `size` millimetres (the font's em). */
export type MeasureText = (text: string, size: number) => number;

export type CardOp =
  | {
      kind: "text";
      text: string;
      /** The line's centre. */
      x: number;
      /** The baseline. */
      y: number;
      size: number;
      tone: "ink" | "muted";
    }
  | { kind: "qr"; x: number; y: number; width: number };

export interface CardLayout {
  width: number;
  height: number;
  ops: CardOp[];
}

export const CARD_SIZES: Record<CardFormat, { width: number; height: number }> = {
  a6: { width: 105, height: 148 },
  label: { width: 50, height: 50 },
};

/** A generous estimate of a line's width when no font is at hand (average glyph 0.56 em). */
export const estimateWidth: MeasureText = (text, size) => text.length * size * 0.56;

/**
 * The name in at most two lines that fit `maxWidth`: the largest size from `fontSize` down to
 * `minSize` at which it fits, broken at a space when one line is too long.
 */
export function fitName(
  name: string,
  maxWidth: number,
  fontSize: number,
  minSize: number,
  measure: MeasureText = estimateWidth,
): { lines: string[]; fontSize: number } {
  const trimmed = name.trim();
  const words = trimmed.split(/\s+/);
  for (let size = fontSize; size >= minSize; size -= 0.25) {
    if (measure(trimmed, size) <= maxWidth) return { lines: [trimmed], fontSize: size };
  }
  // Two lines, broken where the longer line is shortest.
  let best: string[] = [trimmed];
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
    if (best.every((line) => measure(line, size) <= maxWidth)) {
      return { lines: best, fontSize: size };
    }
  }
  return { lines: best, fontSize: minSize };
}

/**
 * The address in one line at the largest size from `fontSize` down to `minSize` that fits, or
 * else in two, broken after the last slash (before the page's own part), so it can be typed.
 */
export function fitAddress(
  url: string,
  maxWidth: number,
  fontSize: number,
  minSize: number,
  measure: MeasureText = estimateWidth,
): { lines: string[]; fontSize: number } {
  for (let size = fontSize; size >= minSize; size -= 0.1) {
    if (measure(url, size) <= maxWidth) return { lines: [url], fontSize: size };
  }
  const cut = url.lastIndexOf("/") + 1;
  const lines = cut > 0 && cut < url.length ? [url.slice(0, cut), url.slice(cut)] : [url];
  for (let size = fontSize; size > minSize; size -= 0.1) {
    if (lines.every((line) => measure(line, size) <= maxWidth)) return { lines, fontSize: size };
  }
  return { lines, fontSize: minSize };
}

interface Block {
  /** Height of the block, baseline to baseline included. */
  height: number;
  /** Draws the block with its top at `top`. */
  place: (top: number) => CardOp[];
}

function textBlock(
  lines: string[],
  size: number,
  centre: number,
  tone: "ink" | "muted",
  leading = 1.25,
): Block {
  const lineHeight = size * leading;
  return {
    height: lineHeight * (lines.length - 1) + size,
    place: (top) =>
      lines.map((text, index) => ({
        kind: "text",
        text,
        x: centre,
        // The baseline sits about 0.8 em under the top of the line.
        y: top + size * 0.8 + lineHeight * index,
        size,
        tone,
      })),
  };
}

/** Stacks the blocks with `gaps` between them, the whole centred between `top` and `bottom`. */
function stack(blocks: Block[], gaps: number[], top: number, bottom: number): CardOp[] {
  const total =
    blocks.reduce((sum, block) => sum + block.height, 0) + gaps.reduce((sum, gap) => sum + gap, 0);
  let y = top + Math.max(0, (bottom - top - total) / 2);
  const ops: CardOp[] = [];
  blocks.forEach((block, index) => {
    ops.push(...block.place(y));
    y += block.height + (gaps[index] ?? 0);
  });
  return ops;
}

function qrBlock(width: number, centre: number): Block {
  return { height: width, place: (top) => [{ kind: "qr", x: centre - width / 2, y: top, width }] };
}

/** A6: 'Ter herinnering aan', the name, the dates, the code, how to use it and the address. */
function a6Layout({ url, name, dates }: QrCardInput, measure: MeasureText): CardLayout {
  const { width, height } = CARD_SIZES.a6;
  const centre = width / 2;
  const margin = 10;
  const inner = width - 2 * margin;
  const fittedName = fitName(name, inner, 8, 5, measure);
  const address = fitAddress(url, inner, 3.6, 2.6, measure);
  const head: Block[] = [
    textBlock([texts.inMemoryOf], 3.8, centre, "muted"),
    textBlock(fittedName.lines, fittedName.fontSize, centre, "ink", 1.2),
  ];
  const headGaps = [3];
  if (dates !== "") {
    head.push(textBlock([dates], 3.8, centre, "muted"));
    headGaps.push(3);
  }
  const foot: Block[] = [
    textBlock([texts.scan], 3.4, centre, "muted"),
    textBlock(address.lines, address.fontSize, centre, "ink"),
  ];
  const fixed =
    [...head, ...foot].reduce((sum, block) => sum + block.height, 0) +
    headGaps.reduce((sum, gap) => sum + gap, 0) +
    // Around the code (its quiet zone is white space already), and between the lines under it.
    3 +
    3 +
    1.5;
  // The code takes what is left, up to 70 mm (quiet zone included).
  const qrWidth = Math.min(70, height - 2 * margin - fixed);
  const blocks = [...head, qrBlock(qrWidth, centre), ...foot];
  const gaps = [...headGaps, 3, 3, 1.5];
  return { width, height, ops: stack(blocks, gaps, margin, height - margin) };
}

/** 5 × 5 cm: the name, the dates, the code and the address. */
function labelLayout({ url, name, dates }: QrCardInput, measure: MeasureText): CardLayout {
  const { width, height } = CARD_SIZES.label;
  const centre = width / 2;
  const margin = 2.5;
  const inner = width - 2 * margin;
  const fittedName = fitName(name, inner, 3.6, 2.4, measure);
  const address = fitAddress(url, inner, 2.2, 1.8, measure);
  const blocks: Block[] = [textBlock(fittedName.lines, fittedName.fontSize, centre, "ink", 1.15)];
  const gaps: number[] = [];
  if (dates !== "") {
    blocks.push(textBlock([dates], 2.3, centre, "muted"));
    gaps.push(0.8);
  }
  const addressBlock = textBlock(address.lines, address.fontSize, centre, "ink", 1.15);
  const fixed =
    blocks.reduce((sum, block) => sum + block.height, 0) +
    gaps.reduce((sum, gap) => sum + gap, 0) +
    addressBlock.height +
    // Around the code (its own quiet zone is white already).
    0.6 +
    0.6;
  const qrWidth = Math.min(34, height - 2 * margin - fixed);
  gaps.push(0.6, 0.6);
  blocks.push(qrBlock(qrWidth, centre), addressBlock);
  return { width, height, ops: stack(blocks, gaps, margin, height - margin) };
}

/** The layout of one card of `format`. */
export function cardLayout(
  format: CardFormat,
  input: QrCardInput,
  measure: MeasureText = estimateWidth,
): CardLayout {
  return format === "a6" ? a6Layout(input, measure) : labelLayout(input, measure);
}
