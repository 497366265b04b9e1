import type { PageChar, TextLine } from './page-text.ts';
import { type Box, boxWidth, median, toFrame, unionBox } from './pdf-layout.ts';

/** A line as the paragraph sees it: its characters (list marker taken out) and its box in the frame. */
export interface GroupLine {
  chars: PageChar[];
  /** Box of the characters in the text frame. */
  frameBox: Box;
  /** Box of the characters in page space: what redaction removes. */
  pageBox: Box;
  baseline: number;
}

/** Lines that read as one paragraph. */
export interface LineGroup {
  direction: [number, number];
  lines: GroupLine[];
  /** A bullet or number that starts a list item; it stays on the page untouched. */
  marker?: string;
  /** Upright letters stacked one per line (a vertical label): read as one word, written back stacked. */
  stacked?: true;
}

/** Three or more lines of one letter each, one above the other on a common centre. */
function isStacked(group: LineGroup): boolean {
  if (group.lines.length < 3 || group.direction[0] < 0.99) return false;
  const centres = group.lines.map((line) => (line.frameBox[0] + line.frameBox[2]) / 2);
  const size = lineSize(group.lines[0] as GroupLine);
  return (
    group.lines.every((line) => [...lineText(line.chars).trim()].length === 1) &&
    Math.max(...centres) - Math.min(...centres) < size * 0.5
  );
}

// Bullets, "1.", "(a)", "iv)": followed by a space.
const MARKER = /^(?:[•◦▪▫‣⁃●○■□–—*-]|\(?\d{1,3}[.)]|\(?[a-zA-Z][.)]|\(?[ivxlIVXL]{1,5}[.)])\s+/u;
const TERMINAL = /[.!?:;。！？…)"”’»]\s*$/u;

export const lineText = (chars: readonly PageChar[]): string => chars.map((c) => c.text).join('');

function trimmed(chars: PageChar[]): PageChar[] {
  let start = 0;
  let end = chars.length;
  while (start < end && /\s/u.test(chars[start]?.text ?? '')) start++;
  while (end > start && /\s/u.test(chars[end - 1]?.text ?? '')) end--;
  return chars.slice(start, end);
}

function groupLine(chars: PageChar[], direction: [number, number]): GroupLine {
  const pageBox = unionBox(chars.map((c) => c.box));
  const frameBoxes = chars.map((c): Box => {
    const [u0, v0] = toFrame(direction, c.box[0], c.box[1]);
    const [u1, v1] = toFrame(direction, c.box[2], c.box[3]);
    return [Math.min(u0, u1), Math.min(v0, v1), Math.max(u0, u1), Math.max(v0, v1)];
  });
  const first = chars[0] as PageChar;
  return { chars, pageBox, frameBox: unionBox(frameBoxes), baseline: toFrame(direction, ...first.origin)[1] };
}

export const lineSize = (line: GroupLine): number => median(line.chars.map((c) => c.size));

/**
 * The line above starts right of this one, but other text stands in that space on its baseline
 * (a label such as "Name:", a number): the line above is no indented first line of this paragraph.
 */
function indentTaken(previous: GroupLine, line: GroupLine, blockLines: readonly GroupLine[]): boolean {
  if (line.frameBox[0] >= previous.frameBox[0] - 1) return false;
  const size = lineSize(previous);
  return blockLines.some(
    (other) =>
      other !== previous &&
      Math.abs(other.baseline - previous.baseline) < size * 0.5 &&
      other.frameBox[2] > line.frameBox[0] &&
      other.frameBox[0] < previous.frameBox[0],
  );
}

function startsNewParagraph(
  previous: GroupLine,
  line: GroupLine,
  blockRight: number,
  hasMarker: boolean,
  blockLines: readonly GroupLine[],
): boolean {
  if (hasMarker || indentTaken(previous, line, blockLines)) return true;
  const size = lineSize(previous);
  const sizeChange = Math.abs(lineSize(line) - size) > size * 0.15;
  const gap = line.frameBox[1] - previous.frameBox[3];
  const pitch = line.baseline - previous.baseline;
  // Lines side by side (table cells that mupdf put in one block) or out of order.
  if (pitch < size * 0.5) return true;
  // A line that shares little width with the one above starts elsewhere: the next row of a table.
  const shared = Math.min(line.frameBox[2], previous.frameBox[2]) - Math.max(line.frameBox[0], previous.frameBox[0]);
  if (shared < Math.min(boxWidth(line.frameBox), boxWidth(previous.frameBox)) * 0.3) return true;
  const shortEnding =
    TERMINAL.test(lineText(previous.chars)) && previous.frameBox[2] < blockRight - Math.max(size * 4, 20);
  return sizeChange || gap > size * 0.8 || shortEnding;
}

function splitMarker(chars: PageChar[]): { marker?: string; rest: PageChar[] } {
  const text = lineText(chars);
  const match = MARKER.exec(text);
  // A marker is only one when text follows it; "1." alone is a number.
  if (!match || match[0].length >= text.length) return { rest: chars };
  const rest = trimmed(chars.slice(match[0].length));
  return rest.length ? { marker: match[0].trim(), rest } : { rest: chars };
}

/** Cuts a line where mupdf joined text separated by a wide gap (table cells, tab stops). */
function splitAtGaps(chars: PageChar[], direction: [number, number]): PageChar[][] {
  const parts: PageChar[][] = [];
  let current: PageChar[] = [];
  let lastEnd: number | undefined;
  for (const char of chars) {
    const [start] = toFrame(direction, char.box[0], char.box[1]);
    const [end] = toFrame(direction, char.box[2], char.box[3]);
    const gap = lastEnd === undefined ? 0 : Math.min(start, end) - lastEnd;
    if (current.length > 0 && gap > char.size * 2.5) {
      parts.push(current);
      current = [];
    }
    current.push(char);
    if (!/\s/u.test(char.text)) lastEnd = Math.max(start, end);
  }
  if (current.length) parts.push(current);
  return parts.map(trimmed).filter((part) => part.length > 0);
}

/** Groups mupdf's lines into paragraphs: by block, then by gaps, size changes, list markers and short last lines. */
/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms). */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

const isRtlLine = (line: TextLine): boolean => line.chars.some((c) => RTL.test(c.text));

/**
 * mupdf starts a new block at each line of ragged-left text, so the lines of an Arabic or Hebrew
 * paragraph come as blocks of one line each. A right-to-left line right below another, with the
 * same right edge, size and direction, goes into the block above; the paragraph rules then decide.
 */
function rtlBlocks(lines: readonly TextLine[]): Map<TextLine, number> {
  const blocks = new Map<TextLine, number>();
  let previous: TextLine | undefined;
  for (const line of lines) {
    let block = line.block;
    if (previous && previous.block !== line.block && isRtlLine(line) && isRtlLine(previous)) {
      const size = median(previous.chars.map((c) => c.size));
      const pitch = (line.chars[0]?.origin[1] ?? 0) - (previous.chars[0]?.origin[1] ?? 0);
      const sameSize = Math.abs(median(line.chars.map((c) => c.size)) - size) <= size * 0.15;
      const horizontal = sameDirection(line.direction, [1, 0]) && sameDirection(previous.direction, [1, 0]);
      if (
        horizontal &&
        sameSize &&
        Math.abs(line.box[2] - previous.box[2]) < 2 &&
        pitch > size * 0.9 &&
        pitch < size * 1.8
      ) {
        block = blocks.get(previous) ?? previous.block;
      }
    }
    blocks.set(line, block);
    previous = line;
  }
  return blocks;
}

export function groupLines(lines: readonly TextLine[]): LineGroup[] {
  const groups: LineGroup[] = [];
  const byBlock = new Map<number, TextLine[]>();
  const blockOf = rtlBlocks(lines);
  for (const line of lines) {
    const block = blockOf.get(line) ?? line.block;
    byBlock.set(block, [...(byBlock.get(block) ?? []), line]);
  }
  for (const blockLines of byBlock.values()) {
    const direction = (blockLines[0] as TextLine).direction;
    const pieces = blockLines.flatMap((line) =>
      splitAtGaps(line.chars, line.direction).map((chars) => ({ chars, direction: line.direction })),
    );
    const ofDirection = pieces.filter((p) => sameDirection(p.direction, direction));
    const others = pieces.filter((p) => !sameDirection(p.direction, direction));
    groups.push(...groupBlock(ofDirection, direction));
    for (const other of others) groups.push(...groupBlock([other], other.direction));
  }
  for (const group of groups) if (isStacked(group)) group.stacked = true;
  return groups;
}

function sameDirection(a: [number, number], b: [number, number]): boolean {
  return Math.abs(a[0] - b[0]) < 0.01 && Math.abs(a[1] - b[1]) < 0.01;
}

function groupBlock(pieces: { chars: PageChar[] }[], direction: [number, number]): LineGroup[] {
  const lines = pieces.map((piece) => ({ ...splitMarker(piece.chars), direction }));
  const built = lines.map((line) => ({ marker: line.marker, line: groupLine(line.rest, direction) }));
  const blockRight = Math.max(...built.map((b) => b.line.frameBox[2]));
  const blockLines = built.map((b) => b.line);
  const groups: LineGroup[] = [];
  let current: LineGroup | undefined;
  for (const { marker, line } of built) {
    const previous = current?.lines.at(-1);
    if (!current || !previous || startsNewParagraph(previous, line, blockRight, marker !== undefined, blockLines)) {
      current = { direction, lines: [line], marker };
      groups.push(current);
    } else {
      current.lines.push(line);
    }
  }
  return groups;
}
