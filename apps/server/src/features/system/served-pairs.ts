import type { ServedPairs } from '@glossa/contracts/base-config';
import type { TranslationEngine } from '@glossa/translate/engines/engine';
import type { EngineSet } from '@glossa/translate/engines/registry';
import { LANGUAGES } from '@glossa/translate/languages/catalog';

const primary = (code: string) => code.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The catalogue codes an engine's own code may stand for: itself when the catalogue has it,
 * and every variant sharing its primary subtag (Apertium's 'pt' serves 'pt-BR' and 'pt-PT').
 */
function catalogueCodes(code: string): string[] {
  if (code === '*') return LANGUAGES.map((language) => language.code);
  return LANGUAGES.filter((language) => language.code === code || primary(language.code) === primary(code)).map(
    (language) => language.code,
  );
}

/** One engine's pairs in the catalogue's codes, kept only where the engine itself says it serves them. */
function enginePairs(engine: TranslationEngine): ServedPairs {
  const declared = engine.languagePairs();
  if (declared.some((pair) => pair.source === '*' && pair.target === '*')) return 'any';
  const seen = new Set<string>();
  const pairs: [string, string][] = [];
  for (const pair of declared) {
    for (const source of catalogueCodes(pair.source)) {
      for (const target of catalogueCodes(pair.target)) {
        const key = `${source}>${target}`;
        if (source === target || seen.has(key) || !engine.supports(source, target)) continue;
        seen.add(key);
        pairs.push([source, target]);
      }
    }
  }
  return pairs;
}

/**
 * What each kind of engine on this server translates, for the web app's language picker and the
 * public APIs' language lists (worked out through `whileEnginesStay`).
 */
export function servedPairs(engines: readonly TranslationEngine[]): Record<string, ServedPairs> {
  const byKind: Record<string, ServedPairs> = {};
  for (const engine of engines) {
    const pairs = enginePairs(engine);
    const known = byKind[engine.kind];
    if (pairs === 'any' || known === 'any') byKind[engine.kind] = 'any';
    else byKind[engine.kind] = known ? mergePairs(known, pairs) : pairs;
  }
  return byKind;
}

function mergePairs(a: [string, string][], b: [string, string][]): [string, string][] {
  const keys = new Set(a.map(([source, target]) => `${source}>${target}`));
  return [...a, ...b.filter(([source, target]) => !keys.has(`${source}>${target}`))];
}

/** A kind's pairs as a list: 'any' is every ordered pair of two different `codes`. */
export function pairList(served: ServedPairs, codes: readonly string[]): [string, string][] {
  if (served !== 'any') return served;
  return codes.flatMap((source) =>
    codes.filter((target) => target !== source).map((target): [string, string] => [source, target]),
  );
}

/** `compute(set)`, worked out again only when the running engines change (the console can change the AI ones). */
export function whileEnginesStay<T>(set: EngineSet, compute: (set: EngineSet) => T): () => T {
  let cached: { key: string; value: T } | undefined;
  return () => {
    const key = set.engines.map((engine) => engine.id).join(',');
    if (cached?.key !== key) cached = { key, value: compute(set) };
    return cached.value;
  };
}

/** The engine kinds and the pairs each serves (served-pairs.ts), worked out again only when the engines change. */
export function engineSummary(set: EngineSet): () => { kinds: string[]; pairs: Record<string, ServedPairs> } {
  return whileEnginesStay(set, ({ engines }) => ({
    kinds: [...new Set(engines.map((engine) => engine.kind))],
    pairs: servedPairs(engines),
  }));
}
