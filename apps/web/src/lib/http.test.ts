import { get, post, postQuery, routeTable } from '@glossa/contracts/route-table';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, routeCaller, setApiNotifier } from './http.ts';

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

const retried = routeTable({ x: post('/x'), xGet: get('/x') }, { x: { data: z.string() }, xGet: { data: z.string() } });
const request = routeCaller<typeof retried>(retried);

describe('retries (docs/product.md §7.9)', () => {
  it('tries a POST once more after a transient status, then succeeds', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetch);
    await expect(request('x')).resolves.toBe('done');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(toasts).toEqual([]);
  });

  it('tries a POST at most twice, then shows the error once', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(429));
    vi.stubGlobal('fetch', fetch);
    await expect(request('x')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(toasts).toEqual(['status 429']);
  });

  it('does not retry a GET, nor a POST refused for what it asked', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(503));
    vi.stubGlobal('fetch', fetch);
    await expect(request('xGet')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockReset().mockResolvedValue(answer(400));
    await expect(request('x')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a lost connection and shows the network error; a silent call shows nothing', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    await expect(request('x')).rejects.toMatchObject({ code: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(toasts).toHaveLength(1);
    await expect(request('x', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toHaveLength(1);
  });
});

describe('routeCaller: calls made from a route table', () => {
  const calls = {
    rename: post('/gateway/website/thing/rename/:id'),
    find: get('/gateway/website/thing/find'),
    alert: postQuery('/gateway/website/thing/alert'),
  };
  const routes = routeTable(calls, {
    rename: { params: z.object({ id: z.string() }), body: z.object({ name: z.string() }), data: z.string() },
    find: { querystring: z.object({ q: z.string().optional() }), data: z.string() },
    alert: { querystring: z.object({ email: z.string() }), data: z.string() },
  });
  const call = routeCaller<typeof routes>(calls);

  it('fills the path parameters and sends the other fields as the JSON body', async () => {
    const fetch = vi.fn().mockImplementation(async () => ok());
    vi.stubGlobal('fetch', fetch);
    await expect(call('rename', { id: 'a/b', name: 'New' })).resolves.toBe('done');
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/gateway/website/thing/rename/a%2Fb', 'POST', '{"name":"New"}']);
  });

  it('sends the fields of a GET, and of a POST taking a query string, in the query string', async () => {
    const fetch = vi.fn().mockImplementation(async () => ok());
    vi.stubGlobal('fetch', fetch);
    await call('find', { q: 'x y' });
    await call('find');
    await call('alert', { email: 'a@example.com' });
    const sent = (fetch.mock.calls as [string, RequestInit][]).map(([url, init]) => [init.method, url, init.body]);
    expect(sent).toEqual([
      ['GET', '/gateway/website/thing/find?q=x+y', undefined],
      ['GET', '/gateway/website/thing/find', undefined],
      ['POST', '/gateway/website/thing/alert?email=a%40example.com', undefined],
    ]);
  });
});
