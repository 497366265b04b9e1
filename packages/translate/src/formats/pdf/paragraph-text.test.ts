import { describe, expect, it } from 'vitest';
import type { GroupLine } from './line-grouping.ts';
import type { PageChar } from './page-text.ts';
import { taggedText } from './paragraph-text.ts';
import type { RunStyle } from './pdf-layout.ts';

const STYLE: RunStyle = { family: 'serif', bold: false, italic: false, color: [0, 0, 0] };

/** One line of a paragraph, a character per 5 points. */
function line(text: string, baseline: number): GroupLine {
  const chars: PageChar[] = [...text].map((char, i) => ({
    text: char,
    origin: [72 + i * 5, baseline],
    box: [72 + i * 5, baseline - 8, 77 + i * 5, baseline + 2],
    size: 10,
    style: STYLE,
  }));
  const box: [number, number, number, number] = [72, baseline - 8, 72 + text.length * 5, baseline + 2];
  return { chars, frameBox: box, pageBox: box, baseline };
}

const plain = (...lines: string[]) => taggedText(lines.map((text, i) => line(text, 100 + i * 12))).plain;

describe('a paragraph’s lines joined', () => {
  it('joins a word broken by any hyphen at a line’s end, spaces after it aside', () => {
    expect(plain('The docu-', 'ment is signed.')).toBe('The document is signed.');
    expect(plain('The docu\u00AD', 'ment is signed.')).toBe('The document is signed.');
    expect(plain('The docu\u2010 ', 'ment is signed.')).toBe('The document is signed.');
  });

  it('keeps a compound’s hyphen before a capital or a number, and joins other lines with a space', () => {
    expect(plain('North-', 'America is far.')).toBe('North-America is far.');
    expect(plain('The COVID-', '19 years.')).toBe('The COVID-19 years.');
    expect(plain('The first line', 'and the second.')).toBe('The first line and the second.');
  });

  it('drops the soft hyphens inside a line, which are not shown', () => {
    expect(plain('An extra\u00ADordinary day.')).toBe('An extraordinary day.');
  });
});
