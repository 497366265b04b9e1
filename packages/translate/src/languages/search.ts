import { LOCALE_CODES, type LocaleCode, localeEntry } from '@glossa/contracts/locales';
import { LANGUAGES, type LanguageEntry, POPULAR_LANGUAGES } from './catalog.ts';
import { languageName, nativeName } from './names.ts';

/** Better matches have lower ranks. */
const RANK = { exact: 0, prefix: 1, wordPrefix: 2, substring: 3 } as const;

interface SearchKeys {
  entry: LanguageEntry;
  /** The code and every name (12 interface languages and its own), folded. */
  keys: string[];
}

let index: SearchKeys[] | undefined;

const popularity = new Map(POPULAR_LANGUAGES.map((code, position) => [code, position]));

/**
 * Finds languages by code or by name in any interface language or in the language itself,
 * ignoring case, width and accents: 'espanol', 'deutsch', '德语' and 'zh' all work.
 * Ranked: exact, prefix, word prefix, substring; popular languages first within a rank, then
 * alphabetically in the interface language. An empty query lists popular languages, then the rest.
 */
export function searchLanguages(query: string, uiLocale: LocaleCode): LanguageEntry[] {
  const folded = foldForSearch(query);
  const collator = new Intl.Collator(localeEntry(uiLocale).iso);
  const byPopularityThenName = (a: LanguageEntry, b: LanguageEntry) =>
    (popularity.get(a.code) ?? Number.POSITIVE_INFINITY) - (popularity.get(b.code) ?? Number.POSITIVE_INFINITY) ||
    collator.compare(languageName(a.code, uiLocale), languageName(b.code, uiLocale));
  if (!folded) return [...LANGUAGES].sort(byPopularityThenName);

  const matches: { entry: LanguageEntry; rank: number }[] = [];
  for (const { entry, keys } of searchIndex()) {
    const rank = bestRank(keys, folded);
    if (rank !== undefined) matches.push({ entry, rank });
  }
  return matches.sort((a, b) => a.rank - b.rank || byPopularityThenName(a.entry, b.entry)).map((match) => match.entry);
}

function bestRank(keys: string[], query: string): number | undefined {
  let best: number | undefined;
  for (const key of keys) {
    const rank = matchRank(key, query);
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
    if (best === RANK.exact) break;
  }
  return best;
}

function matchRank(key: string, query: string): number | undefined {
  if (key === query) return RANK.exact;
  if (key.startsWith(query)) return RANK.prefix;
  if (key.includes(` ${query}`)) return RANK.wordPrefix;
  // A single letter inside a word matches nearly everything, so substrings need two characters.
  if (query.length > 1 && key.includes(query)) return RANK.substring;
  return undefined;
}

function searchIndex(): SearchKeys[] {
  index ??= LANGUAGES.map((entry) => {
    const names = [entry.code, nativeName(entry.code), ...LOCALE_CODES.map((ui) => languageName(entry.code, ui))];
    return { entry, keys: [...new Set(names.flatMap(withChineseSuffixes).map(foldForSearch))] };
  });
  return index;
}

/**
 * Chinese names a language '…语' (mainland) or '…文' (Taiwan, Hong Kong), and people type either:
 * '德語' and '德文' must both find German.
 */
function withChineseSuffixes(name: string): string[] {
  const stem = /^(\p{Script=Han}+)[语語文]$/u.exec(name)?.[1];
  return stem ? [name, `${stem}语`, `${stem}語`, `${stem}文`] : [name];
}

/** Accents of Latin, Greek and Cyrillic letters and Arabic vowel marks; other scripts' marks are letters' parts. */
const ACCENTS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u064b-\u065f\u0670]/g;

/** Letters that do not decompose into a base letter and an accent. */
const LETTER_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ə: 'e',
  ŋ: 'n',
};

/** Folds text for matching: full-width to normal width, lower case, no accents, no punctuation. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(ACCENTS, '')
    .normalize('NFC')
    .replace(/[ßæœøłđðþıəŋ]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(/['’ʼʻ`‘]/g, '')
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim();
}
