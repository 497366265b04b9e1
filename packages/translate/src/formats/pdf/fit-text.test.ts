import { describe, expect, it } from 'vitest';
import { fitText, smallestSize } from './fit-text.ts';
import type { ParagraphPiece, RunStyle } from './pdf-layout.ts';
import { paragraphFits } from './pdf-write.ts';

const STYLES: RunStyle[] = [{ family: 'sans', bold: false, italic: false, color: [0, 0, 0] }];
const OPTIONS = { rtl: false, language: 'en' };

/** A piece of `lines` lines of 10-pt text, 200 pt wide, with `room` points of free space below its top. */
function piece(lines: number, room: number): ParagraphPiece {
  const box: [number, number, number, number] = [100, 100, 300, 100 + lines * 12];
  return {
    page: 0,
    direction: [1, 0],
    box,
    room: box[1] + room,
    lines: Array.from({ length: lines }, (_, i) => [100, 100 + i * 12, 300, 112 + i * 12]),
    size: 10,
    leading: 12,
    ascent: 8,
    align: 'left',
    sourceChars: 40 * lines,
  };
}

const text = (words: number) => {
  const value = Array.from({ length: words }, (_, i) => `word${i}`).join(' ');
  return { text: value, styles: Array<number>(value.length).fill(0) };
};

describe('the size a translation is drawn at', () => {
  it('is never below the smallest size allowed: 6 pt, half of a large source, a small source’s own', () => {
    expect(smallestSize(10)).toBe(6);
    expect(smallestSize(24)).toBe(12);
    expect(smallestSize(4)).toBe(4);
  });

  it('shrinks a text a little too long, and keeps every line', () => {
    const fitted = fitText(text(25), STYLES, piece(3, 36), OPTIONS);
    expect(fitted.size).toBeLessThan(10);
    expect(fitted.size).toBeGreaterThanOrEqual(6);
    expect(fitted.overflow).toBeUndefined();
    expect(fitted.lines.at(-1)?.[1]).toBe(text(25).text.length);
  });

  it('draws what fits at the smallest size and leaves the rest to a note, instead of 3-pt text', () => {
    const long = text(400);
    const fitted = fitText(long, STYLES, piece(2, 24), OPTIONS);
    expect(fitted.size).toBe(6);
    expect(fitted.overflow).toBe(true);
    // The lines drawn fit the room: the first baseline and (n - 1) leadings inside 24 pt.
    expect((fitted.lines.length - 1) * fitted.leading + fitted.size).toBeLessThanOrEqual(24 + 0.01);
    expect(fitted.lines.at(-1)?.[1]).toBeLessThan(long.text.length);
  });
});

describe('one size for a paragraph over a column or page break', () => {
  it('draws every piece at the scale the most cramped one needs', () => {
    const roomy = piece(3, 200);
    const cramped = piece(2, 24);
    const shares = [text(10), text(30)];
    const paragraph = { id: 'p1', kind: 'paragraph' as const, part: 'body' as const, text: '', styles: STYLES };
    const alone = [fitText(shares[0]!, STYLES, roomy, OPTIONS), fitText(shares[1]!, STYLES, cramped, OPTIONS)];
    expect(alone[0]?.size).toBe(10);
    expect(alone[1]?.size).toBeLessThan(10);
    const { scale, fits } = paragraphFits({ ...paragraph, pieces: [roomy, cramped] }, shares, OPTIONS);
    expect(scale).toBeCloseTo((alone[1]?.size ?? 0) / 10, 5);
    expect(fits.map((fitted) => fitted?.size)).toEqual(alone.map((fitted) => fitted?.size));
    const together = [roomy, cramped].map((p, i) =>
      fitText(shares[i]!, STYLES, p, { ...OPTIONS, maxSize: p.size * scale }),
    );
    expect(together[0]?.size).toBeCloseTo(together[1]?.size ?? 0, 5);
  });
});
