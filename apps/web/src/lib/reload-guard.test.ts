import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnce } from './reload-guard.ts';

describe('reloadOnce', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reloads a path at most once in 10 seconds', () => {
    const reload = vi.fn();
    expect(reloadOnce('/enus', reload)).toBe(true);
    expect(reloadOnce('/enus', reload)).toBe(false);
    expect(reloadOnce('/dede', reload)).toBe(true);
    vi.advanceTimersByTime(10_001);
    expect(reloadOnce('/enus', reload)).toBe(true);
    expect(reload.mock.calls.map((call) => call[0])).toEqual(['/enus', '/dede', '/enus']);
  });
});
