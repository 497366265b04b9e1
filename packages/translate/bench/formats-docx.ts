/**
 * The Word adapter on a generated 100-page DOCX (about 40,000 words, headings, tables, bold,
 * italic and link runs): extract plus rebuild time and peak memory with an instant engine,
 * measured in a fresh child process so the generator's memory does not count; then the whole
 * translation eng→spa through the `apertium` engine next to `apertium -f docx` on the same file.
 *
 *   cd /work/main && node --import tsx packages/translate/bench/formats-docx.ts
 */

import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { ApertiumEngine } from '../src/engines/apertium/apertium-engine.ts';
import type { EngineBatch, EngineResult, TranslationEngine } from '../src/engines/engine.ts';
import { word } from '../src/formats/word/word-format.ts';
import { translateSegments } from '../src/pipeline/translate-segments.ts';
import { random, simpleSentence } from './bench-kit.ts';

const PAGES = 100;
const PARAGRAPHS_PER_PAGE = 4;
const GUARD_MS = 10 * 60_000;
const es = { sourceLanguage: 'en', targetLanguage: 'es' };

const sentence = simpleSentence;

let words = 0;
function text(value: string): string {
  words += value.split(/\s+/).filter(Boolean).length;
  return value;
}

function page(index: number, next: () => number): (Paragraph | Table)[] {
  const children: (Paragraph | Table)[] = [
    new Paragraph({
      text: text(`Chapter ${index + 1}: ${sentence(next)}`),
      heading: HeadingLevel.HEADING_1,
      pageBreakBefore: index > 0,
    }),
  ];
  for (let p = 0; p < PARAGRAPHS_PER_PAGE; p++) {
    children.push(
      new Paragraph({
        children: [
          new TextRun(text(`${sentence(next)} ${sentence(next)} `)),
          new TextRun({ text: text(sentence(next)), bold: true }),
          new TextRun(text(` ${sentence(next)} `)),
          new TextRun({ text: text('the small shop'), italics: true }),
          new TextRun(text(` ${sentence(next)} See `)),
          new ExternalHyperlink({
            link: `https://example.com/chapter/${index}/${p}`,
            children: [new TextRun({ text: text('the full report'), style: 'Hyperlink' })],
          }),
          new TextRun(text(` ${sentence(next)} ${sentence(next)}`)),
        ],
      }),
    );
  }
  const row = () =>
    new TableRow({ children: [0, 1, 2].map(() => new TableCell({ children: [new Paragraph(text(sentence(next)))] })) });
  children.push(new Table({ rows: [row(), row(), row(), row()] }));
  return children;
}

async function generate(path: string): Promise<void> {
  const next = random(42);
  const children = Array.from({ length: PAGES }, (_, i) => page(i, next)).flat();
  const doc = new Document({ title: 'The annual report', sections: [{ children }] });
  writeFileSync(path, new Uint8Array(await Packer.toBuffer(doc)));
}

/** Returns each segment as it is, at once. */
class InstantEngine implements TranslationEngine {
  readonly id = 'instant';
  readonly kind = 'pseudo' as const;
  readonly maxBatchChars = 1_000_000;
  constructor(private readonly change: (text: string) => string) {}
  languagePairs() {
    return [{ source: '*', target: '*' }];
  }
  supports() {
    return true;
  }
  async translate(batch: EngineBatch): Promise<EngineResult> {
    return { translations: batch.segments.map((segment) => ({ id: segment.id, text: this.change(segment.text) })) };
  }
}

const MB = 1024 * 1024;

/** Child process: extract and rebuild, timed, with memory sampled at every step and by a timer. */
async function measure(path: string): Promise<void> {
  const startRss = process.memoryUsage().rss;
  const input = readFileSync(path);
  let peakRss = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const timer = setInterval(sample, 2);
  const results: Record<string, number>[] = [];
  // Identity, then every word changed (tags kept) so every paragraph is rebuilt; cold, then warm rounds.
  const identity = new InstantEngine((t) => t);
  const changed = new InstantEngine((t) => t.replace(/(^|>)([^<]+)/g, (_m, a, b: string) => a + b.toUpperCase()));
  for (const engine of [identity, changed, identity, changed, identity, changed, identity, changed]) {
    const t0 = performance.now();
    const { segments, skeleton } = await word.extract(input);
    sample();
    const t1 = performance.now();
    const report = await translateSegments(segments, { engine, source: 'en', target: 'es' });
    const map = new Map(report.translations.map((t) => [t.id, t.text]));
    sample();
    const t2 = performance.now();
    const out = await word.rebuild(skeleton, map, 'translated', es);
    sample();
    const t3 = performance.now();
    results.push({ segments: segments.length, extract: t1 - t0, engine: t2 - t1, rebuild: t3 - t2, bytes: out.length });
  }
  clearInterval(timer);
  const maxRss = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(JSON.stringify({ results, startRss, peakRss, peakHeap, maxRss }));
}

async function main(): Promise<void> {
  const guard = setTimeout(() => {
    console.error('The benchmark took longer than 10 minutes and was stopped');
    process.exit(1);
  }, GUARD_MS);
  const folder = mkdtempSync(join(tmpdir(), 'glossa-bench-docx-'));
  try {
    const input = join(folder, 'in.docx');
    await generate(input);
    console.log(`Generated ${PAGES} pages, ${words} words, ${(readFileSync(input).length / 1024).toFixed(0)} KB`);

    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--measure', input], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (child.status !== 0) throw new Error(`The measuring process failed: ${child.stderr}`);
    const measured = JSON.parse(child.stdout) as {
      results: Record<string, number>[];
      startRss: number;
      peakRss: number;
      peakHeap: number;
      maxRss: number;
    };
    const ms = (n = 0) => `${n.toFixed(0)} ms`;
    const line = (label: string, r: Record<string, number>) =>
      `  ${label} extract ${ms(r.extract)} + rebuild ${ms(r.rebuild)} = ${ms((r.extract ?? 0) + (r.rebuild ?? 0))}` +
      `  (instant engine through the pipeline: ${ms(r.engine)})`;
    const total = (r: Record<string, number>) => (r.extract ?? 0) + (r.rebuild ?? 0);
    const best = (from: number) =>
      measured.results.filter((_, i) => i >= 2 && i % 2 === from).sort((a, b) => total(a) - total(b))[0] ?? {};
    const rows: [string, Record<string, number>][] = [
      ['identity, cold:           ', measured.results[0] ?? {}],
      ['every changed, cold:      ', measured.results[1] ?? {}],
      ['identity, best warm:      ', best(0)],
      ['every changed, best warm: ', best(1)],
    ];
    console.log(`DOCX extract + rebuild, ${measured.results[0]?.segments} segments, in a fresh process:`);
    for (const [label, r] of rows) console.log(line(label, r));
    const mb = (n: number) => `${(n / MB).toFixed(0)} MB`;
    console.log(
      `  peak rss ${mb(measured.peakRss)} sampled (max rss ${mb(measured.maxRss)}, ${mb(measured.startRss)} before reading the file), peak heapUsed ${mb(measured.peakHeap)}`,
    );

    const engine = await ApertiumEngine.start();
    try {
      const t0 = performance.now();
      const { segments, skeleton } = await word.extract(readFileSync(input));
      const report = await translateSegments(segments, {
        engine,
        source: 'en',
        target: 'es',
        signal: AbortSignal.timeout(GUARD_MS),
      });
      const out = await word.rebuild(
        skeleton,
        new Map(report.translations.map((t) => [t.id, t.text])),
        'translated',
        es,
      );
      writeFileSync(join(folder, 'glossa.docx'), out);
      const ours = performance.now() - t0;
      const t1 = performance.now();
      await promisify(execFile)('apertium', ['-f', 'docx', 'eng-spa', input, join(folder, 'apertium.docx')], {
        timeout: GUARD_MS,
      });
      const theirs = performance.now() - t1;
      console.log(
        `Apertium eng→spa, whole document: glossa ${(ours / 1000).toFixed(1)} s, apertium -f docx ${(theirs / 1000).toFixed(1)} s`,
      );
    } finally {
      await engine.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
    clearTimeout(guard);
  }
}

if (process.argv[2] === '--measure') await measure(process.argv[3] as string);
else await main();
