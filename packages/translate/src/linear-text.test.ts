import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../test/linear-time.ts';
import { replaceAngleSpans, spansBetween, splitSpans, trailingSpace, trimEndOf, trimOf } from './linear-text.ts';

/** Strings of up to 12 characters from `alphabet`, the same on every run. */
function samples(alphabet: string, count = 3000): string[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: next() % 13 }, () => alphabet[next() % alphabet.length]).join(''),
  );
}

describe('the scans answer what the patterns they replace answer', () => {
  it('trims runs of characters at the edges', () => {
    for (const text of samples("/'\n a")) {
      expect(trimEndOf(text, '/')).toBe(text.replace(/\/+$/, ''));
      expect(trimOf(text, "'")).toBe(text.replace(/^'+|'+$/g, ''));
      expect(trimOf(text, '\n')).toBe(text.replace(/^\n+|\n+$/g, ''));
    }
  });

  it('finds the white space a text ends with', () => {
    for (const text of samples(' \t\n\u00a0\u2028a')) expect(trailingSpace(text)).toBe(/\s*$/.exec(text)?.[0]);
  });

  it('replaces what lies between angle brackets', () => {
    for (const text of samples('<>a/')) {
      expect(replaceAngleSpans(text, ' ')).toBe(text.replace(/<[^>]*>/g, ' '));
      expect(replaceAngleSpans(text, '', true)).toBe(text.replace(/<[^>]+>/g, ''));
    }
  });

  it('cuts text at spans of several kinds', () => {
    for (const text of samples('<![CDATA]>-x', 6000)) {
      expect(
        splitSpans(text, [
          ['<![', ']]>'],
          ['<!-', '->'],
        ]),
      ).toEqual(text.split(/(<!\[[\s\S]*?\]\]>|<!-[\s\S]*?->)/));
      expect(spansBetween(text, '<!', '>')).toEqual(text.match(/<![\s\S]*?>/g) ?? []);
    }
  });
});

// The patterns these scans replace read a long run once from each of its positions.
describe('the scans read a text once', () => {
  const grows = async (make: (size: number) => string, run: (text: string) => unknown) => {
    const { ratio } = await timeGrowth(make, run, 20_000);
    expect(ratio).toBeLessThan(linearBound());
  };

  it('on long runs at the edges', async () => {
    await grows(
      (size) => `a${'/'.repeat(size)}a`,
      (text) => trimEndOf(text, '/'),
    );
    await grows(
      (size) => `a${"'".repeat(size)}a`,
      (text) => trimOf(text, "'"),
    );
    await grows((size) => `a${' '.repeat(size)}a`, trailingSpace);
  });

  it('on brackets and spans that are never closed', async () => {
    await grows(
      (size) => '<'.repeat(size),
      (text) => replaceAngleSpans(text, ' '),
    );
    await grows(
      (size) => '<!--<![CDATA['.repeat(size / 13),
      (text) =>
        splitSpans(text, [
          ['<![CDATA[', ']]>'],
          ['<!--', '-->'],
        ]),
    );
  });
});
