/**
 * Language detection accuracy on hand-written samples (detection-samples.json: per language 10
 * short sentences, 3 paragraphs and, for tuning the unsure threshold, up to 6 phrases of one to
 * three words). Prints Markdown tables and writes them, with the method, to
 * docs/language-detection.md. Run: node --import tsx packages/translate/bench/detection-accuracy.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findLanguage } from '../src/languages/catalog.ts';
import { detectLanguage, UNSURE_BELOW } from '../src/languages/detect.ts';
import { languageName } from '../src/languages/names.ts';
import { accuracy, BUCKETS, bucketOf, GOAL_LANGUAGES, glossaGuess, loadDetectSet, loadHeldOut } from './detect-set.ts';
import { detectionDoc } from './detection-report.ts';

type Kind = 'short' | 'long' | 'phrases';
type Samples = Record<string, Partial<Record<Kind, string[]>>>;
/** Answers a catalogue code, or undefined for 'unsure'. */
type Detector = (text: string) => string | undefined;

interface Tally {
  right: number;
  wrong: number;
  unsure: number;
  total: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const docPath = path.resolve(here, '../../../docs/language-detection.md');
const samples: Samples = JSON.parse(readFileSync(path.join(here, 'detection-samples.json'), 'utf8'));
const languages = Object.keys(samples);
/** Languages eld has no model for: Swahili shows whether the detector admits it, Afrikaans and Galician test the word rules. */
const OUTSIDE_ELD = new Set(['sw', 'af', 'gl']);

function tally(detector: Detector, language: string, kind: Kind, wrongs?: string[]): Tally {
  const result = { right: 0, wrong: 0, unsure: 0, total: 0 };
  for (const text of samples[language]?.[kind] ?? []) {
    const answer = detector(text);
    result.total++;
    if (answer === undefined) result.unsure++;
    else if (answer === language) result.right++;
    else {
      result.wrong++;
      wrongs?.push(`${kind}: ${language} → ${answer}: ${text.slice(0, 50)}`);
    }
  }
  return result;
}

function sum(tallies: Tally[]): Tally {
  return tallies.reduce(
    (total, t) => ({
      right: total.right + t.right,
      wrong: total.wrong + t.wrong,
      unsure: total.unsure + t.unsure,
      total: total.total + t.total,
    }),
    { right: 0, wrong: 0, unsure: 0, total: 0 },
  );
}

function overall(detector: Detector, kind: Kind, only: (language: string) => boolean = () => true): Tally {
  return sum(languages.filter(only).map((language) => tally(detector, language, kind)));
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '–');

function perLanguageTable(detector: Detector, wrongs: string[]): string {
  const rows = [
    '| Language | Code | Short right | Long right | Unsure | Wrong | Phrases right | Phrases unsure |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const language of languages) {
    const short = tally(detector, language, 'short', wrongs);
    const long = tally(detector, language, 'long', wrongs);
    const phrases = tally(detector, language, 'phrases', wrongs);
    const both = sum([short, long]);
    const name = languageName(language, 'enus') + (OUTSIDE_ELD.has(language) ? ' (not in eld)' : '');
    rows.push(
      `| ${name} | ${language} | ${percent(short.right, short.total)} | ${percent(long.right, long.total)} | ` +
        `${percent(both.unsure, both.total)} | ${both.wrong} | ${percent(phrases.right, phrases.total)} | ` +
        `${percent(phrases.unsure, phrases.total)} |`,
    );
  }
  return rows.join('\n');
}

function overallTable(detector: Detector): string {
  const inEld = (language: string) => !OUTSIDE_ELD.has(language);
  const rows = [
    '| Samples | Short right | Short wrong | Short unsure | Long right | Long wrong | Long unsure |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [label, only] of [
    [`All ${languages.length} languages`, () => true],
    ['Languages eld knows', inEld],
  ] as const) {
    const short = overall(detector, 'short', only);
    const long = overall(detector, 'long', only);
    rows.push(
      `| ${label} | ${percent(short.right, short.total)} | ${percent(short.wrong, short.total)} | ` +
        `${percent(short.unsure, short.total)} | ${percent(long.right, long.total)} | ` +
        `${percent(long.wrong, long.total)} | ${percent(long.unsure, long.total)} |`,
    );
  }
  return rows.join('\n');
}

function thresholdTable(): string {
  const rows = [
    '| Unsure below | Short right | Short wrong | Short unsure | Long right | Long wrong | Phrases right | Phrases wrong | Phrases unsure |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const minConfidence of [0, 0.3, 0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9]) {
    const detector: Detector = (text) => detectLanguage(text, { minConfidence }).language;
    const [short, long, phrases] = (['short', 'long', 'phrases'] as const).map((kind) => overall(detector, kind));
    if (!short || !long || !phrases) continue;
    const mark = minConfidence === UNSURE_BELOW ? ' (chosen)' : '';
    rows.push(
      `| ${minConfidence}${mark} | ${percent(short.right, short.total)} | ${percent(short.wrong, short.total)} | ` +
        `${percent(short.unsure, short.total)} | ${percent(long.right, long.total)} | ${percent(long.wrong, long.total)} | ` +
        `${percent(phrases.right, phrases.total)} | ${percent(phrases.wrong, phrases.total)} | ` +
        `${percent(phrases.unsure, phrases.total)} |`,
    );
  }
  return rows.join('\n');
}

interface Alternative {
  name: string;
  detector?: Detector;
  /** Load time and memory, measured in a fresh process. */
  cost?: string;
  note?: string;
}

/** How long a fresh Node process takes to import a module, and how much heap it keeps after garbage collection. */
function loadCost(specifier: string): string {
  const script =
    'gc(); const before = process.memoryUsage().heapUsed; const started = performance.now();' +
    `await import(${JSON.stringify(specifier)});` +
    'const ms = performance.now() - started; gc();' +
    'console.log(JSON.stringify({ ms, mb: (process.memoryUsage().heapUsed - before) / 1048576 }));';
  const args = ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script];
  const output = execFileSync(process.execPath, args, { cwd: here, encoding: 'utf8' });
  const { ms, mb } = JSON.parse(output) as { ms: number; mb: number };
  return `${Math.round(ms)} ms, ${Math.round(mb)} MB`;
}

/** eld on its own, each database size, with its own isReliable() as 'unsure'. */
async function eldAlone(size: string): Promise<Alternative> {
  const { eld } = await import(`eld/${size}`);
  const detector: Detector = (text) => {
    const result = eld.detect(text);
    return result.language && result.isReliable() ? findLanguage(result.language)?.code : undefined;
  };
  return { name: `eld ${size}, alone`, detector, cost: loadCost(`eld/${size}`) };
}

/** Other detectors, measured only where already installed (franc answers ISO 639-3 codes). */
async function installedAlternative(name: string): Promise<Alternative> {
  try {
    const module = await import(name);
    const detect = module.franc ?? module.detect ?? module.default;
    const detector: Detector = (text) => {
      const code = String(detect(text));
      return code === 'und' ? undefined : findLanguage(code)?.code;
    };
    return { name, detector, cost: loadCost(name) };
  } catch {
    return { name, note: 'not installed, not measured' };
  }
}

function timePerText(detector: Detector, kind: Kind): number {
  const texts = languages.flatMap((language) => samples[language]?.[kind] ?? []);
  for (const text of texts) detector(text);
  const started = performance.now();
  for (const text of texts) detector(text);
  return ((performance.now() - started) * 1000) / texts.length;
}

async function alternativesTable(glossa: Detector): Promise<string> {
  const alternatives: Alternative[] = [
    {
      name: 'Glossa (eld medium + script rules + threshold)',
      detector: glossa,
      cost: loadCost('../src/languages/detect.ts'),
    },
  ];
  for (const size of ['extrasmall', 'small', 'medium', 'large']) alternatives.push(await eldAlone(size));
  for (const name of ['franc', 'franc-min', 'franc-all', 'tinyld']) alternatives.push(await installedAlternative(name));
  const rows = [
    '| Detector | Short right | Short wrong | Long right | Long wrong | Load, heap kept | Per short text |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { name, detector, cost, note } of alternatives) {
    if (!detector) {
      rows.push(`| ${name} | ${note} | | | | | |`);
      continue;
    }
    const short = overall(detector, 'short');
    const long = overall(detector, 'long');
    rows.push(
      `| ${name} | ${percent(short.right, short.total)} | ${percent(short.wrong, short.total)} | ` +
        `${percent(long.right, long.total)} | ${percent(long.wrong, long.total)} | ${cost ?? '–'} | ` +
        `${timePerText(detector, 'short').toFixed(0)} µs |`,
    );
  }
  return rows.join('\n');
}

/** Glossa's best guess on the short inputs of detect-set.json, by length, and on the held-out phrases. */
function shortTextTable(): string {
  const items = loadDetectSet();
  const percentOf = (value: number) => `${(100 * value).toFixed(1)}%`;
  const twoToFive = items.filter((item) => item.words >= 2 && item.words <= 5);
  const columns: [string, number][] = [
    ...BUCKETS.map((bucket): [string, number] => [
      bucket,
      accuracy(
        items.filter((item) => bucketOf(item.words) === bucket),
        glossaGuess,
      ),
    ]),
    [
      '2-5 words, en es fr de zh ja ru ar',
      accuracy(
        twoToFive.filter((item) => GOAL_LANGUAGES.has(item.language)),
        glossaGuess,
      ),
    ],
    [`all ${items.length}`, accuracy(items, glossaGuess)],
    ['held-out phrases', accuracy(loadHeldOut(), glossaGuess)],
  ];
  return [
    `| ${columns.map(([label]) => label).join(' | ')} |`,
    `|${columns.map(() => '---:').join('|')}|`,
    `| ${columns.map(([, value]) => percentOf(value)).join(' | ')} |`,
  ].join('\n');
}

const glossa: Detector = (text) => detectLanguage(text).language;
const wrongs: string[] = [];
const perLanguage = perLanguageTable(glossa, wrongs);
const totals = overallTable(glossa);
const thresholds = thresholdTable();
const alternatives = await alternativesTable(glossa);
const counts = `${languages.length} languages, ${languages.length * 10} short sentences (15–60 characters) and ${languages.length * 3} paragraphs (300+ characters)`;

const tables = [
  `## Per language (unsure below ${UNSURE_BELOW})`,
  perLanguage,
  '## Overall',
  totals,
  '## Unsure threshold',
  thresholds,
  '## Alternatives',
  alternatives,
  '## Wrong answers',
  wrongs.length ? wrongs.map((line) => `- ${line}`).join('\n') : 'None.',
].join('\n\n');

console.log(`# Language detection accuracy\n\n${counts}.\n\n${tables}\n`);

const shortAll = overall(glossa, 'short');
const longAll = overall(glossa, 'long');
const phrasesAll = overall(glossa, 'phrases');
const phrasesGuessing = overall((text) => detectLanguage(text, { minConfidence: 0 }).language, 'phrases');
const figure = (tally: Tally, part: keyof Tally) => percent(tally[part], tally.total);

const doc = detectionDoc({
  counts,
  threshold: UNSURE_BELOW,
  shortRight: figure(shortAll, 'right'),
  shortWrong: figure(shortAll, 'wrong'),
  shortUnsure: figure(shortAll, 'unsure'),
  longRight: figure(longAll, 'right'),
  phrasesRight: figure(phrasesAll, 'right'),
  phrasesWrong: figure(phrasesAll, 'wrong'),
  phrasesWrongGuessing: figure(phrasesGuessing, 'wrong'),
  tables,
  shortText: shortTextTable(),
});
writeFileSync(docPath, doc);
console.log(`Written to ${path.relative(process.cwd(), docPath)}`);
