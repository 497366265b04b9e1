/**
 * Language detection on short text: `npm run bench:detect`. Reads detect-set.json (greetings,
 * interface strings, phrases, names, mixed script and a few sentences in 32 languages) and prints
 * accuracy by length bucket and by language for Glossa's detector and the detectors from npm
 * that are installed, then the goals of docs/decisions/0041-short-text-detection.md. The phrases
 * of detection-samples.json, which the short-text weights were not chosen on, are a held-out check.
 *
 * Options: --baseline=PATH measures another checkout's detect.ts beside this one (the detector
 * before a change); --modules=DIR looks for the optional detectors (franc, cld3-asm,
 * @bluzzi/lingua) in another node_modules folder.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { detectAll as tinyld } from 'tinyld/heavy';
import { findLanguage } from '../src/languages/catalog.ts';
import { type DetectOptions, detectLanguage, UNSURE_BELOW } from '../src/languages/detect.ts';
import { eldScores } from '../src/languages/detect-eld.ts';
import { listedWords } from '../src/languages/detect-words.ts';
import {
  accuracy,
  BUCKETS,
  bucketOf,
  type DetectItem,
  GOAL_LANGUAGES,
  glossaGuess,
  isRight,
  loadDetectSet,
  loadHeldOut,
} from './detect-set.ts';

type Detector = { name: string; detect?: (text: string) => string | undefined; note?: string };

/** Another detector's code as the catalogue's; Chinese without a script counts as the item's own script. */
function asCatalogue(code: string | undefined): string | undefined {
  if (!code || code === 'und') return undefined;
  return findLanguage(code)?.code ?? code;
}

function chineseEither(detect: (text: string) => string | undefined) {
  const variants = new Set(['zh-Hans', 'zh-Hant']);
  return (text: string) => {
    const answer = detect(text);
    // Detectors that answer plain 'zh' are not counted wrong for the script: only Glossa tells them apart.
    if (answer === 'zh-Hans' && /[\u4e00-\u9fff]/u.test(text)) {
      const item = items.find((entry) => entry.text === text);
      if (item && variants.has(item.language)) return item.language;
    }
    return answer;
  };
}

async function optional(name: string, load: () => Promise<Detector['detect']>): Promise<Detector> {
  try {
    return { name, detect: await load() };
  } catch {
    return { name, note: 'not installed, not measured' };
  }
}

function argument(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;

const items = loadDetectSet();

async function detectors(): Promise<Detector[]> {
  const modules = argument('modules');
  const from = modules ? createRequire(path.join(path.resolve(modules), 'x.js')) : createRequire(import.meta.url);
  const load = async (specifier: string) => import(pathToFileURL(from.resolve(specifier)).href);
  const list: Detector[] = [{ name: 'Glossa', detect: (text) => glossaGuess(text) }];
  const baseline = argument('baseline');
  if (baseline) {
    const module = await import(pathToFileURL(path.resolve(baseline)).href);
    list.push({
      name: 'Glossa before (baseline)',
      detect: (text) => {
        const result = module.detectLanguage(text, { minConfidence: 0 });
        return result.guess ?? result.language ?? result.candidates[0]?.language;
      },
    });
  }
  list.push({ name: 'eld medium, alone', detect: chineseEither((text) => asCatalogue(eldScores(text)[0]?.language)) });
  list.push({ name: 'tinyld heavy, alone', detect: chineseEither((text) => asCatalogue(tinyld(text)[0]?.lang)) });
  for (const name of ['franc-min', 'franc']) {
    list.push(
      await optional(name, async () => {
        const { franc } = await load(name);
        return chineseEither((text) => asCatalogue(franc(text, { minLength: 1 })));
      }),
    );
  }
  list.push(
    await optional('cld3-asm', async () => {
      const cld = (await (await load('cld3-asm')).loadModule()).create(0, 1000);
      return chineseEither((text) => asCatalogue(cld.findLanguage(text).language));
    }),
  );
  list.push(
    await optional('lingua (@bluzzi/lingua, high accuracy)', async () => {
      const lingua = await load('@bluzzi/lingua');
      const detector = lingua.LanguageDetectorBuilder.fromAllLanguages().build();
      return chineseEither((text) => {
        const name = detector.computeLanguageConfidenceValues(text)[0]?.language as string | undefined;
        return name ? asCatalogue(LINGUA_CODES.get(name)) : undefined;
      });
    }),
  );
  return list;
}

/** lingua answers English names ('English', 'Bokmal'): the codes of those names. */
const LINGUA_CODES = (() => {
  const names = new Intl.DisplayNames('en', { type: 'language' });
  const codes = new Map<string, string>([
    ['Bokmal', 'nb'],
    ['Nynorsk', 'nn'],
    ['Tagalog', 'fil'],
    ['Persian', 'fa'],
    ['Malay', 'ms'],
    ['Greek', 'el'],
    ['Chinese', 'zh'],
    ['Slovene', 'sl'],
    ['Ganda', 'lg'],
  ]);
  const iso6391 =
    'af am ar az be bg bn bs ca cs cy da de el en eo es et eu fa fi fr ga gu he hi hr hu hy id is it ja ka kk ko la lt lv mi mk mn mr ms nl pa pl pt ro ru sk sl sn so sq sr st sv sw ta te th tn tr ts uk ur vi xh yo zu';
  for (const code of iso6391.split(' ')) {
    const name = names.of(code);
    if (name && !codes.has(name)) codes.set(name, code);
  }
  return codes;
})();

function timePerText(detect: (text: string) => string | undefined): number {
  for (const item of items) detect(item.text);
  const started = performance.now();
  for (const item of items) detect(item.text);
  return ((performance.now() - started) * 1000) / items.length;
}

function byBucketTable(list: Detector[]): string {
  const header = [
    'Detector',
    ...BUCKETS.map((bucket) => `${bucket} (${items.filter((i) => bucketOf(i.words) === bucket).length})`),
  ];
  const rows = [
    `| ${header.join(' | ')} | All (${items.length}) | 2-5 words, goal languages | 2-5 words, all | Held-out phrases | Per text |`,
    `|---|${header
      .slice(1)
      .map(() => '---:')
      .join('|')}|---:|---:|---:|---:|---:|`,
  ];
  const held = loadHeldOut();
  for (const { name, detect, note } of list) {
    if (!detect) {
      rows.push(`| ${name} | ${note} |${' |'.repeat(BUCKETS.length + 4)}`);
      continue;
    }
    const cells = BUCKETS.map((bucket) =>
      percent(
        accuracy(
          items.filter((i) => bucketOf(i.words) === bucket),
          detect,
        ),
      ),
    );
    const twoToFive = items.filter((i) => i.words >= 2 && i.words <= 5);
    const major = twoToFive.filter((i) => GOAL_LANGUAGES.has(i.language));
    rows.push(
      `| ${name} | ${cells.join(' | ')} | ${percent(accuracy(items, detect))} | ${percent(accuracy(major, detect))} | ` +
        `${percent(accuracy(twoToFive, detect))} | ${percent(accuracy(held, detect))} | ${timePerText(detect).toFixed(0)} µs |`,
    );
  }
  return rows.join('\n');
}

function byLanguageTable(list: Detector[]): string {
  const measured = list.filter((detector) => detector.detect);
  const rows = [
    `| Language | Items | ${measured.map((d) => d.name).join(' | ')} |`,
    `|---|---:|${measured.map(() => '---:').join('|')}|`,
  ];
  for (const language of [...new Set(items.map((item) => item.language))]) {
    const own = items.filter((item) => item.language === language);
    const cells = measured.map(({ detect }) => percent(accuracy(own, detect as (text: string) => string | undefined)));
    rows.push(`| ${language} | ${own.length} | ${cells.join(' | ')} |`);
  }
  return rows.join('\n');
}

/** Right and sure, wrong and sure, unsure: what the threshold trades. */
function thresholdTable(): string {
  const rows = [
    '| Unsure below | Sure and right | Sure and wrong | Unsure | Unsure, guess right |',
    '|---:|---:|---:|---:|---:|',
  ];
  const results = items.map((item) => ({ item, result: detectLanguage(item.text, { minConfidence: 0 }) }));
  for (const threshold of [0.5, 0.6, 0.7, 0.8, 0.9, 0.95]) {
    let right = 0;
    let wrong = 0;
    let unsure = 0;
    let unsureRight = 0;
    for (const { item, result } of results) {
      const guess = result.candidates[0]?.language;
      if (result.confidence < threshold || !guess) {
        unsure++;
        if (isRight(item, guess)) unsureRight++;
      } else if (isRight(item, guess)) right++;
      else wrong++;
    }
    const mark = threshold === UNSURE_BELOW ? ' (chosen)' : '';
    const share = (n: number) => percent(n / items.length);
    rows.push(`| ${threshold}${mark} | ${share(right)} | ${share(wrong)} | ${share(unsure)} | ${share(unsureRight)} |`);
  }
  return rows.join('\n');
}

function hintsTable(): string {
  const rows = ['| Hints when unsure | All | 1 word | 2-3 words |', '|---|---:|---:|---:|'];
  const scenarios: [string, (item: DetectItem) => DetectOptions][] = [
    ['none', () => ({})],
    ["interface in English (['en'])", () => ({ hints: { languages: ['en'] } })],
    ["interface in the text's language", (item) => ({ hints: { languages: [item.language] } })],
    ["target English (a guess of 'en' steps aside)", () => ({ hints: { target: 'en' } })],
  ];
  for (const [label, options] of scenarios) {
    const answer = (subset: DetectItem[]) =>
      percent(subset.filter((item) => isRight(item, glossaGuess(item.text, options(item)))).length / subset.length);
    rows.push(
      `| ${label} | ${answer(items)} | ${answer(items.filter((i) => i.words <= 1))} | ` +
        `${answer(items.filter((i) => i.words >= 2 && i.words <= 3))} |`,
    );
  }
  return rows.join('\n');
}

/** The word list was written by the same hands as the set: how the items without its words fare. */
function wordListTable(): string {
  const rows = ['| Items | Count | Glossa right |', '|---|---:|---:|'];
  const listed = items.filter((item) => listedWords(wordsOf(item.text)).listed > 0);
  const unlisted = items.filter((item) => !listed.includes(item));
  for (const [label, subset] of [
    ['with a word of detect-words.ts', listed],
    ['without one', unlisted],
    [
      'without one, 2-5 words, goal languages',
      unlisted.filter((i) => i.words >= 2 && i.words <= 5 && GOAL_LANGUAGES.has(i.language)),
    ],
  ] as const) {
    rows.push(`| ${label} | ${subset.length} | ${percent(accuracy(subset, (text) => glossaGuess(text)))} |`);
  }
  return rows.join('\n');
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}][\p{L}\p{M}·'’-]*/gu) ?? [];
}

function wrongAnswers(): string {
  const lines: string[] = [];
  for (const item of items) {
    const guess = glossaGuess(item.text);
    if (!isRight(item, guess)) lines.push(`- ${item.language} → ${guess ?? 'none'}: ${item.text}`);
  }
  return lines.length ? lines.join('\n') : 'None.';
}

const list = await detectors();
console.log(
  `# Short-text detection (${items.length} items, ${new Set(items.map((i) => i.language)).size} languages)\n`,
);
console.log('## By length\n');
console.log(byBucketTable(list));
console.log('\n## By language\n');
console.log(byLanguageTable(list));
console.log(`\n## Glossa's confidence threshold (unsure below ${UNSURE_BELOW})\n`);
console.log(thresholdTable());
console.log("\n## Glossa's guess with the caller's hints\n");
console.log(hintsTable());
console.log('\n## The word list\n');
console.log(wordListTable());
console.log("\n## Glossa's wrong guesses\n");
console.log(wrongAnswers());
