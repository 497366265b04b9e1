import type { ServedPairs } from '@glossa/contracts/base-config';
import { AUTO_DETECT } from './languages.ts';

/** Which language pairs this server's engines translate (from getBaseConfig's `features.pairs`). */
export interface EngineCoverage {
  /** No engine at all: nothing translates. */
  none: boolean;
  /** An AI model (llm) translates every pair. */
  anyPair: boolean;
  /** The offline engine's pairs, as `source>target` in the catalogue's codes. */
  offline: ReadonlySet<string>;
}

const key = (source: string, target: string) => `${source}>${target}`;

export function engineCoverage(
  engines: readonly string[],
  pairs: Readonly<Record<string, ServedPairs>>,
): EngineCoverage {
  const served = Object.values(pairs);
  const offline = new Set<string>();
  for (const list of served) {
    if (list === 'any') continue;
    for (const [source, target] of list) offline.add(key(source, target));
  }
  return { none: engines.length === 0, anyPair: served.includes('any'), offline };
}

/** The picker marks offline pairs only where they matter: some offline pairs, and no model for every pair. */
export function marksOffline(coverage: EngineCoverage | undefined): coverage is EngineCoverage {
  return coverage !== undefined && !coverage.anyPair && coverage.offline.size > 0;
}

/** Targets the offline engine reaches from a source; from auto-detect, those it reaches from some source. */
export function offlineTargets(coverage: EngineCoverage, source: string): Set<string> {
  const targets = new Set<string>();
  for (const pair of coverage.offline) {
    const [from, to] = pair.split('>') as [string, string];
    if (source === AUTO_DETECT || from === source) targets.add(to);
  }
  return targets;
}

/** Sources from which the offline engine reaches a target. */
export function offlineSources(coverage: EngineCoverage, target: string): Set<string> {
  const sources = new Set<string>();
  for (const pair of coverage.offline) {
    const [from, to] = pair.split('>') as [string, string];
    if (to === target) sources.add(from);
  }
  return sources;
}

/**
 * True when the server has engines but none translates this pair. An unknown source (auto-detect
 * before the language is known) is not judged here: the server says so when it finds out.
 */
export function pairUnserved(coverage: EngineCoverage | undefined, source: string, target: string): boolean {
  if (!coverage || coverage.none || coverage.anyPair || source === AUTO_DETECT) return false;
  return !coverage.offline.has(key(source, target));
}
