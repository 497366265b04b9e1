import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body.ts';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts objects and arrays together, up to the limit and one past it', () => {
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(nested(33), 32)).toBe(true);
    expect(nestsDeeperThan(`${'{"a":['.repeat(16)}1${']}'.repeat(16)}`, 32)).toBe(false);
    expect(nestsDeeperThan(`${'{"a":['.repeat(16)}{}${']}'.repeat(16)}`, 32)).toBe(true);
  });

  it('measures depth, not the number of siblings', () => {
    expect(nestsDeeperThan(`[${'[[1]],'.repeat(10_000)}[]]`, 3)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '['.repeat(1000) }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: `"${'{'.repeat(100)}\\"[[[` }), 2)).toBe(false);
    // A string ending in a backslash: the quote after it closes the string, and the arrays count.
    expect(nestsDeeperThan(`{"a":"x\\\\","b":${nested(5)}}`, 3)).toBe(true);
    expect(nestsDeeperThan(`{"a":"x\\\\\\"[[[[[[","b":1}`, 3)).toBe(false);
  });

  it('stops at the first level too deep, whatever follows', () => {
    expect(nestsDeeperThan(`${'['.repeat(100_000)}`, 32)).toBe(true);
    expect(nestsDeeperThan('"unterminated [[[[[[', 2)).toBe(false);
  });
});
