import { describe, expect, it } from 'vitest';
import { picturesAndFramesPdf } from '../../../test/pdf-fixtures.ts';
import {
  astralPdf,
  DINGBATS_LINE,
  EMOJI_SENTENCE,
  GLYPH_NAME_SENTENCES,
  glyphNamesPdf,
  IDENTITY_SENTENCE,
  identityFontPdf,
  RARE_HAN,
  typewriterPdf,
} from '../../../test/pdf-font-fixtures.ts';
import type { Segment } from '../../segments/segment.ts';
import { fallbackFace, lastResortFace, scriptFace } from './fonts.ts';
import { drawnGlyphs, pdfText } from './pdf-check.ts';
import { pdf } from './pdf-format.ts';

/**
 * Text found wherever a page has it (issue 34): prose set in a monospace font, characters outside
 * the Basic Multilingual Plane, text over a background picture and inside drawn frames.
 */

/** The name the writer gives a face in the output (page-writing.ts), whatever subset prefix mupdf adds. */
const fontOf = (face: { key: string }): string => `Glossa${face.key}`;

describe('PDF text in a monospace font', () => {
  it('is translated when it reads as prose, and kept when it reads as code', async () => {
    const { segments } = await pdf.extract(await typewriterPdf());
    const texts = segments.map((segment) => segment.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'RENTAL AGREEMENT',
        'This agreement is made between the owner and the tenant named below.',
        'The tenant shall pay the rent on the fifth day of each month.',
      ]),
    );
    expect(texts.some((text) => text.startsWith('Signature of the tenant'))).toBe(true);
    expect(texts.some((text) => text.includes('curl'))).toBe(false);
  });
});

describe('PDF characters outside the Basic Multilingual Plane', () => {
  it('are read whole and written whole, in a font that has them', async () => {
    const { segments, skeleton } = await pdf.extract(await astralPdf());
    const texts = segments.map((segment) => segment.text);
    // U+1D45D stays itself (mupdf.js's walker alone would give the Hangul U+D45D).
    expect(texts).toContain('Let 𝑝 be the price of the house.');
    expect(texts.join(' ')).not.toMatch(/\uD45D/u);
    const translations = new Map(segments.map((segment) => [segment.id, segment.text.replace('house', 'home')]));
    const output = await pdf.rebuild(skeleton, translations, 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'en',
    });
    expect(pdfText(output)).toContain('Let 𝑝 be the price of the home.');
    const drawn = drawnGlyphs(output, 0).filter((glyph) => glyph.char === '𝑝');
    expect(drawn.length).toBe(1);
    const math = fallbackFace('math', false);
    expect(drawn[0]?.font.replace(/^[A-Z]{6}\+/, '')).toBe(math && fontOf(math));
    // Old Hungarian, a script the chain does not name, in the Noto font made for it.
    const hungarian = scriptFace('𐲀', false);
    expect(hungarian?.file).toMatch(/NotoSansOldHungarian/);
    const letters = drawnGlyphs(output, 0).filter((glyph) => /\p{Script=Old_Hungarian}/u.test(glyph.char));
    // A right-to-left script: the order drawn is the writer's bidi order, the letters are all there.
    expect(letters.map((glyph) => glyph.char).sort()).toEqual(['𐲀', '𐲁', '𐲂']);
    expect(new Set(letters.map((glyph) => glyph.font.replace(/^[A-Z]{6}\+/, '')))).toEqual(
      new Set([hungarian && fontOf(hungarian)]),
    );
    // An emoji and rare Chinese characters of CJK Extension B: read, written and copied whole.
    expect(texts).toEqual(expect.arrayContaining([EMOJI_SENTENCE, RARE_HAN]));
    expect(pdfText(output)).toContain(EMOJI_SENTENCE);
    expect(pdfText(output)).toContain(RARE_HAN);
    const fontsOf = (chars: string) =>
      new Set(
        drawnGlyphs(output, 0)
          .filter((glyph) => chars.includes(glyph.char))
          .map((glyph) => glyph.font.replace(/^[A-Z]{6}\+/, '')),
      );
    const [emoji, han] = ['😀', '𠀋'].map((char) => lastResortFace(char.codePointAt(0) as number));
    expect(fontsOf('😀')).toEqual(new Set([emoji && fontOf(emoji)]));
    expect(fontsOf(RARE_HAN)).toEqual(new Set([han && fontOf(han)]));
  });
});

describe('PDF translations with characters no Noto font has', () => {
  it('draws a rare Chinese character (CJK Extension B) and an emoji from the last-resort fonts, and copies them whole', async () => {
    const { segments, skeleton } = await pdf.extract(await typewriterPdf());
    const title = segments.find((segment) => segment.text === 'RENTAL AGREEMENT') as Segment;
    const output = await pdf.rebuild(skeleton, new Map([[title.id, '租赁合同 𠀋 😀']]), 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'zh',
    });
    expect(pdfText(output)).toContain('租赁合同 𠀋 😀');
    const fonts = (char: string) =>
      drawnGlyphs(output, 0)
        .filter((glyph) => glyph.char === char)
        .map((glyph) => glyph.font.replace(/^[A-Z]{6}\+/, ''));
    const [rare, emoji] = ['𠀋', '😀'].map((char) => lastResortFace(char.codePointAt(0) as number));
    expect(rare?.file).toMatch(/HanaMinB/);
    expect(emoji?.file).toMatch(/Symbola/);
    expect(fonts('𠀋')).toEqual([rare && fontOf(rare)]);
    expect(fonts('😀')).toEqual([emoji && fontOf(emoji)]);
  });
});

describe('PDF text in fonts without a ToUnicode map', () => {
  it('is read through glyph names and the symbol fonts’ own encodings, and written back whole', async () => {
    const { segments, skeleton } = await pdf.extract(glyphNamesPdf());
    const texts = segments.map((segment) => segment.text);
    // Codes numbered 1, 2, 3... that only the Differences' glyph names tell; Greek in Symbol;
    // ZapfDingbats' ✔ and ➔ (mupdf alone reads their names a20 and a160 as U+0014 and U+00A0).
    expect(texts).toEqual([GLYPH_NAME_SENTENCES.join(' '), 'αβγδ', DINGBATS_LINE.join('')]);
    const translations = new Map(segments.map((segment) => [segment.id, segment.text.replace('items', 'things')]));
    const output = await pdf.rebuild(skeleton, translations, 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'en',
    });
    expect(pdfText(output).replace(/\s+/g, ' ')).toContain('✔ Checked things are ready ➔ send them');
    const symbols = fallbackFace('symbols2', false);
    const marks = drawnGlyphs(output, 0).filter((glyph) => glyph.char === '✔' || glyph.char === '➔');
    expect(marks.map((glyph) => glyph.font.replace(/^[A-Z]{6}\+/, ''))).toEqual(
      Array(2).fill(symbols && fontOf(symbols)),
    );
  });
});

describe('PDF text in a composite font without a ToUnicode map', () => {
  it('is read through the embedded font’s own character map, and the output copies as text', async () => {
    const source = identityFontPdf();
    // mupdf alone reads each glyph as U+FFFD.
    expect(pdfText(source).replace(/\s/g, '')).toMatch(/^\uFFFD+$/u);
    const { segments, skeleton } = await pdf.extract(source);
    expect(segments.map((segment) => segment.text)).toEqual([IDENTITY_SENTENCE]);
    const output = await pdf.rebuild(
      skeleton,
      new Map([[segments[0]?.id as string, 'El zorro marrón salta.']]),
      'translated',
      {
        sourceLanguage: 'en',
        targetLanguage: 'es',
      },
    );
    expect(pdfText(output)).toContain('El zorro marrón salta.');
  });
});

describe('PDF text over pictures and in frames', () => {
  it('translates a page’s text over its background picture and prose in a drawn frame; a figure’s label stays', async () => {
    const { segments } = await pdf.extract(await picturesAndFramesPdf());
    const texts = segments.map((segment) => segment.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Spring newsletter',
        'Our garden club meets every Saturday morning at the old library.',
        'Bring your own gloves and a cup for the tea after work.',
      ]),
    );
    expect(texts).not.toContain('Fig. A');
  });
});
