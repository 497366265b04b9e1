/**
 * The number check: every number of the source is in the target, written the target language's
 * way or not ("1,234.5" in English is "1.234,5" in German and "1 234,5" in French), in any
 * script's digits ("٣" and "３" are 3), and units written after a number are kept.
 *
 * Numbers are read by a scan, not a regular expression: a run of digits and separators is read
 * once, whatever its length (docs/decisions/0016-hostile-input.md).
 */
import { primaryLanguage, type QaIssue } from './qa-types.ts';

/** A number as written and the value it stands for ('1.234,5' → '1234.5'). */
export interface FoundNumber {
  text: string;
  value: string;
  /** A unit written right after it (or '%' right before it, as Turkish does), or ''. */
  unit: string;
}

/**
 * Units kept as written after a number. Words that are also units in some language ('in', 'a',
 * 't', 'N') are left out: "top 5 in Europe" has no unit, and a French "top 5 en Europe" is right.
 */
const UNITS = (
  '% ‰ °C °F ° km/h m/s km² m² cm² km³ m³ cm³ km cm mm µm μm nm m kg mg µg g ml mL cl dl l L ms µs ns s min h ' +
  'Hz kHz MHz GHz kB KB MB GB TB PB KiB MiB GiB TiB px dpi pt mV kV V mA mAh kW MW W kWh Wh kJ kcal cal Pa kPa hPa ' +
  'bar mph ft lb lbs oz'
)
  .split(' ')
  .sort((a, b) => b.length - a.length);

const SPACES = ' \u00A0\u202F';
const NO_BREAK_SPACES = '\u00A0\u202F';
/** Thousands separators every language may use: no language writes a decimal point this way. */
const ALWAYS_GROUP = `${NO_BREAK_SPACES}'’٬`;
const ALWAYS_DECIMAL = '٫';

interface Convention {
  decimal: string;
  group: string;
}

const conventions = new Map<string, Convention>();

/** A language's decimal and group separators, as Intl formats numbers for it. */
function conventionOf(language: string): Convention {
  const key = primaryLanguage(language);
  const known = conventions.get(key);
  if (known) return known;
  let parts: Intl.NumberFormatPart[] = [];
  try {
    parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  } catch {
    // An unknown or malformed tag: English conventions, as Intl itself falls back.
  }
  const part = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
  const decimal = part('decimal', '.');
  const group = part('group', ',');
  const convention = {
    decimal: decimal + ALWAYS_DECIMAL,
    // A plain space groups only where the language groups with spaces ("1 234" in French):
    // elsewhere "in 2020 100 people" is two numbers.
    group: group + ALWAYS_GROUP + (SPACES.includes(group) ? ' ' : ''),
  };
  conventions.set(key, convention);
  return convention;
}

/** The other common reading: a text may keep the source's formatting, "1.5" in German for 1,5. */
function otherConvention(convention: Convention): Convention {
  return convention.decimal.startsWith(',')
    ? { decimal: `.${ALWAYS_DECIMAL}`, group: `,${ALWAYS_GROUP}` }
    : { decimal: `,${ALWAYS_DECIMAL}`, group: `.${ALWAYS_GROUP}` };
}

const DECIMAL_DIGIT = /^\p{Nd}$/u;
const digitValues = new Map<number, number>();

/**
 * The value of a decimal digit of any script. Unicode encodes each script's digits as a run of
 * ten from 0 to 9, runs of several scripts sometimes touching (mathematical digits): the distance
 * to the start of the whole run, modulo ten, is the value.
 */
function digitValue(code: number | undefined): number | undefined {
  if (code === undefined) return undefined;
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code < 0x660 || !DECIMAL_DIGIT.test(String.fromCodePoint(code))) return undefined;
  const known = digitValues.get(code);
  if (known !== undefined) return known;
  let start = code;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  const value = (code - start) % 10;
  digitValues.set(code, value);
  return value;
}

/** Digits without leading zeros, '0' for zero: "007" and "7" are the same number. */
function integerValue(digits: string): string {
  let start = 0;
  while (start < digits.length - 1 && digits[start] === '0') start++;
  return digits.slice(start);
}

/**
 * The value of digit runs joined by separators under one convention, or undefined when they do
 * not make one number there: a group separator is followed by three digits after a first group
 * of at most three, and a decimal separator comes last.
 */
function readAs(runs: readonly string[], separators: readonly string[], convention: Convention): string | undefined {
  let integer = runs[0] as string;
  for (let k = 0; k < separators.length; k++) {
    const separator = separators[k] as string;
    const next = runs[k + 1] as string;
    if (convention.decimal.includes(separator) && k === separators.length - 1) {
      return `${integerValue(integer)}.${next}`;
    }
    if (!convention.group.includes(separator) || next.length !== 3 || (runs[0] as string).length > 3) return undefined;
    integer += next;
  }
  return integerValue(integer);
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Whether `char` is one of `chars` ('' past the end of a text is none of them). */
const isOneOf = (chars: string, char: string) => char !== '' && chars.includes(char);

/** The unit written at `at` (after one optional space), or ''. */
function unitAt(text: string, at: number): string {
  const start = isOneOf(SPACES, text.charAt(at)) ? at + 1 : at;
  for (const unit of UNITS) {
    if (!text.startsWith(unit, start)) continue;
    const after = String.fromCodePoint(text.codePointAt(start + unit.length) ?? 32);
    if (!LETTER_OR_DIGIT.test(after)) return unit;
  }
  return '';
}

/**
 * Every number of a plain text (no tags), read the language's way. A run that is no number in
 * either convention ("2.1.3", "1,2,3") counts as its digit runs, which is what a date or a
 * version keeps whatever the language does with it.
 */
export function numbersIn(text: string, language: string): FoundNumber[] {
  const convention = conventionOf(language);
  const found: FoundNumber[] = [];
  let i = 0;
  const joiners = `${convention.group}${convention.decimal}.,`;
  while (i < text.length) {
    if (digitValue(text.codePointAt(i)) === undefined) {
      i++;
      continue;
    }
    const start = i;
    const runs: string[] = [];
    const separators: string[] = [];
    const ends: number[] = [];
    for (;;) {
      let run = '';
      for (let code = text.codePointAt(i); digitValue(code) !== undefined; code = text.codePointAt(i)) {
        run += digitValue(code);
        i += (code as number) > 0xffff ? 2 : 1;
      }
      runs.push(run);
      ends.push(i);
      const separator = text.charAt(i);
      if (!isOneOf(joiners, separator) || digitValue(text.codePointAt(i + 1)) === undefined) break;
      separators.push(separator);
      i++;
    }
    const value = readAs(runs, separators, convention) ?? readAs(runs, separators, otherConvention(convention));
    const prefix = text.charAt(start - 1) === '%' ? '%' : '';
    if (value !== undefined) {
      found.push({ text: text.slice(start, i), value, unit: unitAt(text, i) || prefix });
    } else {
      let from = start;
      runs.forEach((run, k) => {
        const end = ends[k] as number;
        const unit = k === runs.length - 1 ? unitAt(text, end) : '';
        found.push({ text: text.slice(from, end), value: integerValue(run), unit: (k === 0 && prefix) || unit });
        from = end + 1;
      });
    }
  }
  return found;
}

/** Each item of `a` that `b` lacks, as often as it lacks it. */
function missingFrom<T>(a: readonly T[], b: readonly T[], key: (item: T) => string): T[] {
  const counts = new Map<string, number>();
  for (const item of b) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return a.filter((item) => {
    const left = counts.get(key(item)) ?? 0;
    counts.set(key(item), left - 1);
    return left <= 0;
  });
}

/**
 * Numbers of the source missing from the target (errors), numbers the target adds (warnings: a
 * translation sometimes spells out what the source implied), and units after a number of the
 * source that no number of the target has (warnings, as a few languages write units their way).
 */
export function checkNumbers(
  source: string,
  target: string,
  sourceLanguage: string,
  targetLanguage: string,
): QaIssue[] {
  const inSource = numbersIn(source, sourceLanguage);
  const inTarget = numbersIn(target, targetLanguage);
  const byValue = (n: FoundNumber) => n.value;
  const issues: QaIssue[] = [];
  for (const n of missingFrom(inSource, inTarget, byValue)) issues.push(issue(n.text, 'error'));
  for (const n of missingFrom(inTarget, inSource, byValue)) issues.push(issue(n.text, 'warning'));
  const units = (numbers: FoundNumber[]) => numbers.filter((n) => n.unit).map((n) => n.unit);
  const lostUnits = new Set(missingFrom(units(inSource), units(inTarget), String));
  for (const unit of lostUnits) issues.push(issue(unit, 'warning'));
  return issues;
}

function issue(detail: string, severity: QaIssue['severity']): QaIssue {
  return { kind: 'number', detail, severity };
}
