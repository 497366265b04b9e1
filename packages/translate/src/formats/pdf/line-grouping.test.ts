import { describe, expect, it } from 'vitest';
import { groupLines } from './line-grouping.ts';
import type { PageChar, TextLine } from './page-text.ts';
import type { RunStyle } from './pdf-layout.ts';

const STYLE: RunStyle = { family: 'serif', bold: false, italic: false, color: [0, 0, 0] };
const SIZE = 11;
const ADVANCE = 5.5;

/** A line of text at (x, baseline), one character per ADVANCE points, in block `block`. */
function line(text: string, x: number, baseline: number, block = 1): TextLine {
  const chars: PageChar[] = [...text].map((char, i) => ({
    text: char,
    origin: [x + i * ADVANCE, baseline],
    box: [x + i * ADVANCE, baseline - 8, x + (i + 1) * ADVANCE, baseline + 2],
    size: SIZE,
    style: STYLE,
  }));
  return { box: [x, baseline - 8, x + text.length * ADVANCE, baseline + 2], direction: [1, 0], chars, block };
}

const texts = (lines: TextLine[]) =>
  groupLines(lines).map((group) => group.lines.map((l) => l.chars.map((c) => c.text).join('')).join(' / '));

describe('grouping lines into paragraphs', () => {
  it('keeps an indented first line with the lines below it', () => {
    expect(
      texts([
        line('An indented first line of text', 108, 100),
        line('and the rest of the paragraph below it', 72, 113),
      ]),
    ).toEqual(['An indented first line of text / and the rest of the paragraph below it']);
  });

  it('starts a new paragraph when a label stands where the indent would be', () => {
    const label = line('Name:', 72, 100);
    const field = line('The first column', 108, 100);
    const next = line('The city has a beautiful cathedral.', 72, 113);
    expect(texts([label, field, next])).toEqual(['Name:', 'The first column', 'The city has a beautiful cathedral.']);
  });

  it('reads the lines of a right-to-left paragraph, one mupdf block each, as one paragraph', () => {
    // Ragged on the left, flush on the right at 522: mupdf makes each line a block of its own.
    const first = 'اجتمعت اللجنة مرتين هذا الربيع لمراجعة النتائج';
    const second = 'وبقي مستوى المياه ضمن المدى';
    const right = 522;
    const lines = [
      line(first, right - [...first].length * ADVANCE, 100, 1),
      line(second, right - [...second].length * ADVANCE, 115, 2),
      // A line further down is another paragraph; a left-to-right line below is never joined.
      line(second, right - [...second].length * ADVANCE, 160, 3),
      line('An English note under it', right - 24 * ADVANCE, 175, 4),
    ];
    expect(texts(lines)).toEqual([`${first} / ${second}`, second, 'An English note under it']);
  });

  it('keeps left-to-right lines of separate blocks apart', () => {
    expect(texts([line('Cell one', 72, 100, 1), line('Cell two', 72, 113, 2)])).toEqual(['Cell one', 'Cell two']);
  });
});
