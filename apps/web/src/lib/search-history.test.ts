import { describe, expect, it } from 'vitest';
import { withKeyword } from './search-history.ts';

describe('withKeyword', () => {
  it('puts the newest keyword first, once, trimmed, and keeps at most eight', () => {
    expect(withKeyword(['a', 'b'], ' b ')).toEqual(['b', 'a']);
    expect(withKeyword(['a'], '   ')).toEqual(['a']);
    const long = ['1', '2', '3', '4', '5', '6', '7', '8'];
    expect(withKeyword(long, 'new')).toEqual(['new', '1', '2', '3', '4', '5', '6', '7']);
  });
});
