import { LANGUAGE_DATA, type LanguageEntry } from './catalog-data.ts';

export type { LanguageEntry, ScriptCode } from './catalog-data.ts';

/** Every language Glossa offers, in catalogue order (grouped by region, not sorted). */
export const LANGUAGES: readonly LanguageEntry[] = LANGUAGE_DATA;

/** Shown first in language pickers, in this order. */
export const POPULAR_LANGUAGES: readonly string[] = [
  'en',
  'zh-Hans',
  'zh-Hant',
  'es',
  'fr',
  'de',
  'ja',
  'ko',
  'ru',
  'ar',
  'pt-BR',
  'it',
  'th',
  'vi',
  'id',
];

/**
 * Tags people and other systems send that are not the catalogue's own code, nor reached by
 * Intl's canonicalisation (which already maps 'iw' → 'he', 'in' → 'id', 'tl' → 'fil', 'eng' → 'en').
 */
const ALIASES: Record<string, string> = {
  zh: 'zh-Hans',
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  'zh-my': 'zh-Hans',
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  'zh-mo': 'zh-Hant',
  cmn: 'zh-Hans',
  pt: 'pt-BR',
  sr: 'sr-Cyrl',
  no: 'nb',
  'ku-arab': 'ckb',
  'ku-latn': 'ku',
  kmr: 'ku',
  ber: 'zgh',
  tzm: 'zgh',
  'mni-mtei': 'mni',
  prs: 'fa',
};

const byKey = new Map<string, LanguageEntry>();
for (const entry of LANGUAGES) byKey.set(entry.code.toLowerCase(), entry);
for (const [alias, code] of Object.entries(ALIASES)) {
  const entry = byKey.get(code.toLowerCase());
  if (entry && !byKey.has(alias)) byKey.set(alias, entry);
}
// Apertium's own codes, except shared ones such as 'hbs' (Serbo-Croatian), which Intl resolves.
const apertiumCodes = LANGUAGES.flatMap((entry) => (entry.apertium ? [entry.apertium] : []));
for (const entry of LANGUAGES) {
  const apertium = entry.apertium;
  if (!apertium || byKey.has(apertium)) continue;
  if (apertiumCodes.indexOf(apertium) === apertiumCodes.lastIndexOf(apertium)) byKey.set(apertium, entry);
}

/**
 * Finds a catalogue language from any reasonable tag: the catalogue code in any case ('ZH-hans'),
 * a legacy or ISO 639-3 code ('iw', 'eng'), or a tag with a region or script the catalogue does
 * not distinguish ('es-MX', 'sr-Latn-RS', 'zh-Hant-TW').
 */
export function findLanguage(code: string): LanguageEntry | undefined {
  const key = code.trim().replace(/_/g, '-').toLowerCase();
  if (!key) return undefined;
  return byKey.get(key) ?? findByLocale(key);
}

/** Looks a tag up through Intl: canonical form, then language + script, language + region, language. */
function findByLocale(key: string): LanguageEntry | undefined {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(Intl.getCanonicalLocales(key)[0] ?? key);
  } catch {
    return undefined;
  }
  const language = locale.language;
  const region = locale.region?.toLowerCase();
  // Portuguese outside Brazil (Portugal, Angola, Mozambique...) follows the European norm.
  if (language === 'pt' && region) return byKey.get(region === 'br' ? 'pt-br' : 'pt-pt');
  const script = (locale.script ?? likelyScript(locale))?.toLowerCase();
  const candidates = [
    locale.baseName.toLowerCase(),
    script && `${language}-${script}`,
    region && `${language}-${region}`,
    language,
  ];
  for (const candidate of candidates) {
    const entry = candidate ? byKey.get(candidate) : undefined;
    if (entry) return entry;
  }
  return undefined;
}

/** The script a tag implies ('zh-TW' → Hant, 'sr-ME' → Latn), from CLDR's likely subtags. */
function likelyScript(locale: Intl.Locale): string | undefined {
  try {
    return locale.maximize().script;
  } catch {
    return undefined;
  }
}

/** The catalogue entry for a code the caller knows to be in the catalogue. */
export function languageEntry(code: string): LanguageEntry {
  const entry = findLanguage(code);
  if (!entry) throw new RangeError(`Unknown language: ${code}`);
  return entry;
}
