import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { strFromU8, unzipSync } from 'fflate';
import type * as mupdf from 'mupdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ANNOTATED,
  decorationsPdf,
  HEADING_LINK,
  HIGHLIGHTED,
  OVERPRINTED,
  overprintedHeadingPdf,
  RULED,
  STRUCK_HEADING,
  UNDERLINED,
} from '../../../test/pdf-decoration-fixtures.ts';
import type { Segment } from '../../segments/segment.ts';
import type { PageText } from './page-text.ts';
import { openForCheck, pdfText, readWrittenPage } from './pdf-check.ts';
import { pdf, pdfToDocx, renderPdfPages } from './pdf-format.ts';
import type { Decoration, PdfSkeleton } from './pdf-layout.ts';

const HEADING = 'Las viejas reglas de la casa';
const TERMS = 'términos y condiciones';
const MONDAY = 'lunes';

/** Each output character with the kinds of decoration drawn over it. */
function decoratedChars(text: PageText): { char: string; kinds: string }[] {
  return text.lines.flatMap((line) =>
    line.chars
      .filter((c) => c.text.trim())
      .map((c) => ({ char: c.text, kinds: drawnKinds(c.style.decorations).join(',') })),
  );
}

/** The characters of `words` (spaces left out) found in the output, with their decorations. */
function charsOf(chars: ReturnType<typeof decoratedChars>, words: string) {
  const squeezed = words.replace(/\s/g, '');
  const at = chars
    .map((c) => c.char)
    .join('')
    .indexOf(squeezed);
  expect(at, words).toBeGreaterThanOrEqual(0);
  return chars.slice(at, at + squeezed.length);
}

const kinds = (decorations: Decoration[] | undefined) => (decorations ?? []).map((d) => d.kind);
const drawnKinds = (decorations: Decoration[] | undefined) => kinds(decorations).filter((kind) => kind !== 'link');

describe('PDF decorations: underline, strike-through and highlight follow the translation', () => {
  let segments: Segment[];
  let skeleton: PdfSkeleton;
  let output: PageText;
  let links: { uri: string; box: number[] }[];
  let annotations: string[];
  let docx: Record<string, string>;

  beforeAll(async () => {
    ({ segments, skeleton } = await pdf.extract(await decorationsPdf()));
    const translated = (text: string): string => {
      if (text === STRUCK_HEADING) return HEADING;
      if (text.startsWith('Please')) return `Lea con calma los <g1>${TERMS}</g1> antes de firmar el papel.`;
      if (text.startsWith('Bring')) return 'Trae tu <g1>viejo</g1> lápiz a la clase de hoy.';
      if (text.startsWith('The meeting')) return `La reunión es el <g1>${MONDAY}</g1> en la sala pequeña.`;
      return text.toUpperCase();
    };
    const translations = new Map(segments.map((s) => [s.id, translated(s.text)]));
    const files = unzipSync(await pdfToDocx(skeleton, translations, 'es'));
    docx = Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
    const bytes = await pdf.rebuild(skeleton, translations, 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
    });
    // The page as a picture, to look at: .tmp/pdf-artifacts/decorations-page.png.
    const artifacts = join(process.cwd(), '.tmp', 'pdf-artifacts');
    mkdirSync(artifacts, { recursive: true });
    writeFileSync(
      join(artifacts, 'decorations-page.png'),
      renderPdfPages(bytes, { from: 0, count: 1, scale: 1.5 })[0] as Uint8Array,
    );
    output = readWrittenPage(bytes);
    const document = openForCheck(bytes);
    const page = document.loadPage(0);
    links = page.getLinks().map((link) => ({ uri: link.getURI(), box: link.getBounds() }));
    annotations = (page as mupdf.PDFPage).getAnnotations().map((a) => a.getType());
    page.destroy();
    document.destroy();
  });

  it('reads each decoration onto the run it covers, and a page rule onto none', () => {
    const byText = (start: string) => skeleton.paragraphs.find((p) => p.text.startsWith(start));
    expect(kinds(byText(STRUCK_HEADING)?.styles[0]?.decorations)).toEqual(['strike', 'link']);
    expect(byText('Please')?.text).toBe(`${UNDERLINED[0]}<g1>${UNDERLINED[1]}</g1>${UNDERLINED[2]}`);
    expect(kinds(byText('Please')?.styles[1]?.decorations)).toEqual(['underline']);
    expect(kinds(byText('Please')?.styles[0]?.decorations)).toEqual([]);
    expect(byText('The meeting')?.text).toBe(`${HIGHLIGHTED[0]}<g1>${HIGHLIGHTED[1]}</g1>${HIGHLIGHTED[2]}`);
    expect(kinds(byText('The meeting')?.styles[1]?.decorations)).toEqual(['highlight']);
    expect(byText(RULED)?.styles.flatMap((s) => kinds(s.decorations))).toEqual([]);
  });

  it('strikes every word of a heading that wraps, and leaves no strike where the source had it', () => {
    const heading = charsOf(decoratedChars(output), HEADING);
    expect(heading.every((c) => c.kinds === 'strike')).toBe(true);
    const struckLines = output.lines.filter((line) => kinds(line.chars[0]?.style.decorations).includes('strike'));
    expect(struckLines.length).toBeGreaterThan(1);
    const red = output.marks.filter((m) => m.color[0] > 0.7 && m.color[1] < 0.1 && m.box[3] - m.box[1] < 3);
    expect(red).toHaveLength(struckLines.length);
  });

  it('underlines and highlights the translated runs only', () => {
    const chars = decoratedChars(output);
    expect(charsOf(chars, TERMS).every((c) => c.kinds === 'underline')).toBe(true);
    expect(charsOf(chars, 'Lea con calma los').every((c) => c.kinds === '')).toBe(true);
    expect(charsOf(chars, 'antes de firmar').every((c) => c.kinds === '')).toBe(true);
    expect(charsOf(chars, MONDAY).every((c) => c.kinds === 'highlight')).toBe(true);
    expect(charsOf(chars, 'en la sala').every((c) => c.kinds === '')).toBe(true);
    expect(charsOf(chars, RULED.toUpperCase()).every((c) => c.kinds === '')).toBe(true);
    const yellow = output.marks.filter((m) => m.filled && m.color[2] < 0.1 && m.color[1] > 0.9);
    expect(yellow).toHaveLength(1);
  });

  it('moves the heading link onto each line of the translated heading, with its target', () => {
    const struckLines = output.lines.filter((line) => kinds(line.chars[0]?.style.decorations).includes('strike'));
    expect(links.map((link) => link.uri)).toEqual(struckLines.map(() => HEADING_LINK));
    for (const line of struckLines) {
      const y = (line.box[1] + line.box[3]) / 2;
      const link = links.find((l) => (l.box[1] ?? 0) < y && y < (l.box[3] ?? 0));
      expect(link?.box[0]).toBeCloseTo(line.box[0], 0);
      expect(link?.box[2]).toBeCloseTo(line.box[2], 0);
    }
  });

  it('keeps strike-through, underline, highlight and the link in the Word export', () => {
    const body = docx['word/document.xml'] ?? '';
    /** The run properties of the run whose text starts with `text`. */
    const props = (text: string) =>
      new RegExp(`<w:rPr>((?:(?!</w:rPr>).)*)</w:rPr><w:t[^>]*>${text}`).exec(body)?.[1] ?? '';
    expect(props(HEADING)).toContain('<w:strike/>');
    expect(props(TERMS)).toMatch(/<w:u w:val="single"/);
    expect(props(MONDAY)).toMatch(/<w:shd [^>]*w:fill="ffff00"/i);
    expect(props('Lea con calma')).not.toMatch(/<w:u |<w:strike|<w:shd /);
    // The heading is a hyperlink to the source's target.
    expect(body).toMatch(/<w:hyperlink [^>]*r:id="[^"]+"/);
    expect(docx['word/_rels/document.xml.rels']).toContain(`Target="${HEADING_LINK}"`);
  });

  it('draws a strike-out annotation as a strike on the translated word, and drops the annotation', () => {
    const byText = (start: string) => skeleton.paragraphs.find((p) => p.text.startsWith(start));
    expect(byText('Bring')?.text).toBe(`${ANNOTATED[0]}<g1>${ANNOTATED[1]}</g1>${ANNOTATED[2]}`);
    expect(kinds(byText('Bring')?.styles[1]?.decorations)).toEqual(['strike']);
    const chars = decoratedChars(output);
    expect(charsOf(chars, 'viejo').every((c) => c.kinds === 'strike')).toBe(true);
    expect(charsOf(chars, 'lápiz a la clase').every((c) => c.kinds === '')).toBe(true);
    expect(annotations).not.toContain('StrikeOut');
  });

  it('keeps the page rule that decorates no text', () => {
    expect(output.marks.some((m) => m.box[2] - m.box[0] > 440 && Math.abs(m.box[1] - (842 - 617)) < 2)).toBe(true);
  });
});

describe('PDF overprinted text', () => {
  it('translates a heading whose fake-bold part is printed twice once, in bold', async () => {
    const { segments, skeleton } = await pdf.extract(await overprintedHeadingPdf());
    expect(segments.map((s) => s.text)).toEqual([
      `<g1>${OVERPRINTED[0].trim()}</g1> ${OVERPRINTED[1]}`,
      'The body of the chapter starts here.',
    ]);
    expect(skeleton.paragraphs[0]?.styles[1]?.bold).toBe(true);
    const translations = new Map(segments.map((s) => [s.id, s.text.toUpperCase().replace(/<(\/?)G1>/g, '<$1g1>')]));
    const text = pdfText(
      await pdf.rebuild(skeleton, translations, 'translated', { sourceLanguage: 'en', targetLanguage: 'es' }),
    );
    expect(text.match(/CHAPTER 3/g)).toHaveLength(1);
    expect(text).not.toContain('Chapter');
  });
});

describe('superscripts and subscripts', () => {
  it('are read as raised or lowered runs and written back smaller, raised and lowered', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([400, 300]);
    const font = await document.embedFont(StandardFonts.TimesRoman);
    let x = 40;
    const draw = (text: string, size = 12, dy = 0) => {
      page.drawText(text, { x, y: 250 + dy, size, font });
      x += font.widthOfTextAtSize(text, size);
    };
    draw('The study was published in 2019');
    draw('1', 7, 5);
    draw(' and the formula is CO');
    draw('2', 7, -2);
    draw(' in water.');
    const { segments, skeleton } = await pdf.extract(await document.save());
    expect(segments[0]?.text).toBe(
      'The study was published in 2019<g1>1</g1> and the formula is CO<g2>2</g2> in water.',
    );
    expect(skeleton.paragraphs[0]?.styles.map((style) => style.offset)).toEqual([
      undefined,
      'superscript',
      'subscript',
    ]);
    const translation = 'El estudio se publicó en 2019<g1>1</g1> y la fórmula es CO<g2>2</g2> en agua.';
    const output = await pdf.rebuild(skeleton, new Map([[segments[0]?.id as string, translation]]), 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
    });
    const chars = readWrittenPage(output).lines.flatMap((line) => line.chars);
    const text = chars.map((char) => char.text).join('');
    const mark = chars[text.indexOf('20191') + 4];
    const index = chars[text.indexOf('CO2') + 2];
    const body = chars[text.indexOf('El')];
    expect(mark?.size).toBeCloseTo((body?.size ?? 0) * 0.65, 0);
    expect(index?.size).toBeCloseTo((body?.size ?? 0) * 0.65, 0);
    // Page space, y down: the mark sits above the baseline, the index below it.
    expect((mark?.origin[1] ?? 0) - (body?.origin[1] ?? 0)).toBeLessThan(-2);
    expect((index?.origin[1] ?? 0) - (body?.origin[1] ?? 0)).toBeGreaterThan(1);
  });
});
