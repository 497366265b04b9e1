import { UNSPACED } from './paragraph-text.ts';
import { type Box, boxHeight, boxWidth, type ParagraphPiece, type RunStyle } from './pdf-layout.ts';
import { measure, type StyledText } from './shaping.ts';

/** A line as a range of the paragraph text, end exclusive. */
export type LineRange = [number, number];

export interface FittedText {
  size: number;
  leading: number;
  lines: LineRange[];
  /** The font had to be made smaller than the original's. */
  shrunk: boolean;
  /** The text needed more height than the original box and took free space below it. */
  grew: boolean;
  /** Where the lines go: the piece's box, or that box widened into the free space beside it. */
  box: Box;
  /**
   * The text did not fit even at the smallest size allowed: `lines` holds those that fit, and the
   * whole translation goes into a note beside them (pdf-write.ts).
   */
  overflow?: true;
}

const CLOSING = /^[、。，．,.!?！？:;：；)）」』】〕”’»%‰]/u;
const OPENING = /[(（「『【〔“‘«]$/u;
const SHRINK_STEP = 0.94;
/** The smallest share of the original size the font shrinks to before the text grows into free space. */
const SHRINK_FLOOR = 0.7;
/**
 * The smallest size a translation is drawn at: 6 pt, or half the source's size when that is
 * larger (a 24-pt heading never falls below 12 pt), or the source's own size when it is smaller
 * still (4-pt fine print stays 4 pt). What does not fit at this size overflows into a note.
 */
export const READABLE_SIZE = 6;

export function smallestSize(sourceSize: number): number {
  return Math.min(sourceSize, Math.max(READABLE_SIZE, sourceSize * 0.5));
}

/** Where a line may break: after spaces, and between characters of scripts written without them (CJK, Thai). */
export function breakOpportunities(text: string, language: string): number[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const breaks: number[] = [];
  let previous = '';
  for (const { segment, index } of segmenter.segment(text)) {
    if (index > 0) {
      const afterSpace = /\s$/u.test(previous);
      const unspaced = UNSPACED.test(previous.slice(-1)) || UNSPACED.test(segment.slice(0, 1));
      const glued = CLOSING.test(segment) || OPENING.test(previous) || /^\s/u.test(segment);
      if ((afterSpace || unspaced) && !glued) breaks.push(index);
    }
    previous = segment;
  }
  return breaks;
}

interface Measurer {
  width(start: number, end: number): number;
}

function trimEnd(text: string, start: number, end: number): number {
  let stop = end;
  while (stop > start && /\s/u.test(text[stop - 1] ?? '')) stop--;
  return stop;
}

/** Splits a unit too wide for any line at character boundaries. */
function splitWide(start: number, end: number, measurer: Measurer, maxWidth: number): number[] {
  const cuts: number[] = [];
  let from = start;
  for (let k = start + 1; k < end; k++) {
    if (measurer.width(from, k + 1) > maxWidth && k > from) {
      cuts.push(k);
      from = k;
    }
  }
  return cuts;
}

/** True when a word (the text between two break opportunities) is wider than a line on its own. */
function hasWideWord(text: string, breaks: readonly number[], measurer: Measurer, maxWidth: number): boolean {
  const bounds = [0, ...breaks, text.length];
  for (let k = 1; k < bounds.length; k++) {
    const from = bounds[k - 1] as number;
    if (measurer.width(from, trimEnd(text, from, bounds[k] as number)) > maxWidth) return true;
  }
  return false;
}

/** Greedy line filling: as many units on each line as fit in `maxWidth` (em at size 1 times size). */
export function breakLines(text: string, breaks: readonly number[], measurer: Measurer, maxWidth: number): LineRange[] {
  const bounds = [0, ...breaks, text.length];
  const units: number[] = [0];
  for (let k = 1; k < bounds.length; k++) {
    const [from, to] = [bounds[k - 1] as number, bounds[k] as number];
    if (measurer.width(from, trimEnd(text, from, to)) > maxWidth)
      units.push(...splitWide(from, to, measurer, maxWidth));
    units.push(to);
  }
  const lines: LineRange[] = [];
  let start = 0;
  let end = 0;
  for (const unitEnd of units.slice(1)) {
    if (end > start && measurer.width(start, trimEnd(text, start, unitEnd)) > maxWidth) {
      lines.push([start, trimEnd(text, start, end)]);
      start = end;
    }
    end = unitEnd;
  }
  if (end > start) lines.push([start, trimEnd(text, start, end)]);
  return lines;
}

function stackBreaks(text: string): number[] {
  const breaks: number[] = [];
  let at = 0;
  for (const char of text) {
    if (at > 0) breaks.push(at);
    at += char.length;
  }
  return breaks;
}

/**
 * The piece's box widened into its reach, on the side its alignment leaves free: a left-aligned
 * line grows to the right, a right-aligned one to the left, a centred one both ways alike.
 * Undefined when there is no room beside it.
 */
function widenedBox(piece: ParagraphPiece, rtl: boolean): Box | undefined {
  if (!piece.reach || piece.stacked) return undefined;
  const [start, end] = piece.reach;
  const [left, top, right, bottom] = piece.box;
  const side = piece.align === 'justify' ? 'left' : piece.align;
  const align = rtl && side === 'left' ? 'right' : side;
  const box: Box =
    align === 'left'
      ? [left, top, end, bottom]
      : align === 'right'
        ? [start, top, right, bottom]
        : [left - Math.min(left - start, end - right), top, right + Math.min(left - start, end - right), bottom];
  return boxWidth(box) > boxWidth(piece.box) + 1 ? box : undefined;
}

/**
 * Fits a translation into a piece's box, in the order the layout promises: the original size and
 * spacing, then (for a one-line title, label or cell) the same line widened into the free space
 * beside it, then tighter line spacing, then a smaller font in small steps down to a floor, then
 * more height taken from the free space below, and only then a font smaller than the floor, where
 * a word too long for the box first takes the free width beside it before it is cut.
 */
export function fitText(
  paragraph: StyledText,
  styles: readonly RunStyle[],
  piece: ParagraphPiece,
  options: { rtl: boolean; language: string; maxSize?: number },
): FittedText {
  const cache = new Map<string, number>();
  const measurer: Measurer = {
    width(start, end) {
      const key = `${start}:${end}`;
      let width = cache.get(key);
      if (width === undefined) {
        width = measure(paragraph, start, end, styles, options.rtl);
        cache.set(key, width);
      }
      return width;
    },
  };
  // Stacked letters break after every character (code point), so the translation stays one letter a line.
  const breaks = piece.stacked ? stackBreaks(paragraph.text) : breakOpportunities(paragraph.text, options.language);
  const originalLines = piece.lines.length;
  const originalLeading = originalLines > 1 ? piece.leading : piece.size * 1.2;
  const glyphHeight = Math.max(boxHeight(piece.box) - (originalLines - 1) * piece.leading, piece.size * 0.8);
  // Words are cut between letters only once the font is below the floor and they still do not fit.
  const attempt = (size: number, maxHeight: number, cutWords: boolean, box: Box): FittedText | undefined => {
    const width = boxWidth(box);
    const scale = size / piece.size;
    if (!cutWords && hasWideWord(paragraph.text, breaks, measurer, width / size)) return undefined;
    const lines = breakLines(paragraph.text, breaks, measurer, width / size);
    const lineHeight = glyphHeight * scale;
    const natural = originalLeading * scale;
    const shrunk = size < piece.size - 0.01;
    // One line at the original size or smaller fits any box that held a line at that size (a
    // box of capitals only is shorter than a line with ascenders: that is no reason to shrink).
    if (lines.length === 1) return { size, leading: natural, lines, shrunk, grew: false, box };
    const tightest = size * 1.05;
    const leading = Math.min(natural, (maxHeight - lineHeight) / Math.max(lines.length - 1, 1));
    if (leading >= tightest) return { size, leading, lines, shrunk, grew: false, box };
    return undefined;
  };
  const boxLimit = boxHeight(piece.box) + 0.5;
  const roomLimit = Math.max(boxLimit, piece.room - piece.box[1]);
  const smallest = smallestSize(piece.size);
  const floor = Math.max(piece.size * SHRINK_FLOOR, smallest);
  const wide = widenedBox(piece, options.rtl);
  // One line of the source: its box is as tall as one line of text.
  const oneLine = boxHeight(piece.box) < piece.size * 1.9;
  // One size for a whole paragraph: its other pieces may have set a ceiling (pdf-write.ts).
  const start = Math.max(Math.min(piece.size, options.maxSize ?? piece.size), smallest);
  for (let size = start; size >= floor - 0.001; size *= SHRINK_STEP) {
    const fitted =
      attempt(size, boxLimit, false, piece.box) ?? (oneLine && wide ? attempt(size, boxLimit, false, wide) : undefined);
    if (fitted) return fitted;
  }
  for (let size = start; ; size = Math.max(size * SHRINK_STEP, smallest)) {
    const belowFloor = size < floor - 0.001;
    const widened = belowFloor && wide ? attempt(size, boxLimit, false, wide) : undefined;
    if (widened) return widened;
    const fitted = attempt(size, roomLimit, belowFloor, piece.box);
    if (fitted) return { ...fitted, grew: roomLimit > boxLimit };
    if (size <= smallest + 0.001) break;
  }
  // Too long for the room at the smallest size: the lines that fit, and the rest in a note.
  const size = smallest;
  const box = wide ?? piece.box;
  const lines = breakLines(paragraph.text, breaks, measurer, boxWidth(box) / size);
  const leading = size * 1.05;
  const lineHeight = glyphHeight * (size / piece.size);
  const fits = Math.max(1, Math.floor((roomLimit - lineHeight) / leading + 1e-6) + 1);
  return {
    size,
    leading,
    lines: lines.slice(0, fits),
    shrunk: true,
    grew: roomLimit > boxLimit,
    box,
    ...(lines.length > fits ? { overflow: true as const } : {}),
  };
}
