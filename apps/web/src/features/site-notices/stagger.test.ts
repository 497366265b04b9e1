import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stagger } from './stagger.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('stagger', () => {
  it('shows the first item at once and each next one 500 ms later', () => {
    const shown: string[] = [];
    stagger(['a', 'b', 'c'], (item, index) => shown.push(`${item}${index}`));
    vi.advanceTimersByTime(0);
    expect(shown).toEqual(['a0']);
    vi.advanceTimersByTime(499);
    expect(shown).toEqual(['a0']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['a0', 'b1']);
    vi.advanceTimersByTime(500);
    expect(shown).toEqual(['a0', 'b1', 'c2']);
  });

  it('shows nothing more once cancelled', () => {
    const shown: number[] = [];
    const cancel = stagger([1, 2, 3], (item) => shown.push(item), 100);
    vi.advanceTimersByTime(150);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([1, 2]);
  });
});
