/**
 * What engines must copy verbatim, as regular expressions over plain text (no tags). Each kind
 * lists its patterns; `findSpans` (protect.ts) picks the earliest, longest match among them.
 */
export type ProtectKind = 'url' | 'email' | 'number' | 'placeholder' | 'code' | 'formula';

export interface SpanPattern {
  kind: ProtectKind;
  pattern: RegExp;
  /** Optional post-processing: the span's end after trimming, or undefined to reject. */
  accept?: (match: RegExpExecArray) => number | undefined;
}

const escapeRegExp = (text: string) => text.replace(/[$()*+./?[\\\]^{|}-]/g, '\\$&');
const alternatives = (items: readonly string[]) =>
  [...items]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

// Scripts written without spaces: a URL followed directly by Chinese text ends there.
const URL_CHAR = String.raw`[^\s<>"'\u0060\u3000-\u303F\uFF00-\uFFEF\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]`;
// Chinese or Japanese text may touch a URL; a Latin letter before "www." means another word.
const URL = new RegExp(
  String.raw`(?<![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}_@.\/-])(?:(?:https?|ftp):\/\/|www\.)${URL_CHAR}+`,
  'giu',
);

const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Drops sentence punctuation and unbalanced closing brackets from the end of a URL. */
function urlEnd(match: RegExpExecArray): number | undefined {
  const url = match[0];
  let end = url.length;
  for (;;) {
    const last = url[end - 1] as string;
    const opener = CLOSERS[last];
    const body = url.slice(0, end);
    if (/[.,;:!?…*_~]/.test(last)) end--;
    else if (opener && body.split(opener).length <= body.split(last).length - 1) end--;
    else break;
  }
  const kept = url.slice(0, end);
  return /^(?:(?:https?|ftp):\/\/|www\.)[\p{L}\p{N}]/iu.test(kept) ? match.index + end : undefined;
}

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(
  String.raw`(?<![\w.%+-])[A-Za-z0-9_%+-](?:[A-Za-z0-9._%+-]*[A-Za-z0-9_%+-])?@(?:${LABEL}\.)+[A-Za-z]{2,24}(?![\w-])`,
  'g',
);

const PLACEHOLDERS = [
  /\{\{[^{}\n]{1,100}\}\}/g,
  /\$\{[^{}\n]{1,100}\}/g,
  /\{(?:\d{1,3}|[A-Za-z_][\w.]{0,60})(?:,\s*(?:number|date|time)(?:,\s*\w+)?)?\}/g,
  // printf: no space flag, so "50% discount" stays text; not glued to letters or digits.
  // Zeros are flags and a width starts with 1-9, so '%000...' has one reading.
  /(?<![%\p{L}\p{N}])%(?:\d{1,2}\$)?[-+0#]*(?:[1-9]\d*|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|z|j|t)?[sdifuxXoeEgGcp@](?![\p{L}\p{N}])/gu,
  /(?<!%)%\([A-Za-z_]\w*\)[-+0#]*(?:[1-9]\d*)?(?:\.\d+)?[sdifrxXoeEgGc]/g,
];

const CODE = /``[^\n]+?``|`[^`\n]+`/g;

const FORMULAS = [
  /\$\$[^$]+?\$\$/g,
  // A formula ends before the next one opens: an unclosed '\(' does not make every later one read on to the end.
  /\\\((?:(?!\\\()[\s\S])+?\\\)/g,
  /\\\[(?:(?!\\\[)[\s\S])+?\\\]/g,
  // Pandoc's rule tells maths from money: "$x^2$" is a formula, "$5 and $6" is not.
  /(?<![\\$\p{L}\p{N}])\$(?=[^\s$])(?:\\.|[^$\\\n]){1,300}?(?<=[^\s\\])\$(?![\p{N}$])/gu,
];

/** Units safe after a space ("10 km"); short ones that are also words need no space ("5in"). */
const UNITS_SPACED = (
  '% ‰ °C °F ° km/h m/s km cm mm µm μm nm m kg mg g ml mL l L ms µs ns s min h Hz kHz MHz GHz KB kB MB GB TB ' +
  'KiB MiB GiB TiB px dpi mV kV mA kW MW kWh Wh kJ kcal Pa kPa hPa mph ft lb lbs oz € $ £ ¥ ₹ ₽ ₩ USD EUR GBP JPY CNY CHF'
).split(' ');
const UNITS_ATTACHED = 't A V W N J K B x × in em rem pt yd mi bar'.split(' ');
const CURRENCY = '[$€£¥₹₽₩]';
const SPACE = '[ \\u00A0\\u202F]';
// Grouped thousands (3,000 / 1.234.567,89 / 1 234 with narrow spaces), or a plain decimal.
const CORE = String.raw`\d{1,3}(?:[,\u00A0\u202F]\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?`;
const NUMBER = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.,])(?<currency>${CURRENCY}${SPACE}?)?(?:(?<!\p{N})[-−+])?(?<core>${CORE})(?<exp>[eE][-+−]?\d+)?` +
    String.raw`(?<unit>${SPACE}?(?:${alternatives(UNITS_SPACED)})|(?:${alternatives(UNITS_ATTACHED)}))?(?![\p{L}\p{N}_])`,
  'gu',
);

/** A bare integer ("5 apples") stays text: engines copy it anyway and need it for plural agreement. */
function numberEnd(match: RegExpExecArray): number | undefined {
  const { currency, core, exp, unit } = match.groups ?? {};
  const formatted = currency || exp || unit || /[.,\u00A0\u202F]/.test(core ?? '');
  return formatted ? match.index + match[0].length : undefined;
}

const DATES_AND_TIMES = [
  /(?<![\p{N}-])\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?![\p{N}])/gu,
  /(?<![\p{N}./-])\d{1,2}([./-])\d{1,2}\1\d{2,4}(?![\p{N}])/gu,
  /(?<![\p{N}:.])\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm](?![\p{L}]))?(?![\p{N}:])/gu,
];

export const SPAN_PATTERNS: readonly SpanPattern[] = [
  { kind: 'code', pattern: CODE },
  ...FORMULAS.map((pattern) => ({ kind: 'formula' as const, pattern })),
  { kind: 'url', pattern: URL, accept: urlEnd },
  { kind: 'email', pattern: EMAIL },
  ...PLACEHOLDERS.map((pattern) => ({ kind: 'placeholder' as const, pattern })),
  ...DATES_AND_TIMES.map((pattern) => ({ kind: 'number' as const, pattern })),
  { kind: 'number', pattern: NUMBER, accept: numberEnd },
];
