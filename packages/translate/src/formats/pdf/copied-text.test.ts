import { describe, expect, it } from 'vitest';
import { copiedGlyphs, GlyphTexts } from './copied-text.ts';
import { type FontFace, faceFor } from './fonts.ts';
import { type GlyphRun, shapeText } from './shaping.ts';
import { textString, toUnicodeCMap } from './to-unicode.ts';

const run = (face: FontFace, text: string, rtl = false): GlyphRun => ({
  face,
  style: 0,
  glyphs: shapeText(face, text, rtl),
  width: 0,
  text,
  rtl,
});

/** Each part as its glyph count and, when it has one, its ActualText. */
const parts = (texts: GlyphTexts, drawn: GlyphRun) =>
  copiedGlyphs(drawn, texts).map((part) => [part.glyphs.length, part.actualText]);

describe('what the drawn glyphs copy as', () => {
  it('maps a ligature to the letters it was made from, with no ActualText', () => {
    const texts = new GlyphTexts();
    const latin = faceFor('latin', false, false);
    expect(parts(texts, run(latin, 'office'))).toEqual([[4, undefined]]);
    expect(texts.entries().map(([, text]) => text)).toContain('ffi');
  });

  it('keeps the first text of a glyph that two characters share, and says the other with an ActualText', () => {
    const texts = new GlyphTexts();
    const cjk = faceFor('cjk', false, false);
    expect(parts(texts, run(cjk, '不是'))).toEqual([[2, undefined]]);
    expect(parts(texts, run(cjk, '\uF967'))).toEqual([[1, '\uF967']]);
    expect(texts.entries().map(([, text]) => text)).toEqual(expect.arrayContaining(['不', '是']));
    expect(texts.entries().map(([, text]) => text)).not.toContain('\uF967');
  });

  it('writes a right-to-left cluster in drawing order, for extractors that turn the line round', () => {
    const texts = new GlyphTexts();
    const arabic = faceFor('arabic', false, false);
    expect(parts(texts, run(arabic, 'لا', true))).toEqual([[1, undefined]]);
    expect(texts.entries().map(([, text]) => text)).toEqual(['ال']);
  });

  it('says a reph with an ActualText, and only the cluster that needs it', () => {
    const texts = new GlyphTexts();
    const devanagari = faceFor('latin', false, false);
    expect(parts(texts, run(devanagari, 'धर्म'))).toEqual([
      [1, undefined],
      [2, 'र्म'],
    ]);
  });
});

describe('ToUnicode maps', () => {
  it('joins consecutive glyphs and characters into ranges that keep their high byte', () => {
    const cmap = toUnicodeCMap([
      [0x44, 'a'],
      [0x45, 'b'],
      [0x46, 'c'],
      [0xff, 'x'],
      [0x100, 'y'],
      [0x200, 'ffi'],
      [0x300, '😀'],
    ]);
    expect(cmap).toContain('1 beginbfrange\n<0044> <0046> <0061>\nendbfrange');
    expect(cmap).toContain('4 beginbfchar\n<00FF> <0078>\n<0100> <0079>\n<0200> <006600660069>\n<0300> <D83DDE00>');
  });

  it('writes at most a hundred entries a block', () => {
    const cmap = toUnicodeCMap(Array.from({ length: 150 }, (_, i): [number, string] => [i * 2, 'ab']));
    expect(cmap.match(/beginbfchar/g)).toHaveLength(2);
    expect(cmap).toContain('50 beginbfchar');
  });

  it('writes an ActualText as UTF-16 with its byte order mark', () => {
    expect(textString('क😀')).toBe('<FEFF0915D83DDE00>');
  });
});
