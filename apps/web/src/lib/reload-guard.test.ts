import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithReload, reloadOnce } from './reload-guard.ts';

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

  it('reloads the page being opened when its chunk fails, not the one still in the address bar', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/enus', search: '', assign } });
    void importWithReload(
      () => Promise.reject(new Error('chunk gone')),
      () => '/enus/contract/userAgreement',
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/enus/contract/userAgreement'));
  });
});
