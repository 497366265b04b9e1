/**
 * Every regular expression of the production source runs in linear time (decision 0016): a
 * pattern that backtracks super-linearly lets one long run in a request, a typed text or a line
 * of an uploaded file hold the event loop for seconds (language detection took 7 s on 32 KB of
 * letters). recheck checks each literal, each constant `new RegExp` (regex-patterns.ts,
 * regex-verdicts.ts) and the patterns of BUILT; a pattern it finds super-linear, or cannot
 * decide within PATTERN_TIMEOUT_MS, fails this test.
 *
 * The fix is a linear pattern (one reading of each run: a look-behind so that a match starts only
 * where a run starts, `(?=(x+))\1` to take a run once, a negated class that stops at the next
 * start) or a small scan (packages/translate/src/linear-text.ts). ALLOWED is for the rare pattern
 * that never reads user input of unbounded length; each entry names the file, the pattern and
 * the reason. An entry that no longer matches a failing pattern fails too, so the list stays short.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPAN_PATTERNS } from '../packages/translate/src/segments/span-patterns.ts';
import { type PatternSite, patternsIn, productionPatterns } from './regex-patterns.ts';
import { PATTERN_TIMEOUT_MS, verdicts } from './regex-verdicts.ts';

interface Allowance {
  file: string;
  source: string;
  reason: string;
}

const ALLOWED: readonly Allowance[] = [];

/**
 * Patterns put together at run time, which the scan cannot read, checked as built: the span
 * patterns read every text sent to an engine (the number pattern joins lists of units).
 */
const BUILT: readonly PatternSite[] = SPAN_PATTERNS.map(({ pattern }) => ({
  file: 'packages/translate/src/segments/span-patterns.ts',
  line: 0,
  source: pattern.source,
  flags: pattern.flags,
}));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheFile = path.join(root, 'node_modules/.cache/glossa/regex-verdicts.json');

/** The sites of each distinct pattern: a pattern written in ten places is checked once. */
function byPattern(sites: readonly PatternSite[]): Map<string, PatternSite[]> {
  const groups = new Map<string, PatternSite[]>();
  for (const site of sites) {
    const key = `/${site.source}/${site.flags}`;
    groups.set(key, [...(groups.get(key) ?? []), site]);
  }
  return groups;
}

const allowed = (site: PatternSite) =>
  ALLOWED.some((entry) => entry.file === site.file && entry.source === site.source);

describe('regular expressions of the production source', () => {
  it('finds literals and constant RegExp constructions, not patterns built at run time', () => {
    const text = [
      'const LABEL = "[a-z]+";',
      'const A = /\\s+x/gi;',
      `const B = new RegExp(String.raw\`(?:\${LABEL}\\.)+\` + "$", "u");`,
      `const C = RegExp(\`^\${LABEL}\`);`,
      'const D = new RegExp(names.join("|"));',
    ].join('\n');
    expect(patternsIn('a.ts', text)).toEqual([
      { file: 'a.ts', line: 2, source: '\\s+x', flags: 'gi' },
      { file: 'a.ts', line: 3, source: '(?:[a-z]+\\.)+$', flags: 'u' },
      { file: 'a.ts', line: 4, source: '^[a-z]+', flags: '' },
    ]);
  });

  it('tells a quadratic pattern from a linear one', async () => {
    const [quadratic, linear] = await verdicts(
      [
        { source: '\\s*$', flags: '' },
        { source: '(?<!\\s)\\s+$', flags: '' },
      ],
      cacheFile,
    );
    expect(quadratic?.linear).toBe(false);
    expect(linear?.linear).toBe(true);
  });

  it(
    'all run in linear time, or are allowed for a reason',
    async () => {
      const groups = byPattern([...productionPatterns(root), ...BUILT]);
      expect(groups.size).toBeGreaterThan(400);
      const patterns = [...groups.values()].map((sites) => sites[0] as PatternSite);
      const results = await verdicts(patterns, cacheFile);
      const failing = [...groups].flatMap(([pattern, sites], index) => {
        const verdict = results[index];
        if (!verdict || verdict.linear) return [];
        return sites
          .filter((site) => !allowed(site))
          .map((site) => `${site.file}:${site.line} ${pattern}: ${verdict.why}`);
      });
      expect(failing).toEqual([]);
      const stillNeeded = (entry: Allowance) =>
        [...groups.values()].some((sites, index) =>
          sites.some((site) => site.file === entry.file && site.source === entry.source && !results[index]?.linear),
        );
      expect(ALLOWED.filter((entry) => !stillNeeded(entry))).toEqual([]);
    },
    // A hang guard: recheck may use PATTERN_TIMEOUT_MS on a few patterns on a busy machine.
    20 * PATTERN_TIMEOUT_MS,
  );
});
