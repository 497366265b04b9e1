import { describe, expect, it } from 'vitest';
import { picturesAndFramesPdf } from '../../../test/pdf-fixtures.ts';
import { astralPdf, typewriterPdf } from '../../../test/pdf-font-fixtures.ts';
import { fallbackFace } from './fonts.ts';
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
