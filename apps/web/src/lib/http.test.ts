import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setApiNotifier } from './http.ts';

const answer = (
  status: number,
  body: unknown = { code: status, success: false, msg: `status ${status}`, data: null },
) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = () => answer(200, { code: 200, success: true, msg: 'success', data: 'done' });

let toasts: string[];
beforeEach(() => {
  toasts = [];
  const store = new Map<string, string>();
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  });
  setApiNotifier({ error: (text) => toasts.push(text), signedOutElsewhere: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setApiNotifier(undefined);
});

describe('apiRequest retries (docs/product.md §7.9)', () => {
  it('tries a POST once more after a transient status, then succeeds', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('/x')).resolves.toBe('done');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(toasts).toEqual([]);
  });

  it('tries a POST at most twice, then shows the error once', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(429));
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('/x')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(toasts).toEqual(['status 429']);
  });

  it('does not retry a GET, nor a POST refused for what it asked', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(503));
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('/x', { method: 'GET' })).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockReset().mockResolvedValue(answer(400));
    await expect(apiRequest('/x')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a lost connection and shows the network error; a silent call shows nothing', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(toasts).toHaveLength(1);
    await expect(apiRequest('/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toHaveLength(1);
  });
});
