/**
 * The typography checks: ending punctuation, French spacing before high punctuation, the capital
 * at the start, white space at either end and doubled spaces. All are warnings: a translator may
 * have a reason, and none loses meaning. They read the visible text (qa-checks.ts `visibleText`),
 * where formatting tags are gone and inline objects are one character.
 *
 * Scans, not regular expressions: each reads the text once (docs/decisions/0016-hostile-input.md).
 */
import { trailingSpace } from '../linear-text.ts';
import { primaryLanguage, type QaIssue } from './qa-types.ts';

type Ending = 'period' | 'question' | 'exclamation' | 'colon';

/** What ends a sentence in any language, by what it means. */
const ENDINGS: Record<string, Ending> = {
  '.': 'period',
  '…': 'period',
  '。': 'period',
  '．': 'period',
  '।': 'period',
  '۔': 'period',
  '።': 'period',
  '။': 'period',
  '?': 'question',
  '？': 'question',
  '؟': 'question',
  // Greek's question mark; the semicolon that looks the same ends no English sentence as a question.
  '\u037E': 'question',
  '!': 'exclamation',
  '！': 'exclamation',
  ':': 'colon',
  '：': 'colon',
};

/** How a language ends a sentence, where it differs from '.', '?', '!' and ':'. */
const LANGUAGE_ENDINGS: Record<string, Partial<Record<Ending, string>>> = {
  zh: { period: '。．', question: '？', exclamation: '！', colon: '：' },
  ja: { period: '。．', question: '？', exclamation: '！', colon: '：' },
  ar: { question: '؟' },
  fa: { question: '؟' },
  ur: { period: '۔.', question: '؟' },
  el: { question: ';\u037E' },
  hi: { period: '।.' },
  mr: { period: '।.' },
  ne: { period: '।.' },
  bn: { period: '।.' },
  am: { period: '።' },
  my: { period: '။' },
};

/** Languages that end a sentence with no mark at all: a missing full stop is right there. */
const NO_FULL_STOP = new Set(['th', 'lo', 'km']);

const DEFAULT_ENDINGS: Record<Ending, string> = { period: '.…', question: '?', exclamation: '!', colon: ':' };

/** Quotes and brackets that may close a sentence after its mark: 'He said "hi."'. */
const CLOSERS = `"'“”‘’«»‹›)]}」』）】〉》`;
const OBJECT = '\uFFFC';

const isEdge = (char: string) => CLOSERS.includes(char) || char === OBJECT || /\s/.test(char);

/** The last two characters before the closers, white space and inline objects that end a text. */
function lastMarks(text: string): [last: string, before: string] {
  let end = text.length;
  while (end > 0 && isEdge(text.charAt(end - 1))) end--;
  return [text.charAt(end - 1), text.charAt(end - 2)];
}

/**
 * A source ending with a mark needs its target to end with the target language's mark of that
 * meaning ("?" is "？" in Chinese, "؟" in Arabic); "?!" and "!?" end both a question and an
 * exclamation, and an ellipsis may stand for a full stop.
 */
function checkEnding(source: string, target: string, targetLanguage: string): QaIssue[] {
  const ending = ENDINGS[lastMarks(source)[0]];
  if (!ending) return [];
  const language = primaryLanguage(targetLanguage);
  if (ending === 'period' && NO_FULL_STOP.has(language)) return [];
  const expected = LANGUAGE_ENDINGS[language]?.[ending] ?? DEFAULT_ENDINGS[ending];
  const [last, before] = lastMarks(target);
  const ends = (mark: string) => mark !== '' && expected.includes(mark);
  if (ends(last) || (ending === 'period' && last === '…')) return [];
  const paired = ending === 'question' || ending === 'exclamation';
  if (paired && ends(before) && ENDINGS[last] !== undefined && ENDINGS[last] !== 'period') return [];
  return [{ kind: 'punctuation', detail: expected.charAt(0), severity: 'warning' }];
}

const NO_BREAK = '\u00A0\u202F';

/**
 * French puts a no-break space (narrow before ? ! ;) before high punctuation; Canadian French only
 * before the colon. A mark followed by a letter or digit is no punctuation ("12:30", "http:").
 */
function checkFrenchSpacing(target: string, targetLanguage: string): QaIssue[] {
  if (primaryLanguage(targetLanguage) !== 'fr') return [];
  const marks = /^fr[-_]ca\b/i.test(targetLanguage) ? ':' : '?!:;';
  for (let i = 1; i < target.length; i++) {
    const mark = target.charAt(i);
    if (!marks.includes(mark)) continue;
    const before = target.charAt(i - 1);
    if (NO_BREAK.includes(before) || '?!:;'.includes(before)) continue;
    if (/[\p{L}\p{N}/]/u.test(target.charAt(i + 1))) continue;
    const space = mark === ':' ? '\u00A0' : '\u202F';
    return [{ kind: 'punctuation', detail: `${space}${mark}`, severity: 'warning' }];
  }
  return [];
}

/** The first letter or digit of a text, skipping opening marks ("¿", "«", '"'). */
function firstLetterOrDigit(text: string): string {
  for (const char of text) if (/[\p{L}\p{N}]/u.test(char)) return char;
  return '';
}

/** A target that starts lower case where the source starts upper case; caseless scripts never do. */
function checkCapital(source: string, target: string): QaIssue[] {
  const first = firstLetterOrDigit(target);
  if (!/\p{Lu}|\p{Lt}/u.test(firstLetterOrDigit(source)) || !/\p{Ll}/u.test(first)) return [];
  return [{ kind: 'capital', detail: first.toUpperCase(), severity: 'warning' }];
}

const leadingSpace = (text: string) => text.slice(0, text.length - text.trimStart().length);

/** Leading or trailing white space must be as in the source: documents join segments with it. */
function checkEdges(source: string, target: string): QaIssue[] {
  const issues: QaIssue[] = [];
  const edge = (side: string, expected: string, found: string) => {
    if (expected !== found)
      issues.push({ kind: 'whitespace', detail: `${side} ${JSON.stringify(expected)}`, severity: 'warning' });
  };
  edge('leading', leadingSpace(source), leadingSpace(target));
  edge('trailing', trailingSpace(source), trailingSpace(target));
  return issues;
}

const SPACES = ' \u00A0\u202F';

/** Where two spaces follow each other inside the text, or -1; runs at either end are checkEdges'. */
function doubleSpaceAt(text: string): number {
  const body = text.trim();
  for (let i = 1; i < body.length; i++)
    if (SPACES.includes(body.charAt(i)) && SPACES.includes(body.charAt(i - 1))) return i - 1;
  return -1;
}

/** Doubled spaces the source does not have itself (then they may be on purpose: a layout). */
function checkDoubleSpace(source: string, target: string): QaIssue[] {
  const at = doubleSpaceAt(target);
  if (at < 0 || doubleSpaceAt(source) >= 0) return [];
  const body = target.trim();
  return [{ kind: 'doubleSpace', detail: body.slice(Math.max(0, at - 10), at + 12), severity: 'warning' }];
}

/** The typography checks on the visible texts of a segment. */
export function checkStyle(source: string, target: string, targetLanguage: string): QaIssue[] {
  return [
    ...checkEnding(source, target, targetLanguage),
    ...checkFrenchSpacing(target, targetLanguage),
    ...checkCapital(source, target),
    ...checkEdges(source, target),
    ...checkDoubleSpace(source, target),
  ];
}
