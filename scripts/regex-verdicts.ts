/**
 * recheck's verdict on each pattern: the native checker (recheck-linux-x64) as one process
 * answering several checks at a time, one per core. The 'auto' checker decides by automaton
 * theory, and falls back to fuzzing only where that does not apply (look-arounds,
 * back-references, large counted repeats); fuzzing is bounded by steps instead of milliseconds,
 * so a busy machine gives the same verdicts, only later. Decided verdicts are kept in
 * node_modules/.cache by recheck version, parameters and pattern: a pattern is checked once per
 * machine, not on every run. Read by regex-safety.test.ts.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { check, type Diagnostics, type Parameters } from 'recheck';

/** How long recheck may take over one pattern; past it the pattern counts as not linear. */
export const PATTERN_TIMEOUT_MS = 30_000;

const PARAMETERS: Parameters = {
  checker: 'auto',
  timeout: PATTERN_TIMEOUT_MS,
  seedingTimeout: null,
  incubationTimeout: null,
  attackTimeout: null,
};

export type Verdict = { linear: true } | { linear: false; why: string };

interface Pattern {
  source: string;
  flags: string;
}

const recheckVersion: string = createRequire(import.meta.url)('recheck/package.json').version;

/** The verdict on each pattern, in order. */
export async function verdicts(patterns: readonly Pattern[], cacheFile: string): Promise<Verdict[]> {
  const cache = readCache(cacheFile);
  const results: Verdict[] = new Array(patterns.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < patterns.length; index = next++) {
      results[index] = await verdictOf(patterns[index] as Pattern, cache);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  writeCache(cacheFile, cache);
  return results;
}

async function verdictOf(pattern: Pattern, cache: Record<string, Verdict>): Promise<Verdict> {
  const key = cacheKey(pattern);
  const known = cache[key];
  if (known) return known;
  const verdict = toVerdict(await check(pattern.source, checkedFlags(pattern), PARAMETERS));
  if (decided(verdict)) cache[key] = verdict;
  return verdict;
}

/** `g` and `y` change where matching starts, not how one attempt backtracks; `d` only adds indices. */
function checkedFlags(pattern: Pattern): string {
  return pattern.flags.replace(/[gyd]/g, '');
}

function toVerdict(diagnostics: Diagnostics): Verdict {
  if (diagnostics.status === 'safe') return { linear: true };
  if (diagnostics.status === 'vulnerable') {
    const { complexity, attack } = diagnostics;
    const growth = complexity.type === 'polynomial' ? `polynomial, degree ${complexity.degree}` : 'exponential';
    return { linear: false, why: `${growth} (${diagnostics.checker}), e.g. ${attack.pattern.slice(0, 80)}` };
  }
  const { error } = diagnostics;
  return { linear: false, why: `not decided: ${error.kind}${'message' in error ? ` (${error.message})` : ''}` };
}

/** Only verdicts that do not depend on time are kept: not timeouts. */
function decided(verdict: Verdict): boolean {
  return verdict.linear || !verdict.why.startsWith('not decided: timeout');
}

function cacheKey(pattern: Pattern): string {
  const parts = [recheckVersion, JSON.stringify(PARAMETERS), checkedFlags(pattern), pattern.source];
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);
}

function readCache(file: string): Record<string, Verdict> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Verdict>;
  } catch {
    return {};
  }
}

/** Written whole and renamed into place, so two runs at once never leave half a file. */
function writeCache(file: string, cache: Record<string, Verdict>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify(cache));
  renameSync(temporary, file);
}
