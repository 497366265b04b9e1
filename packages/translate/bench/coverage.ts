/**
 * `npm run bench:coverage`: how much of what a reader sees is translated with the default options,
 * over the project's own corpus (packages/translate/src/formats/corpus/corpus.ts, legacy files
 * converted through its cache). Each file is translated with the pseudo engine (every sentence it
 * gets comes back changed) under the options a user gets by default; the source and the output
 * are then both read with every visible part on (notes, masters, comments, headers and footers,
 * charts; hidden sheets and sheet names stay out, as nobody sees them on a page), and each sentence
 * left as it was counts as untranslated. Printed by part and by format family, with the goal.
 * Figures, never assertions.
 */

import type { PartCoverage } from '@glossa/contracts/coverage';
import { PseudoEngine } from '../src/engines/pseudo.ts';
import { buildCorpus, type CorpusFile, cachedConversion } from '../src/formats/corpus/corpus.ts';
import type { ExtractOptions, RebuildOptions } from '../src/formats/document-format.ts';
import { type LegacyId, legacyFormat } from '../src/formats/legacy/legacy.ts';
import { formatForFile, type RegisteredFormat } from '../src/formats/registry.ts';
import { documentCoverage } from '../src/formats/work/coverage.ts';
import { translateSegments } from '../src/pipeline/translate-segments.ts';

const GOAL = 0.99;
/** Issue 34: no file of the corpus above 10 s with the pseudo engine on a quiet machine. */
const FILE_SECONDS_GOAL = 10;
/** Read, translated and written again, per file (the reading of the output for the figure aside). */
const times: { name: string; seconds: number }[] = [];
const LEGACY = new Set(['doc', 'xls', 'ppt', 'rtf']);
/**
 * Exchange files hold a translation's targets beside the source: read again, a translated one has
 * nothing left to translate (the corpus test checks that their targets are filled).
 */
const EXCHANGE = new Set(['po', 'pot', 'xlf', 'xliff']);
const LANGUAGES: RebuildOptions = { sourceLanguage: 'en', targetLanguage: 'fr' };
/** Every part a reader sees, whatever the defaults leave out. */
const VISIBLE: ExtractOptions & Record<string, unknown> = {
  includeNotes: true,
  includeMasters: true,
  includeCharts: true,
  includeComments: true,
  includeHeadersFooters: true,
  includeHidden: false,
  translateSheetNames: false,
  word: { comments: true, headersFooters: true, footnotes: true, textBoxes: true, charts: true, trackedChanges: true },
};

async function adapterFor(entry: CorpusFile): Promise<RegisteredFormat | undefined> {
  if (LEGACY.has(entry.extension)) return legacyFormat(entry.extension as LegacyId, { convert: cachedConversion });
  return formatForFile(entry.name);
}

/** The output adapter: a legacy file's translation is read by its modern adapter. */
async function readerOf(format: RegisteredFormat): Promise<RegisteredFormat> {
  return format.outputExtension ? ((await formatForFile(`x.${format.outputExtension}`)) ?? format) : format;
}

/** One file: the coverage of its visible text after a default translation, or why it was not measured. */
async function measure(entry: CorpusFile): Promise<PartCoverage[] | string> {
  if (EXCHANGE.has(entry.extension)) return 'an exchange file';
  const format = await adapterFor(entry);
  if (!format) return 'no adapter';
  const started = performance.now();
  const { segments, skeleton } = await format.extract(entry.bytes);
  const report = await translateSegments(segments, { engine: new PseudoEngine(), source: 'en', target: 'fr' });
  const output = await format.rebuild(
    skeleton,
    new Map(report.translations.map((t) => [t.id, t.text])),
    'translated',
    LANGUAGES,
  );
  times.push({ name: entry.name, seconds: (performance.now() - started) / 1000 });
  // A legacy file is read as the modern file it becomes (the same conversion, from the cache).
  const legacy = LEGACY.has(entry.extension) && format.outputExtension !== undefined;
  const reader = legacy ? await readerOf(format) : format;
  const sourceBytes = legacy
    ? await cachedConversion(entry.bytes, entry.extension, format.outputExtension as string)
    : entry.bytes;
  const bytes = typeof output === 'string' ? new TextEncoder().encode(output) : output;
  const source = await reader.extract(sourceBytes, VISIBLE);
  const after = new Map((await reader.extract(bytes, VISIBLE)).segments.map((s) => [s.id, s.text]));
  // A sentence counts as translated when the output holds another text under its id.
  return documentCoverage(source.segments, after);
}

function add(into: Map<string, PartCoverage>, key: string, part: PartCoverage): void {
  const entry = into.get(key) ?? { part: part.part, letters: 0, translated: 0 };
  entry.letters += part.letters;
  entry.translated += part.translated;
  into.set(key, entry);
}

const percent = (part: { letters: number; translated: number }) =>
  `${((part.translated * 100) / Math.max(1, part.letters)).toFixed(1)}%`;

const corpus = await buildCorpus();
const byPart = new Map<string, PartCoverage>();
const byFamily = new Map<string, PartCoverage>();
const worst: { name: string; share: number; parts: string }[] = [];
let skipped = 0;
for (const entry of corpus) {
  const result = await measure(entry).catch((error: unknown) => `${(error as Error).message.slice(0, 80)}`);
  if (typeof result === 'string') {
    skipped++;
    console.log(`  not measured: ${entry.name} (${result})`);
    continue;
  }
  const total = { part: 'body' as const, letters: 0, translated: 0 };
  for (const part of result) {
    add(byPart, part.part, part);
    add(byFamily, entry.extension, part);
    total.letters += part.letters;
    total.translated += part.translated;
  }
  if (total.letters > 0) {
    const parts = result.map((part) => `${part.part} ${percent(part)}`).join(', ');
    worst.push({ name: entry.name, share: total.translated / total.letters, parts });
  }
}

const all = [...byPart.values()].reduce(
  (sum, part) => ({ letters: sum.letters + part.letters, translated: sum.translated + part.translated }),
  { letters: 0, translated: 0 },
);
console.log(`visible letters translated with the default options, ${corpus.length - skipped} files of the corpus:`);
console.log(`  all parts: ${percent(all)} of ${all.letters} letters (goal >= ${GOAL * 100}%)`);
for (const [part, entry] of byPart)
  console.log(`  ${part.padEnd(10)} ${percent(entry).padStart(6)} of ${entry.letters}`);
console.log('by format:');
for (const [family, entry] of [...byFamily].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${family.padEnd(10)} ${percent(entry).padStart(6)} of ${entry.letters}`);
}
console.log('files below the goal:');
const below = worst.filter((file) => file.share < GOAL).sort((a, b) => a.share - b.share);
for (const file of below) console.log(`  ${file.name}: ${(file.share * 100).toFixed(1)}% (${file.parts})`);
if (below.length === 0) console.log('  none');
const slowest = [...times].sort((a, b) => b.seconds - a.seconds);
const total = times.reduce((sum, file) => sum + file.seconds, 0);
console.log(
  `time per file with the pseudo engine (read, translated, written): median ${(slowest[Math.floor(slowest.length / 2)]?.seconds ?? 0).toFixed(2)} s, ` +
    `slowest ${(slowest[0]?.seconds ?? 0).toFixed(2)} s (goal <= ${FILE_SECONDS_GOAL} s), all ${times.length} files ${total.toFixed(1)} s`,
);
for (const file of slowest.slice(0, 5)) console.log(`  ${file.name}: ${file.seconds.toFixed(2)} s`);
