import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARABIC, CHINESE, FORMULA, samplePdf, TABLE } from '../../../test/pdf-fixtures.ts';
import { formatForFile } from '../registry.ts';
import { shout } from '../test-kit.ts';
import { imageStreams, lineInkBoxes, openForCheck, overlappingLines, pdfText, qpdfCheck } from './pdf-check.ts';
import { alternatingPdf, pdf, pdfToDocx, renderPdfPages } from './pdf-format.ts';

const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };
const ARTIFACTS = join(process.cwd(), '.tmp', 'pdf-artifacts');
let folder: string;
let sample: Awaited<ReturnType<typeof samplePdf>>;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'glossa-pdf-'));
  sample = await samplePdf();
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function checkStructure(name: string, bytes: Uint8Array): void {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  const check = qpdfCheck(path);
  if (check) expect(check.ok, check.output).toBe(true);
  const document = openForCheck(bytes);
  expect(document.countPages()).toBeGreaterThan(0);
  document.destroy();
}

describe('PDF reading', () => {
  it('reads paragraphs in reading order, with kinds, and leaves formulas and numbers alone', async () => {
    expect(await formatForFile('report.PDF')).toBe(pdf);
    const { segments } = await pdf.extract(sample.bytes);
    const texts = segments.map((s) => s.text);
    // The paragraph that runs over the column break is one segment.
    expect(texts).toContain('The children play in the park while their parents read the newspaper.');
    expect(texts.indexOf('The house is red and the garden is big. My friend lives in a small village.')).toBeLessThan(
      texts.indexOf('The library opens at nine.'),
    );
    const cells = segments.filter((s) => s.context?.kind === 'cell').map((s) => s.text);
    expect(cells).toEqual(TABLE.flat());
    expect(segments.filter((s) => s.context?.kind === 'list-item').map((s) => s.text)).toEqual([
      'The first point is clear.',
      'The second point is short.',
    ]);
    expect(texts).not.toContain(FORMULA);
    expect(texts.some((t) => /^Page \d$/.test(t))).toBe(true);
    expect(texts).toContain(CHINESE);
    expect(texts).toContain(ARABIC);
    expect(segments.filter((s) => s.context?.part === 'bookmarks').map((s) => s.text)).toEqual([
      'Introduction to the report',
      'The table of cities',
    ]);
  });
});

describe('PDF writing', () => {
  it('writes the translation in place: valid file, new text only, no overlaps, same images, links and labels', async () => {
    const { segments, skeleton } = await pdf.extract(sample.bytes);
    const translations = new Map(segments.map((s) => [s.id, shout(s.text)]));
    const output = await pdf.rebuild(skeleton, translations, 'translated', LANGUAGES);
    checkStructure('translated.pdf', output);
    const text = pdfText(output);
    expect(text).toContain('THE LIBRARY OPENS AT NINE.');
    expect(text).toContain('LONDON');
    expect(text).not.toMatch(/The house is red|The library opens|London/);
    expect(text).toContain('E = m × c2 + a / b');
    for (let page = 0; page < skeleton.pages.length; page++)
      expect(overlappingLines(lineInkBoxes(output, page))).toEqual([]);
    expect(imageStreams(output)).toEqual(imageStreams(sample.bytes));
    const document = openForCheck(output);
    expect(
      document
        .loadPage(0)
        .getLinks()
        .map((link) => link.getURI()),
    ).toEqual(['https://example.com/report']);
    expect(document.loadPage(0).getLabel()).toBe('i');
    expect(document.loadOutline()?.map((item) => item.title)).toEqual([
      'INTRODUCTION TO THE REPORT',
      'THE TABLE OF CITIES',
    ]);
    document.destroy();
  });

  it('shapes Arabic and writes it in logical order', async () => {
    const { segments, skeleton } = await pdf.extract(sample.bytes);
    const arabic = 'البيت أحمر والحديقة كبيرة';
    const translations = new Map(segments.map((s) => [s.id, arabic]));
    const output = await pdf.rebuild(skeleton, translations, 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'ar',
    });
    checkStructure('arabic.pdf', output);
    expect(pdfText(output).replace(/\s+/gu, ' ')).toContain(arabic);
    const [png] = renderPdfPages(output, { from: 0, count: 1, scale: 1.5 });
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'arabic-page.png'), png as Uint8Array);
    expect(
      Buffer.from(png as Uint8Array)
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('writes bilingual PDFs side by side and alternating, in both orders', async () => {
    const { segments, skeleton } = await pdf.extract(sample.bytes);
    const translations = new Map(segments.map((s) => [s.id, shout(s.text)]));
    const pages = skeleton.pages.length;
    for (const mode of ['source-then-target', 'target-then-source'] as const) {
      const output = await pdf.rebuild(skeleton, translations, mode, LANGUAGES);
      checkStructure(`${mode}.pdf`, output);
      const document = openForCheck(output);
      expect(document.countPages()).toBe(pages);
      const [x0, , x1] = document.loadPage(0).getBounds();
      expect(x1 - x0).toBeCloseTo((skeleton.pages[0]?.width ?? 0) * 2, 0);
      document.destroy();
      const text = pdfText(output);
      expect(text).toContain('The library opens at nine.');
      expect(text).toContain('THE LIBRARY OPENS AT NINE.');
    }
    const alternating = alternatingPdf(skeleton, translations, 'target-first', 'es');
    checkStructure('alternating.pdf', alternating);
    const document = openForCheck(alternating);
    expect(document.countPages()).toBe(pages * 2);
    expect(document.loadPage(0).toStructuredText('').asText()).toContain('THE LIBRARY');
    document.destroy();
  });

  it('exports the translation as an editable DOCX with its table', async () => {
    const { segments, skeleton } = await pdf.extract(sample.bytes);
    const docx = await pdfToDocx(skeleton, new Map(segments.map((s) => [s.id, shout(s.text)])), 'es');
    const xml = strFromU8(unzipSync(docx)['word/document.xml'] as Uint8Array);
    expect(xml).toContain('THE LIBRARY OPENS AT NINE.');
    expect(xml.match(/<w:tr>/g)).toHaveLength(3);
  });
});

describe('protected and broken PDFs', () => {
  it('asks for the password, tells a wrong one, and translates the unlocked copy', async () => {
    const locked = await samplePdf({ textOnly: true, userPassword: 'secret' });
    await expect(pdf.extract(locked.bytes)).rejects.toMatchObject({
      code: 'encrypted',
      message: 'A password-protected PDF must be unlocked first',
    });
    await expect(pdf.extract(locked.bytes, { password: 'guess' })).rejects.toMatchObject({ code: 'wrong-password' });
    const { segments, skeleton } = await pdf.extract(locked.bytes, { password: 'secret' });
    const output = await pdf.rebuild(
      skeleton,
      new Map(segments.map((s) => [s.id, shout(s.text)])),
      'translated',
      LANGUAGES,
    );
    checkStructure('unlocked.pdf', output);
    expect(pdfText(output)).toContain('THE HOUSE IS RED');
  });

  it('refuses truncated files, garbage, page-count bombs and deep nesting with a FormatError', async () => {
    const truncated = sample.bytes.subarray(0, 400);
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    const bomb = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 100000000/Kids[3 0 R]>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
    );
    const nested = new TextEncoder().encode(
      `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/X ${'['.repeat(100_000)}${']'.repeat(100_000)}>>endobj\n` +
        '2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
    );
    for (const [name, bytes] of Object.entries({ truncated, garbage, bomb, nested, empty: new Uint8Array() })) {
      const error = await pdf.extract(bytes).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error, name).toMatchObject({ name: 'FormatError' });
      expect(['corrupt', 'too-large', 'empty'], name).toContain((error as { code: string }).code);
    }
  });
});
