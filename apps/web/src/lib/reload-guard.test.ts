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
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}')));
    void importWithReload(
      () => Promise.reject(new Error('chunk gone')),
      () => '/enus/contract/userAgreement',
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/enus/contract/userAgreement'));
  });

  it('does not reload while the server cannot be reached, and loads the chunk once it answers again', async () => {
    const assign = vi.fn();
    const online = new Set<() => void>();
    vi.stubGlobal('window', {
      location: { pathname: '/enus/chat/c1', search: '', assign },
      addEventListener: (_: string, listener: () => void) => online.add(listener),
      removeEventListener: (_: string, listener: () => void) => online.delete(listener),
    });
    // The proxy in front answers 502 while the server is down; then the server is back.
    let serverUp = false;
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: serverUp ? 200 : 502 })));
    let attempts = 0;
    const loaded = importWithReload(() =>
      ++attempts === 1 ? Promise.reject(new Error('chunk')) : Promise.resolve('host'),
    );
    await vi.waitFor(() => expect(online.size).toBe(1));
    vi.advanceTimersByTime(5_000);
    await vi.waitFor(() => expect(online.size).toBe(1));
    expect(attempts).toBe(1);
    serverUp = true;
    for (const listener of online) listener();
    await expect(loaded).resolves.toBe('host');
    expect(attempts).toBe(2);
    expect(assign).not.toHaveBeenCalled();
  });
});
