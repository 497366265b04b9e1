import type { EngineSet } from '@glossa/translate/engines/registry';
import { LANGUAGES } from '@glossa/translate/languages/catalog';
import { languageName } from '@glossa/translate/languages/names';
import { servedPairs } from '../system/served-pairs.ts';
import { libreCode } from './codes.ts';

/** One entry of `GET /languages`, as LibreTranslate answers it. */
export interface LibreLanguage {
  code: string;
  /** The language's name in English, as LibreTranslate's documentation says. */
  name: string;
  targets: string[];
}

/** Every source language the engines serve with its targets, in the catalogue's order. */
function servedLanguages(set: EngineSet): LibreLanguage[] {
  const targets = new Map<string, Set<string>>();
  const all = LANGUAGES.map((language) => language.code);
  for (const pairs of Object.values(servedPairs(set.engines))) {
    const list: [string, string][] =
      pairs === 'any'
        ? all.flatMap((source) => all.filter((t) => t !== source).map((t) => [source, t] as [string, string]))
        : pairs;
    for (const [source, target] of list) {
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
      targets: all.filter((target) => targets.get(code)?.has(target)).map(libreCode),
    }));
}

/** The answer of `GET /languages`, worked out again only when the running engines change. */
export function languageList(set: EngineSet): () => LibreLanguage[] {
  let cached: { key: string; list: LibreLanguage[] } | undefined;
  return () => {
    const key = set.engines.map((engine) => engine.id).join(',');
    if (cached?.key !== key) cached = { key, list: servedLanguages(set) };
    return cached.list;
  };
}
