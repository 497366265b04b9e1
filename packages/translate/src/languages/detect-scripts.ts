import type { ScriptCode } from './catalog-data.ts';

/**
 * Which writing systems a text uses. Many scripts belong to one catalogue language only
 * (Thai, Georgian, Greek...), which makes the answer certain without any statistics.
 */

/** Scripts the census tells apart. Kana and Hangul are separate from Han because they decide ja and ko. */
export type ScriptName = Exclude<ScriptCode, 'Hans' | 'Hant' | 'Jpan' | 'Kore'> | 'Hani' | 'Kana' | 'Hang';

const SCRIPT_PATTERNS: readonly (readonly [ScriptName, RegExp])[] = [
  ['Latn', /\p{Script=Latin}/u],
  ['Cyrl', /\p{Script=Cyrillic}/u],
  ['Arab', /\p{Script=Arabic}/u],
  ['Hani', /\p{Script=Han}/u],
  ['Kana', /[\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/u],
  ['Hang', /\p{Script=Hangul}/u],
  ['Deva', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Grek', /\p{Script=Greek}/u],
  ['Hebr', /\p{Script=Hebrew}/u],
  ['Beng', /\p{Script=Bengali}/u],
  ['Taml', /\p{Script=Tamil}/u],
  ['Telu', /\p{Script=Telugu}/u],
  ['Knda', /\p{Script=Kannada}/u],
  ['Mlym', /\p{Script=Malayalam}/u],
  ['Gujr', /\p{Script=Gujarati}/u],
  ['Guru', /\p{Script=Gurmukhi}/u],
  ['Orya', /\p{Script=Oriya}/u],
  ['Sinh', /\p{Script=Sinhala}/u],
  ['Geor', /\p{Script=Georgian}/u],
  ['Armn', /\p{Script=Armenian}/u],
  ['Ethi', /\p{Script=Ethiopic}/u],
  ['Khmr', /\p{Script=Khmer}/u],
  ['Laoo', /\p{Script=Lao}/u],
  ['Mymr', /\p{Script=Myanmar}/u],
  ['Tibt', /\p{Script=Tibetan}/u],
  ['Thaa', /\p{Script=Thaana}/u],
  ['Mtei', /\p{Script=Meetei_Mayek}/u],
  ['Olck', /\p{Script=Ol_Chiki}/u],
  ['Tfng', /\p{Script=Tifinagh}/u],
  ['Cher', /\p{Script=Cherokee}/u],
  ['Cans', /\p{Script=Canadian_Aboriginal}/u],
];

/** Scripts written by exactly one catalogue language, or by one far more than by any other. */
export const SINGLE_LANGUAGE_SCRIPTS: Partial<Record<ScriptName, string>> = {
  Grek: 'el',
  Hebr: 'he',
  Thaa: 'dv',
  Beng: 'bn',
  Guru: 'pa',
  Gujr: 'gu',
  Orya: 'or',
  Taml: 'ta',
  Telu: 'te',
  Knda: 'kn',
  Mlym: 'ml',
  Sinh: 'si',
  Mtei: 'mni',
  Olck: 'sat',
  Tibt: 'bo',
  Thai: 'th',
  Laoo: 'lo',
  Khmr: 'km',
  Mymr: 'my',
  Geor: 'ka',
  Armn: 'hy',
  Ethi: 'am',
  Tfng: 'zgh',
  Cher: 'chr',
  Cans: 'iu',
};

/** Han, kana and Hangul characters each carry about a word's worth of meaning, Latin letters a fraction. */
const CJK_WEIGHT = 3;
const CJK: ReadonlySet<ScriptName> = new Set(['Hani', 'Kana', 'Hang']);

export interface ScriptCensus {
  /** Letters per script. */
  counts: Partial<Record<ScriptName, number>>;
  letters: number;
  /** Letters weighted by how much each says: a Han character counts as CJK_WEIGHT letters. */
  weight: number;
  /** The script with the most weight; Han, kana and Hangul count together as 'CJK'. */
  dominant: ScriptName | 'CJK' | undefined;
  /** The dominant script's share of the weighted letters, 0..1. */
  share: number;
}

export function scriptCensus(text: string): ScriptCensus {
  const counts: Partial<Record<ScriptName, number>> = {};
  let letters = 0;
  for (const character of text) {
    const script = scriptOf(character);
    if (!script) continue;
    counts[script] = (counts[script] ?? 0) + 1;
    letters++;
  }
  const weights = new Map<ScriptName | 'CJK', number>();
  let total = 0;
  for (const [script, count] of Object.entries(counts) as [ScriptName, number][]) {
    const group = CJK.has(script) ? 'CJK' : script;
    const weight = count * (CJK.has(script) ? CJK_WEIGHT : 1);
    weights.set(group, (weights.get(group) ?? 0) + weight);
    total += weight;
  }
  let dominant: ScriptName | 'CJK' | undefined;
  let best = 0;
  for (const [group, weight] of weights) {
    if (weight > best) {
      best = weight;
      dominant = group;
    }
  }
  return { counts, letters, weight: total, dominant, share: total ? best / total : 0 };
}

function scriptOf(character: string): ScriptName | undefined {
  if (/[A-Za-z]/.test(character)) return 'Latn';
  if (!/[\p{L}\u30fc]/u.test(character)) return undefined;
  for (const [script, pattern] of SCRIPT_PATTERNS) {
    if (pattern.test(character)) return script;
  }
  return undefined;
}
