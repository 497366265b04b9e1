import { describe, expect, it } from 'vitest';
import { faceSpans, fontChain } from './font-chain.ts';
import { faceFor, fallbackFace, hasGlyph } from './fonts.ts';
import { fontNameFacts, namedWeight } from './page-reading.ts';
import type { RunStyle } from './pdf-layout.ts';

const style = (family: RunStyle['family'], bold = false, italic = false) => ({ family, bold, italic });
const file = (face: { file: string }): string => face.file.replace(/^.*\//, '');
const spansOf = (text: string, ...args: Parameters<typeof faceSpans> extends [string, ...infer R] ? R : never) =>
  faceSpans(text, ...args).map((span) => [text.slice(span.start, span.end), file(span.face)]);

describe('font matching', () => {
  it('picks the Noto family, weight and style of the source font', () => {
    expect(file(faceFor('latin', false, false, 'serif'))).toBe('NotoSerif-Regular.ttf');
    expect(file(faceFor('latin', true, true, 'serif'))).toBe('NotoSerif-BoldItalic.ttf');
    expect(file(faceFor('latin', true, false, 'mono'))).toBe('NotoSansMono-Bold.ttf');
    expect(file(faceFor('latin', false, true))).toBe('NotoSans-Italic.ttf');
    // Chinese, Japanese and Korean have a serif design; mono CJK stays in Sans.
    expect(file(faceFor('cjk', false, false, 'serif'))).toBe('NotoSerifSC_400Regular.ttf');
    expect(file(faceFor('cjk', true, false, 'serif'))).toBe('NotoSerifSC_700Bold.ttf');
    expect(file(faceFor('cjk', false, false, 'mono'))).toBe('NotoSansSC_400Regular.ttf');
    // Other scripts keep their one family; a mono italic has no italic design and is slanted when drawn.
    expect(file(faceFor('arabic', false, false, 'serif'))).toBe('NotoNaskhArabic-Regular.ttf');
    expect(faceFor('latin', false, true, 'mono').italic).toBe(false);
    expect(faceFor('latin', false, true, 'serif').italic).toBe(true);
  });

  it('chains the run font, Noto Sans, the symbol and maths fonts, then the other scripts', () => {
    expect(fontChain('latin', style('serif')).map(file)).toEqual([
      'NotoSerif-Regular.ttf',
      'NotoSans-Regular.ttf',
      'NotoSansSymbols-Regular.ttf',
      'NotoSansSymbols2-Regular.ttf',
      'NotoSansMath-Regular.ttf',
      'NotoSerifSC_400Regular.ttf',
      'NotoNaskhArabic-Regular.ttf',
      'NotoSansHebrew-Regular.ttf',
      'NotoSansThai_400Regular.ttf',
    ]);
    // A serif Chinese run: Noto Serif SC, then Noto Serif for its Latin words, then Noto Sans.
    expect(fontChain('cjk', style('serif')).map(file).slice(0, 3)).toEqual([
      'NotoSerifSC_400Regular.ttf',
      'NotoSerif-Regular.ttf',
      'NotoSans-Regular.ttf',
    ]);
  });
});

describe('weights other than regular and bold', () => {
  it('reads them from the font name, else from the descriptor', () => {
    expect(fontNameFacts('ABCDEF+Roboto-Light')).toEqual({ family: 'sans', bold: false, italic: false, weight: 300 });
    expect(fontNameFacts('OpenSans-SemiboldItalic')).toEqual({ family: 'sans', bold: true, italic: true, weight: 600 });
    expect(fontNameFacts('HelveticaNeue-Medium')).toMatchObject({ bold: false, weight: 500 });
    expect(fontNameFacts('Inter-ExtraLight').weight).toBe(200);
    expect(fontNameFacts('Lato-Black')).toMatchObject({ bold: true, weight: 900 });
    // Regular and bold say nothing more than `bold` does.
    expect(fontNameFacts('Arial-BoldMT')).toEqual({ family: 'sans', bold: true, italic: false });
    expect(fontNameFacts('Helvetica')).toEqual({ family: 'sans', bold: false, italic: false });
    expect(namedWeight('F1', 300)).toBe(300);
    expect(namedWeight('F1', 400)).toBeUndefined();
    expect(namedWeight('F1', 680)).toBeUndefined();
    expect(namedWeight('F1')).toBeUndefined();
  });

  it('draws them in that weight where the design has it, else regular or bold', () => {
    expect(file(faceFor('latin', false, false, 'sans', 300))).toBe('NotoSans-Light.ttf');
    expect(file(faceFor('latin', true, true, 'sans', 600))).toBe('NotoSans-SemiBoldItalic.ttf');
    expect(file(faceFor('cjk', false, false, 'sans', 500))).toBe('NotoSansSC_500Medium.ttf');
    expect(file(faceFor('cjk', true, false, 'serif', 900))).toBe('NotoSerifSC_900Black.ttf');
    expect(file(faceFor('cjk', false, false, 'serif', 100))).toBe('NotoSerifSC_200ExtraLight.ttf');
    // Noto Serif and the other scripts have regular and bold only.
    expect(file(faceFor('latin', true, false, 'serif', 600))).toBe('NotoSerif-Bold.ttf');
    expect(file(faceFor('arabic', false, false, 'sans', 300))).toBe('NotoNaskhArabic-Regular.ttf');
    // A light run's symbols and other scripts keep the light face's chain.
    expect(spansOf('Light ✓ 中文', 'latin', { family: 'sans', bold: false, italic: false, weight: 300 })).toEqual([
      ['Light ', 'NotoSans-Light.ttf'],
      ['✓ ', 'NotoSansSymbols2-Regular.ttf'],
      ['中文', 'NotoSansSC_300Light.ttf'],
    ]);
  });
});

describe('glyph fallback', () => {
  it('takes each character missing from the run font from the next font that has it', () => {
    expect(spansOf('Ana García† ✓ y ∀x', 'latin', style('serif'))).toEqual([
      ['Ana García† ', 'NotoSerif-Regular.ttf'],
      ['✓ ', 'NotoSansSymbols2-Regular.ttf'],
      ['y ', 'NotoSerif-Regular.ttf'],
      ['∀', 'NotoSansMath-Regular.ttf'],
      ['x', 'NotoSerif-Regular.ttf'],
    ]);
    // Hebrew's font has no dagger: it comes from Noto Sans, in the run's weight.
    expect(spansOf('שלום†', 'hebrew', style('sans', true))).toEqual([
      ['שלום', 'NotoSansHebrew-Bold.ttf'],
      ['†', 'NotoSans-Bold.ttf'],
    ]);
  });

  it('keeps combining marks and variation selectors with the character before them', () => {
    expect(spansOf('e\u0301 ✓\ufe0e', 'latin', style('sans'))).toEqual([
      ['e\u0301 ', 'NotoSans-Regular.ttf'],
      ['✓\ufe0e', 'NotoSansSymbols2-Regular.ttf'],
    ]);
  });

  it('leaves no character of a mixed line without a glyph', () => {
    const text = 'Autor† ‡ § ¶ • ★ ✓ ✗ ∑ ∫ ≤ → 中文 العربية';
    for (const span of faceSpans(text, 'latin', style('serif'))) {
      for (const char of text.slice(span.start, span.end).replace(/\s/gu, ''))
        expect(hasGlyph(span.face, char.codePointAt(0) as number), char).toBe(true);
    }
    expect(fallbackFace('symbols2', true)).toBe(fallbackFace('symbols2', false));
  });

  it('draws the scripts the chain does not name in the Noto font made for each, bold where it has one', () => {
    // Translations into Georgian, Armenian, Tamil, Amharic or Khmer, and historic letters (Old Hungarian).
    const samples = ['გამარჯობა', 'Բարեւ', 'வணக்கம்', 'ሰላም', 'សួស្តី', '𐲀𐲁𐲂'];
    for (const text of samples) {
      for (const span of faceSpans(`Text ${text}.`, 'latin', style('serif', true))) {
        for (const char of [...`Text ${text}.`.slice(span.start, span.end)].filter((c) => /\S/u.test(c)))
          expect(hasGlyph(span.face, char.codePointAt(0) as number), `${char} in ${file(span.face)}`).toBe(true);
      }
    }
    expect(spansOf('Tbilisi: თბილისი', 'latin', style('sans', true))).toEqual([
      ['Tbilisi: ', 'NotoSans-Bold.ttf'],
      ['თბილისი', 'NotoSansGeorgian-Bold.ttf'],
    ]);
    expect(spansOf('𐲀𐲁', 'latin', style('sans'))).toEqual([['𐲀𐲁', 'NotoSansOldHungarian-Regular.ttf']]);
    // CJK Extension B (a name's rare character) and an emoji, from the last-resort fonts.
    expect(spansOf('𠀋', 'cjk', style('sans'))).toEqual([['𠀋', 'HanaMinB.ttf']]);
    expect(spansOf('😀', 'latin', style('sans'))).toEqual([['😀', 'Symbola_hint.ttf']]);
  });
});
