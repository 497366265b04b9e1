import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import { COLUMNS_ARABIC, columnsDocx } from '../../../test/columns-docx.ts';
import { type FakeLlmServer, fakeEndpoint, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import type { TranslationEngine } from '../../engines/engine.ts';
import { LlmEngine } from '../../engines/llm/llm-engine.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import { stripTags } from '../../segments/inline-tags.ts';
import type { Segment } from '../../segments/segment.ts';
import { buildCorpus } from '../corpus/corpus.ts';
import { convertToPdf, looksSpanish, shout } from '../test-kit.ts';
import { imageStreams, lineInkBoxes, openForCheck, overlappingLines, pdfText, qpdfCheck } from './pdf-check.ts';
import { pdf } from './pdf-format.ts';

/**
 * Acceptance of the PDF adapter on real-world PDFs: documents of the format corpus (ADR 0009)
 * printed to PDF by LibreOffice, plus a Word document with what the corpus lacks (two columns,
 * a picture, a list, Arabic), translated with the instant stand-in, Apertium eng→spa and the
 * LLM engine against the fake server.
 */

const FROM_CORPUS = [
  'word-rich.docx', // headings, tables in tables, footnotes, text box, chart, tracked changes
  'word-story.docx', // header, footer, footnote, table
  'word-hand-written.docx', // nested tables, fields, content control
  'odf-story.odt', // OpenDocument: list, footnote, nested tables, frame
  'sheet-sales.xlsx', // three pages of cells, a chart, header and footer
  'deck-review.pptx', // slides with bullets, a table, a chart, SmartArt
];
const COLUMNS = 'word-columns.docx';
const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };

let folder: string;
let apertium: ApertiumEngine;
let server: FakeLlmServer;
const pdfs = new Map<string, Uint8Array>();
let written = 0;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'glossa-pdf-corpus-'));
  const corpus = await buildCorpus();
  const sources = FROM_CORPUS.map((name) => {
    const entry = corpus.find((file) => file.name === name);
    if (!entry) throw new Error(`${name} is not in the corpus`);
    return entry;
  });
  const files = [...sources, { name: COLUMNS, bytes: await columnsDocx() }];
  const paths = files.map((file) => join(folder, file.name));
  await Promise.all(files.map((file, i) => writeFile(paths[i] as string, file.bytes)));
  const [converted] = await Promise.all([
    convertToPdf(paths, folder),
    englishToSpanishApertium().then((engine) => {
      apertium = engine;
    }),
    startFakeLlmServer().then((started) => {
      server = started;
    }),
  ]);
  for (const [i, file] of files.entries()) pdfs.set(file.name, new Uint8Array(await readFile(converted[i] as string)));
});

afterAll(async () => {
  await Promise.all([apertium?.close(), server?.close()]);
  if (folder) await rm(folder, { recursive: true, force: true });
});

type Translate = (segments: Segment[]) => Promise<Map<string, string>>;

const instant: Translate = async (segments) => new Map(segments.map((s) => [s.id, shout(s.text)]));

function withEngine(engine: () => TranslationEngine): Translate {
  return async (segments) => {
    const report = await translateSegments(segments, { engine: engine(), source: 'en', target: 'es' });
    return new Map(report.translations.map((t) => [t.id, t.text]));
  };
}

const plain = (text: string): string => stripTags(text).replace(/\s+/gu, ' ').trim();
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How often `phrase` occurs in `text` as whole words. */
function occurrences(text: string, phrase: string): number {
  if (!phrase) return 0;
  return text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'gu'))?.length ?? 0;
}

interface Translated {
  source: Uint8Array;
  output: Uint8Array;
  pages: number;
  segments: Segment[];
  translations: Map<string, string>;
}

async function translatePdf(name: string, translate: Translate): Promise<Translated> {
  const source = pdfs.get(name);
  if (!source) throw new Error(`${name} was not converted`);
  const { segments, skeleton } = await pdf.extract(source);
  const translations = await translate(segments);
  const output = await pdf.rebuild(skeleton, translations, 'translated', LANGUAGES);
  return { source, output, pages: skeleton.pages.length, segments, translations };
}

/** Every acceptance check of a translated PDF. */
async function expectTranslated(name: string, done: Translated): Promise<void> {
  const { source, output, pages, segments, translations } = done;
  written += 1;
  const path = join(folder, `translated-${written}-${name}.pdf`);
  await writeFile(path, output);
  const check = qpdfCheck(path);
  expect(check, 'qpdf is installed').toBeDefined();
  expect(check?.ok, check?.output).toBe(true);

  const document = openForCheck(output);
  expect(document.countPages()).toBe(pages);
  const outline = (document.loadOutline() ?? []).map((item) => item.title ?? '');
  document.destroy();

  const sourceText = plain(pdfText(source));
  const text = plain(pdfText(output));
  const onPage = segments.filter((s) => s.context?.part !== 'bookmarks');
  expect(onPage.length).toBeGreaterThan(0);
  for (const segment of onPage) {
    expect(text, `${name}: translation of "${segment.text}"`).toContain(plain(translations.get(segment.id) ?? ''));
  }
  for (const segment of segments.filter((s) => s.context?.part === 'bookmarks')) {
    expect(outline).toContain(plain(translations.get(segment.id) ?? ''));
  }
  // The output's text is what was kept (figures, numbers) plus the translations: a source phrase
  // may occur no more often than that accounts for.
  for (const segment of onPage) {
    const phrase = plain(segment.text);
    const count = (texts: string[]) => texts.reduce((sum, t) => sum + occurrences(plain(t), phrase), 0);
    const kept = occurrences(sourceText, phrase) - count(onPage.map((s) => s.text));
    const allowed = Math.max(0, kept) + count(onPage.map((s) => translations.get(s.id) ?? ''));
    expect(occurrences(text, phrase), `${name}: "${phrase}" is still in the output`).toBeLessThanOrEqual(allowed);
  }

  for (let page = 0; page < pages; page++) {
    expect(
      overlappingLines(lineInkBoxes(output, page)).map((pair) => JSON.stringify(pair.map((b) => b.map(Math.round)))),
      `${name}, page ${page + 1}`,
    ).toEqual([]);
  }
  expect(imageStreams(output)).toEqual(imageStreams(source));
}

const ALL = [...FROM_CORPUS, COLUMNS];

describe('LibreOffice PDFs of the format corpus', () => {
  it('were converted, and the columns document has its picture', () => {
    for (const name of ALL) expect(pdfs.get(name)?.byteLength, name).toBeGreaterThan(1000);
    expect(imageStreams(pdfs.get(COLUMNS) as Uint8Array)).toHaveLength(1);
  });

  it('reads two columns in order, joins the paragraph over the column break, and reads Arabic', async () => {
    const { segments } = await pdf.extract(pdfs.get(COLUMNS) as Uint8Array);
    const texts = segments.map((s) => s.text);
    const garden = texts.indexOf('The garden');
    const river = texts.indexOf('The river');
    expect(garden).toBeGreaterThan(-1);
    expect(river).toBeGreaterThan(garden);
    const continued = texts.find((t) =>
      t.endsWith(
        'The old man walks to the market every morning. The weather is cold in winter and warm in summer. The house is red and the garden is big. My friend lives in a small village near the river. The children play in the park while their parents read the newspaper. The library opens at nine and closes at six.',
      ),
    );
    expect(continued).toBeDefined();
    expect(texts.indexOf(continued as string)).toBeLessThan(river);
    expect(texts).toContain('The first point is clear.');
    expect(texts).toContain(COLUMNS_ARABIC.replace(/\.$/u, ''));
  });

  it('reads the cells of a Word table one by one', async () => {
    const { segments } = await pdf.extract(pdfs.get('word-rich.docx') as Uint8Array);
    const cells = segments.filter((s) => s.context?.kind === 'cell').map((s) => s.text);
    expect(cells).toEqual(expect.arrayContaining(['The first cell', 'The second cell', 'The red car']));
  });

  it.each(ALL)('translates %s with the instant stand-in', async (name) => {
    await expectTranslated(name, await translatePdf(name, instant));
  });

  it.each(ALL)(
    'translates %s with Apertium eng→spa',
    async (name) => {
      const done = await translatePdf(
        name,
        withEngine(() => apertium),
      );
      expect(looksSpanish(plain(pdfText(done.output)))).toBe(true);
      await expectTranslated(name, done);
    },
    60_000,
  );

  it.each([COLUMNS, 'word-rich.docx', 'sheet-sales.xlsx'])(
    'translates %s with the LLM engine',
    async (name) => {
      const done = await translatePdf(
        name,
        withEngine(() => new LlmEngine(fakeEndpoint(server))),
      );
      expect(plain(pdfText(done.output))).toMatch(/\bes:\p{L}/u);
      await expectTranslated(name, done);
    },
    60_000,
  );
});
