import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { evenWidthsPdf, fontsPdf, opaqueFontsPdf } from '../../../test/pdf-font-fixtures.ts';
import type { Segment } from '../../segments/segment.ts';
import { shout } from '../test-kit.ts';
import { faceFor, fallbackFace } from './fonts.ts';
import { type DrawnGlyph, drawnGlyphs, pdfText } from './pdf-check.ts';
import { pdf, renderPdfPages } from './pdf-format.ts';
import type { PdfSkeleton } from './pdf-layout.ts';

/** The name the writer gives a face in the output (page-writing.ts), whatever subset prefix mupdf adds. */
const fontOf = (face: { key: string }): string => `Glossa${face.key}`;

/** The fonts that drew each character of `word`, found in the glyphs drawn in page order. */
function fontsOfWord(glyphs: readonly DrawnGlyph[], word: string): Set<string> {
  const text = glyphs.map((g) => g.char).join('');
  const at = text.indexOf(word);
  expect(at, `${word} in ${text}`).toBeGreaterThanOrEqual(0);
  return new Set(
    glyphs
      .slice(at, at + word.length)
      .filter((g) => g.char.trim())
      .map((g) => g.font.replace(/^[A-Z]{6}\+/, '')),
  );
}

/** The largest slant among the glyphs of `word`. */
function slantOf(glyphs: readonly DrawnGlyph[], word: string): number {
  const at = glyphs
    .map((g) => g.char)
    .join('')
    .indexOf(word);
  return Math.max(...glyphs.slice(at, at + word.length).map((g) => g.slant));
}

describe('PDF fonts: family, runs and glyph fallback', () => {
  let segments: Segment[];
  let skeleton: PdfSkeleton;
  let glyphs: DrawnGlyph[];

  beforeAll(async () => {
    ({ segments, skeleton } = await pdf.extract(await fontsPdf()));
    const translations = new Map(
      segments.map((s) => [
        s.id,
        s.text.startsWith('Written by') ? 'Escrito por Ana García† y Luis Pérez ✓, con gracias.' : shout(s.text),
      ]),
    );
    const output = await pdf.rebuild(skeleton, translations, 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
    });
    expect(pdfText(output)).toContain('THE OLD HOUSE');
    // The page as a picture, to look at: .tmp/pdf-artifacts/fonts-page.png.
    const artifacts = join(process.cwd(), '.tmp', 'pdf-artifacts');
    mkdirSync(artifacts, { recursive: true });
    writeFileSync(
      join(artifacts, 'fonts-page.png'),
      renderPdfPages(output, { from: 0, count: 1, scale: 1.5 })[0] as Uint8Array,
    );
    glyphs = drawnGlyphs(output, 0).filter((g) => g.font.includes('Glossa'));
  });

  it('reads the source fonts as families and keeps bold, italic and mono words as runs', () => {
    const families = skeleton.paragraphs.map((p) => p.styles.map((s) => [s.family, s.bold, s.italic]));
    expect(families).toEqual([
      [['serif', false, false]],
      [
        ['sans', false, false],
        ['sans', true, false],
        ['sans', false, true],
      ],
      [
        ['serif', false, false],
        ['mono', false, false],
      ],
      [
        ['serif', false, false],
        ['serif', true, true],
      ],
      [
        ['serif', false, false],
        ['mono', false, true],
      ],
      [['serif', false, false]],
    ]);
    expect(segments.map((s) => s.text)).toContain('Type <g1>make build</g1> in the window to start the work.');
  });

  it('writes a serif source in Noto Serif, mono runs in Noto Sans Mono, bold and italic runs in their faces', () => {
    expect(fontsOfWord(glyphs, 'THE OLD HOUSE')).toEqual(new Set([fontOf(faceFor('latin', false, false, 'serif'))]));
    expect(faceFor('latin', false, false, 'serif').file).toMatch(/NotoSerif-Regular/);
    expect(fontsOfWord(glyphs, 'PRESS THE')).toEqual(new Set([fontOf(faceFor('latin', false, false))]));
    expect(fontsOfWord(glyphs, 'RED')).toEqual(new Set([fontOf(faceFor('latin', true, false))]));
    expect(fontsOfWord(glyphs, 'WAIT')).toEqual(new Set([fontOf(faceFor('latin', false, true))]));
    const mono = faceFor('latin', false, false, 'mono');
    expect(mono.file).toMatch(/NotoSansMono-Regular/);
    expect(fontsOfWord(glyphs, 'MAKE BUILD')).toEqual(new Set([fontOf(mono)]));
    expect(fontsOfWord(glyphs, 'TYPE')).toEqual(new Set([fontOf(faceFor('latin', false, false, 'serif'))]));
    const boldItalic = faceFor('latin', true, true, 'serif');
    expect(boldItalic.file).toMatch(/NotoSerif-BoldItalic/);
    expect(fontsOfWord(glyphs, 'VERY LONG')).toEqual(new Set([fontOf(boldItalic)]));
    // Noto Sans Mono has no italic: an italic mono run is drawn slanted; real italics are not slanted again.
    expect(fontsOfWord(glyphs, 'NOTES.TXT')).toEqual(new Set([fontOf(mono)]));
    expect(slantOf(glyphs, 'NOTES.TXT')).toBeCloseTo(0.21, 2);
    expect(slantOf(glyphs, 'VERY LONG')).toBe(0);
    expect(slantOf(glyphs, 'OPEN')).toBe(0);
  });

  it('draws a dagger and a check mark with real glyphs, the check mark from a symbol font; no .notdef', () => {
    expect(glyphs.filter((g) => g.glyph === 0)).toEqual([]);
    const dagger = glyphs.find((g) => g.char === '†');
    expect(dagger?.glyph).toBeGreaterThan(0);
    const check = glyphs.find((g) => g.char === '✓');
    expect(check?.glyph).toBeGreaterThan(0);
    const symbols2 = fallbackFace('symbols2', false);
    expect(symbols2?.file).toMatch(/NotoSansSymbols2/);
    expect(check?.font.replace(/^[A-Z]{6}\+/, '')).toBe(fontOf(symbols2 as { key: string }));
    expect(fontsOfWord(glyphs, 'García')).toEqual(new Set([fontOf(faceFor('latin', false, false, 'serif'))]));
  });

  it('keeps light and semibold text in Noto Sans Light and SemiBold, read from the descriptor weight', async () => {
    const NONSYMBOLIC = 1 << 5;
    const { segments: lines, skeleton: weights } = await pdf.extract(
      await opaqueFontsPdf([
        ['light', NONSYMBOLIC, 300],
        ['semibold', NONSYMBOLIC, 600],
        ['regular', NONSYMBOLIC, 400],
      ]),
    );
    expect(weights.paragraphs.map((p) => p.styles.map((s) => [s.bold, s.weight]))).toEqual([
      [[false, 300]],
      [[true, 600]],
      [[false, undefined]],
    ]);
    const output = await pdf.rebuild(weights, new Map(lines.map((s) => [s.id, shout(s.text)])), 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
    });
    const drawn = drawnGlyphs(output, 0).filter((g) => g.font.includes('Glossa'));
    const light = faceFor('latin', false, false, 'sans', 300);
    const semibold = faceFor('latin', true, false, 'sans', 600);
    expect([light.file, semibold.file].map((f) => f.replace(/^.*\//, ''))).toEqual([
      'NotoSans-Light.ttf',
      'NotoSans-SemiBold.ttf',
    ]);
    expect(fontsOfWord(drawn, 'NUMBER 1')).toEqual(new Set([fontOf(light)]));
    expect(fontsOfWord(drawn, 'NUMBER 2')).toEqual(new Set([fontOf(semibold)]));
    expect(fontsOfWord(drawn, 'NUMBER 3')).toEqual(new Set([fontOf(faceFor('latin', false, false))]));
  });

  it('writes a serif source translated into Chinese in Noto Serif SC, a sans one in Noto Sans SC', async () => {
    const chinese: Record<string, string> = {
      'The old house': '老房子矗立在安静街道的尽头。',
      Press: '按下<g1>红色</g1>按钮，然后<g2>等待</g2>绿灯亮起。',
    };
    const translations = new Map(
      segments.map((s) => [s.id, Object.entries(chinese).find(([start]) => s.text.startsWith(start))?.[1] ?? s.text]),
    );
    const output = await pdf.rebuild(skeleton, translations, 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'zh',
    });
    const drawn = drawnGlyphs(output, 0).filter((g) => g.font.includes('Glossa'));
    expect(drawn.filter((g) => g.glyph === 0)).toEqual([]);
    const serif = faceFor('cjk', false, false, 'serif');
    expect(serif.file).toMatch(/NotoSerifSC_400Regular/);
    expect(fontsOfWord(drawn, '老房子矗立')).toEqual(new Set([fontOf(serif)]));
    expect(fontsOfWord(drawn, '按下')).toEqual(new Set([fontOf(faceFor('cjk', false, false))]));
    expect(fontsOfWord(drawn, '红色')).toEqual(new Set([fontOf(faceFor('cjk', true, false))]));
    // Copy and search give the Chinese text back.
    expect(pdfText(output).replace(/\s+/g, '')).toContain('老房子矗立在安静街道的尽头。');
  });

  it('reads the family of fonts with meaningless names from their descriptor flags and weight', async () => {
    const SERIF = 1 << 1;
    const FIXED = 1 << 0;
    const ITALIC = 1 << 6;
    const NONSYMBOLIC = 1 << 5;
    const { skeleton: opaque } = await pdf.extract(
      await opaqueFontsPdf([
        ['serif', SERIF | NONSYMBOLIC, 400],
        ['sans', NONSYMBOLIC, 400],
        ['sans bold italic', NONSYMBOLIC | ITALIC, 700],
      ]),
    );
    expect(opaque.paragraphs.map((p) => p.styles.map((s) => [s.family, s.bold, s.italic]))).toEqual([
      [['serif', false, false]],
      [['sans', false, false]],
      [['sans', true, true]],
    ]);
    // A fixed-pitch font is mono; its prose is read like any other (code is told by its content).
    const { skeleton: code } = await pdf.extract(
      await opaqueFontsPdf([
        ['mono', FIXED | NONSYMBOLIC, 400],
        ['sans', NONSYMBOLIC, 400],
      ]),
    );
    expect(code.paragraphs.map((p) => [p.text, p.styles[0]?.family])).toEqual([
      ['The line number 1 of the page.', 'mono'],
      ['The line number 2 of the page.', 'sans'],
    ]);
    // Without the flag, a font whose glyphs all have one width is fixed pitch too.
    const { skeleton: even } = await pdf.extract(evenWidthsPdf());
    expect(even.paragraphs.map((p) => [p.text, p.styles[0]?.family])).toEqual([
      ['Run the tool again now.', 'mono'],
      ['The tool is ready.', 'sans'],
    ]);
  });
});
