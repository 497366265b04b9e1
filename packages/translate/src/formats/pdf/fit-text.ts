import { UNSPACED } from './paragraph-text.ts';
import { boxHeight, boxWidth, type ParagraphPiece, type RunStyle } from './pdf-layout.ts';
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
}

const CLOSING = /^[、。，．,.!?！？:;：；)）」』】〕”’»%‰]/u;
const OPENING = /[(（「『【〔“‘«]$/u;
const SHRINK_STEP = 0.94;
/** The smallest share of the original size the font shrinks to before the text grows into free space. */
const SHRINK_FLOOR = 0.7;
const MIN_SIZE = 3;

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

/**
 * Fits a translation into a piece's box, in the order the layout promises: the original size and
 * spacing, then tighter line spacing, then a smaller font in small steps down to a floor, then
 * more height taken from the free space below, and only then a font smaller than the floor.
 */
export function fitText(
  paragraph: StyledText,
  styles: readonly RunStyle[],
  piece: ParagraphPiece,
  options: { rtl: boolean; language: string },
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
  const breaks = breakOpportunities(paragraph.text, options.language);
  const width = boxWidth(piece.box);
  const originalLines = piece.lines.length;
  const originalLeading = originalLines > 1 ? piece.leading : piece.size * 1.2;
  const glyphHeight = Math.max(boxHeight(piece.box) - (originalLines - 1) * piece.leading, piece.size * 0.8);
  // Words are cut between letters only once the font is below the floor and they still do not fit.
  const attempt = (size: number, maxHeight: number, cutWords: boolean): FittedText | undefined => {
    const scale = size / piece.size;
    if (!cutWords && hasWideWord(paragraph.text, breaks, measurer, width / size)) return undefined;
    const lines = breakLines(paragraph.text, breaks, measurer, width / size);
    const lineHeight = glyphHeight * scale;
    const natural = originalLeading * scale;
    const shrunk = size < piece.size - 0.01;
    if (lines.length === 1 && lineHeight <= maxHeight) return { size, leading: natural, lines, shrunk, grew: false };
    const tightest = size * 1.05;
    const leading = Math.min(natural, (maxHeight - lineHeight) / Math.max(lines.length - 1, 1));
    if (leading >= tightest) return { size, leading, lines, shrunk, grew: false };
    return undefined;
  };
  const boxLimit = boxHeight(piece.box) + 0.5;
  const roomLimit = Math.max(boxLimit, piece.room - piece.box[1]);
  const floor = Math.max(piece.size * SHRINK_FLOOR, Math.min(piece.size, 5));
  for (let size = piece.size; size >= floor - 0.001; size *= SHRINK_STEP) {
    const fitted = attempt(size, boxLimit, false);
    if (fitted) return fitted;
  }
  for (let size = piece.size; size >= MIN_SIZE; size *= SHRINK_STEP) {
    const fitted = attempt(size, roomLimit, size < floor - 0.001);
    if (fitted) return { ...fitted, grew: roomLimit > boxLimit };
  }
  const size = Math.min(MIN_SIZE, piece.size);
  const lines = breakLines(paragraph.text, breaks, measurer, width / size);
  return { size, leading: size * 1.05, lines, shrunk: true, grew: true };
}
