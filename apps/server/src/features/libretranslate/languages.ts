import type { LibreLanguage } from '@glossa/contracts/libretranslate-answers';
import type { EngineSet } from '@glossa/translate/engines/registry';
import { LANGUAGES } from '@glossa/translate/languages/catalog';
import { languageName } from '@glossa/translate/languages/names';
import { pairList, servedPairs, whileEnginesStay } from '../system/index.ts';
import { libreCode } from './codes.ts';

/**
 * Every source language the engines serve with its targets, in the catalogue's order. Each lists
 * itself among its targets, as LibreTranslate does (Argos Translate has every language translate to
 * itself): such a request answers the text as it is.
 */
function servedLanguages(set: EngineSet): LibreLanguage[] {
  const targets = new Map<string, Set<string>>();
  const all = LANGUAGES.map((language) => language.code);
  for (const pairs of Object.values(servedPairs(set.engines))) {
    for (const [source, target] of pairList(pairs, all)) {
      const known = targets.get(source) ?? new Set<string>();
      known.add(target);
      targets.set(source, known);
    }
  }
  return all
    .filter((code) => targets.has(code))
    .map((code) => ({
      code: libreCode(code),
      name: languageName(code, 'enus'),
      targets: all.filter((target) => target === code || targets.get(code)?.has(target)).map(libreCode),
    }));
}

/** The answer of `GET /languages`, worked out again only when the running engines change. */
export function languageList(set: EngineSet): () => LibreLanguage[] {
  return whileEnginesStay(set, servedLanguages);
}
