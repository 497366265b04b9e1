import { type Box, unionBox } from '../pdf/pdf-layout.ts';
import { readingOrder } from '../pdf/reading-order.ts';
import { joinWords, type OcrLine } from './ocr-line.ts';

/** Lines of one paragraph, top to bottom. */
export interface TextBlock {
  lines: OcrLine[];
  box: Box;
  text: string;
}

/** Font sizes of lines in one paragraph differ by less than this factor. */
const SIZE_RATIO = 1.35;
/** The blank between two lines of a paragraph is less than this share of the font size. */
const MAX_GAP = 0.9;

function continuesBlock(block: TextBlock, line: OcrLine): boolean {
  const last = block.lines.at(-1);
  if (!last) return false;
  const small = Math.min(last.size, line.size);
  const gap = line.box[1] - last.box[3];
  const overlap = Math.min(block.box[2], line.box[2]) - Math.max(block.box[0], line.box[0]);
  return (
    Math.max(last.size, line.size) / small < SIZE_RATIO &&
    gap > -0.5 * small &&
    gap < MAX_GAP * small &&
    overlap > 0.3 * Math.min(line.box[2] - line.box[0], block.box[2] - block.box[0])
  );
}

/** Lines joined with spaces (none between CJK characters), a hyphen at a line end joining the word again. */
export function blockText(lines: readonly OcrLine[]): string {
  return lines.reduce((text, line) => {
    if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line.text)) return `${text.slice(0, -1)}${line.text}`;
    return joinWords(text, line.text);
  }, '');
}

/**
 * Groups OCR lines into paragraphs: a line belongs to the paragraph above it when it has about
 * the same size, starts within a line's height below it and overlaps it horizontally. The
 * paragraphs come in reading order: top to bottom, then left to right.
 */
export function groupBlocks(lines: readonly OcrLine[]): TextBlock[] {
  const sorted = [...lines].sort((a, b) => a.box[1] - b.box[1] || a.box[0] - b.box[0]);
  const blocks: TextBlock[] = [];
  for (const line of sorted) {
    const block = blocks.findLast((candidate) => continuesBlock(candidate, line));
    if (block) {
      block.lines.push(line);
      block.box = unionBox([block.box, line.box]);
    } else {
      blocks.push({ lines: [line], box: line.box, text: '' });
    }
  }
  for (const block of blocks) block.text = blockText(block.lines);
  return readingOrder(blocks);
}
