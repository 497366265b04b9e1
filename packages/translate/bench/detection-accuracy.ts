/**
 * Language detection accuracy on hand-written samples (detection-samples.json: per language 10
 * short sentences and 3 paragraphs). Prints Markdown tables and writes them, with the method, to
 * docs/language-detection.md. Run: node --import tsx packages/translate/bench/detection-accuracy.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findLanguage } from '../src/languages/catalog.ts';
import { detectLanguage, UNSURE_BELOW } from '../src/languages/detect.ts';
import { languageName } from '../src/languages/names.ts';

type Samples = Record<string, { short: string[]; long: string[] }>;
type Kind = 'short' | 'long';
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
/** Languages the statistical model has never seen; their samples show how often the detector admits it. */
const OUTSIDE_ELD = new Set(['sw']);

function tally(detector: Detector, language: string, kind: Kind, wrongs?: string[]): Tally {
  const result = { right: 0, wrong: 0, unsure: 0, total: 0 };
  for (const text of samples[language]?.[kind] ?? []) {
    const answer = detector(text);
    result.total++;
    if (answer === undefined) result.unsure++;
    else if (answer === language) result.right++;
    else {
      result.wrong++;
      wrongs?.push(`${language} → ${answer}: ${text.slice(0, 50)}`);
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
  const rows = ['| Language | Code | Short right | Long right | Unsure | Wrong |', '|---|---|---:|---:|---:|---:|'];
  for (const language of languages) {
    const short = tally(detector, language, 'short', wrongs);
    const long = tally(detector, language, 'long', wrongs);
    const both = sum([short, long]);
    const name = languageName(language, 'enus') + (OUTSIDE_ELD.has(language) ? ' (not in eld)' : '');
    rows.push(
      `| ${name} | ${language} | ${percent(short.right, short.total)} | ${percent(long.right, long.total)} | ` +
        `${percent(both.unsure, both.total)} | ${both.wrong} |`,
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
    '| Unsure below | Short right | Short wrong | Short unsure | Long right | Long wrong |',
    '|---:|---:|---:|---:|---:|---:|',
  ];
  for (const minConfidence of [0, 0.3, 0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.9]) {
    const detector: Detector = (text) => detectLanguage(text, { minConfidence }).language;
    const short = overall(detector, 'short');
    const long = overall(detector, 'long');
    const mark = minConfidence === UNSURE_BELOW ? ' (chosen)' : '';
    rows.push(
      `| ${minConfidence}${mark} | ${percent(short.right, short.total)} | ${percent(short.wrong, short.total)} | ` +
        `${percent(short.unsure, short.total)} | ${percent(long.right, long.total)} | ${percent(long.wrong, long.total)} |`,
    );
  }
  return rows.join('\n');
}

interface Alternative {
  name: string;
  detector?: Detector;
  loadMs?: number;
  note?: string;
}

/** eld on its own, each database size, with its own isReliable() as 'unsure'. */
async function eldAlone(size: string): Promise<Alternative> {
  const started = performance.now();
  const { eld } = await import(`eld/${size}`);
  const loadMs = performance.now() - started;
  const detector: Detector = (text) => {
    const result = eld.detect(text);
    return result.language && result.isReliable() ? findLanguage(result.language)?.code : undefined;
  };
  return { name: `eld ${size}, alone`, detector, loadMs };
}

/** Other detectors, measured only where already installed (franc answers ISO 639-3 codes). */
async function installedAlternative(name: string): Promise<Alternative> {
  try {
    const started = performance.now();
    const module = await import(name);
    const loadMs = performance.now() - started;
    const detect = module.franc ?? module.detect ?? module.default;
    const detector: Detector = (text) => {
      const code = String(detect(text));
      return code === 'und' ? undefined : findLanguage(code)?.code;
    };
    return { name, detector, loadMs };
  } catch {
    return { name, note: 'not installed, not measured' };
  }
}

function timePerText(detector: Detector, kind: Kind): number {
  const texts = languages.flatMap((language) => samples[language]?.[kind] ?? []);
  const started = performance.now();
  for (const text of texts) detector(text);
  return ((performance.now() - started) * 1000) / texts.length;
}

async function alternativesTable(glossa: Detector): Promise<string> {
  const alternatives: Alternative[] = [{ name: 'Glossa (eld medium + script rules + threshold)', detector: glossa }];
  for (const size of ['extrasmall', 'small', 'medium', 'large']) alternatives.push(await eldAlone(size));
  for (const name of ['franc', 'franc-min', 'franc-all', 'tinyld']) alternatives.push(await installedAlternative(name));
  const rows = [
    '| Detector | Short right | Short wrong | Long right | Long wrong | Load | Per short text |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { name, detector, loadMs, note } of alternatives) {
    if (!detector) {
      rows.push(`| ${name} | ${note} | | | | | |`);
      continue;
    }
    const short = overall(detector, 'short');
    const long = overall(detector, 'long');
    const load = loadMs === undefined ? '–' : `${Math.round(loadMs)} ms`;
    rows.push(
      `| ${name} | ${percent(short.right, short.total)} | ${percent(short.wrong, short.total)} | ` +
        `${percent(long.right, long.total)} | ${percent(long.wrong, long.total)} | ${load} | ` +
        `${timePerText(detector, 'short').toFixed(0)} µs |`,
    );
  }
  return rows.join('\n');
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

const doc = `# Language detection

How Glossa guesses the language of a text (\`packages/translate/src/languages/detect.ts\`) and how
well it does. Generated by \`node --import tsx packages/translate/bench/detection-accuracy.ts\`;
the figures below are from the last run.

## Method

1. **Clean.** Code, inline tags (\`<g1>\`, \`<x2/>\`), URLs, e-mail addresses, placeholders and
   numbers are removed: they belong to no language.
2. **Sample.** Text up to 2,000 characters is read whole; longer text is read in six windows of
   about 330 characters spread from its beginning to its end, so a long document with an English
   title page is judged by its body too.
3. **Scripts.** Letters are counted per script. Less than 70% in one script is mixed text:
   *unsure*. Kana means Japanese, mostly Hangul Korean; Han characters alone are Chinese, Simplified
   or Traditional by a table of about 340 characters that only one of the two standards writes
   (short lines of Han characters without an everyday Mandarin character may be Japanese: unsure).
   Scripts with one language (Thai, Greek, Georgian, Armenian, Hebrew, Khmer, Lao, Myanmar, Sinhala,
   Tibetan, Ethiopic, Gujarati, Gurmukhi, Bengali, Tamil, Telugu, Kannada, Malayalam, Odia...) give
   the answer directly, with letters that only one language of the script uses as the tie-breaker
   (Assamese ৰ ৱ, Tigrinya ቐ ኣ, Yiddish ײ).
4. **Statistics.** Latin, Cyrillic, Arabic and Devanagari text goes to
   [eld](https://github.com/nitotm/efficient-language-detector-js) (60 languages, n-grams), one call
   per window, scores averaged. Its codes become catalogue codes (\`ku\` → \`ckb\`, \`no\` → \`nb\`,
   \`tl\` → \`fil\`, \`ms\` → \`id\`), and letters or words of languages eld does not know or confuses
   correct it: Macedonian ѓ ќ ѕ, Kazakh ұ қ, Pashto ښ ټ, Malay *kerana*, Nynorsk *ikkje*, European
   Portuguese *estou a fazer*.
5. **Confidence.** eld's best score over that language's typical score (text in a language eld does
   not know fits none), times its own \`isReliable()\`, and for one or two words a clear lead over the
   runner-up, because two words of two languages ('Hello Welt') still produce a winner. Below
   **${UNSURE_BELOW}** the answer is *unsure*: \`language\` is undefined and the caller asks the user.

The samples are ${counts}, written for this benchmark on everyday topics (travel, health research,
business mail, home and work). Swahili is included on purpose: eld has no model for it, so its row
shows whether the detector admits that instead of guessing.

## The choice

eld with the script rules and the threshold above. It is pure JavaScript with no native build, fast
(microseconds per sentence) and, on these samples, as accurate as its larger database; the rules add
what n-grams cannot do (Simplified vs Traditional Chinese, the many languages that own a script) and
the threshold turns would-be wrong answers on short or unknown-language text into *unsure*. No other
detector (franc, tinyld) is installed, so none is compared beyond eld's own sizes. See
\`docs/decisions/0007-language-detection.md\`.

${tables}
`;
writeFileSync(docPath, doc);
console.log(`Written to ${path.relative(process.cwd(), docPath)}`);
