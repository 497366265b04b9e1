import { UNSPACED } from '../pdf/paragraph-text.ts';
import type { Box } from '../pdf/pdf-layout.ts';

/** One line of text found by OCR, in the pixels of the image it was read from. */
export interface OcrLine {
  text: string;
  box: Box;
  /** The font size the line looks set in, in pixels. */
  size: number;
}

/** CJK punctuation and full-width forms, which take no space either. */
const FULL_WIDTH = /[\u3000-\u303f\uff00-\uffef]/u;
const unspaced = (char: string): boolean => UNSPACED.test(char) || FULL_WIDTH.test(char);

/** Joins two pieces of text with a space, except between characters of scripts written without spaces. */
export function joinWords(a: string, b: string): string {
  if (!a) return b;
  if (!b) return a;
  return unspaced(a.slice(-1)) && unspaced(b.slice(0, 1)) ? `${a}${b}` : `${a} ${b}`;
}

/** Lines worth translating: some letters, not only digits and punctuation. */
export function hasWords(line: OcrLine): boolean {
  return /\p{L}/u.test(line.text);
}
