import type { DeeplLanguage } from '@glossa/contracts/deepl-answers';
import type { EngineSet } from '@glossa/translate/engines/registry';
import { LANGUAGES } from '@glossa/translate/languages/catalog';
import { languageName } from '@glossa/translate/languages/names';
import { pairList, servedPairs, whileEnginesStay } from '../system/index.ts';
import { deeplGlossaryCode, deeplSourceCode, deeplTargetCodes } from './language-codes.ts';

/** DeepL's own languages: what the lists show when an engine translates any pair of the catalogue. */
const DEEPL_OWN = new Set(
  'ar bg cs da de el en es et fi fr he hu id it ja ko lt lv nb nl pl pt-BR pt-PT ro ru sk sl sv th tr uk vi zh-Hans zh-Hant'.split(
    ' ',
  ),
);

export interface ServedLanguages {
  source: DeeplLanguage[];
  target: DeeplLanguage[];
  glossaryPairs: { source_lang: string; target_lang: string }[];
}

const englishNames = new Intl.DisplayNames('en', { type: 'language' });

/** A source entry's name: the catalogue's, or the language's without its variant ('Portuguese'). */
function sourceName(code: string): string {
  const primary = code.split('-')[0] ?? code;
  return primary === code ? languageName(code, 'enus') : (englishNames.of(primary) ?? primary);
}

/** The pairs the engines serve in the catalogue's codes; an engine for any pair counts as DeepL's own set. */
function catalogPairs(engines: EngineSet): { pairs: [string, string][]; formal: Set<string> } {
  const pairs: [string, string][] = [];
  const formal = new Set<string>();
  const own = LANGUAGES.map((language) => language.code).filter((code) => DEEPL_OWN.has(code));
  for (const [kind, served] of Object.entries(servedPairs(engines.engines))) {
    const kindPairs = pairList(served, own);
    pairs.push(...kindPairs);
    // Formality is an instruction: only an AI engine follows it.
    if (kind === 'llm') for (const [, target] of kindPairs) formal.add(target);
  }
  return { pairs, formal };
}

function byCode(a: DeeplLanguage, b: DeeplLanguage): number {
  return a.language.localeCompare(b.language);
}

/** The languages and glossary pairs the engines serve, in DeepL's codes. */
export function servedLanguages(engines: EngineSet): ServedLanguages {
  const { pairs, formal } = catalogPairs(engines);
  const source = new Map<string, DeeplLanguage>();
  const target = new Map<string, DeeplLanguage>();
  const glossary = new Map<string, { source_lang: string; target_lang: string }>();
  for (const [from, to] of pairs) {
    const sourceCode = deeplSourceCode(from);
    if (!source.has(sourceCode)) source.set(sourceCode, { language: sourceCode, name: sourceName(from) });
    for (const code of deeplTargetCodes(to)) {
      if (target.has(code)) continue;
      const name = code === 'EN-GB' || code === 'EN-US' ? (englishNames.of(code) ?? code) : languageName(to, 'enus');
      target.set(code, { language: code, name, supports_formality: formal.has(to) });
    }
    const glossaryPair = { source_lang: deeplGlossaryCode(from), target_lang: deeplGlossaryCode(to) };
    if (glossaryPair.source_lang !== glossaryPair.target_lang) {
      glossary.set(`${glossaryPair.source_lang}>${glossaryPair.target_lang}`, glossaryPair);
    }
  }
  return {
    source: [...source.values()].sort(byCode),
    target: [...target.values()].sort(byCode),
    glossaryPairs: [...glossary.values()],
  };
}

/** Worked out again only when the engines change (the console can change the AI ones). */
export function servedLanguagesOf(engines: EngineSet): () => ServedLanguages {
  return whileEnginesStay(engines, servedLanguages);
}
