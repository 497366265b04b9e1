import { baseConfigSchema, buildInfoSchema } from '@glossa/contracts/base-config';
import { envelopeSchema } from '@glossa/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSiteSetting } from '../src/features/system/site-settings-repo.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' }, FALLBACK_BUNDLE);
});
afterAll(async () => t.close());

const baseConfigUrl = '/gateway/website/system/getBaseConfig';

describe('getBaseConfig', () => {
  it('answers the site settings in the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: baseConfigUrl, payload: {} });
    expect(res.statusCode).toBe(200);
    const body = envelopeSchema(baseConfigSchema).parse(res.json());
    expect(body).toMatchObject({ code: 200, success: true });
    expect(body.data.locales.map((l) => l.code)).toHaveLength(12);
    expect(body.data.locales.find((l) => l.code === 'arsa')?.dir).toBe('rtl');
    expect(body.data.defaultLocale).toBe('zhcn');
    expect(body.data.limits.freeFileSizeBytes).toBe(10 * 1024 * 1024);
    expect(body.data.limits.memberFileSizeBytes).toBe(50 * 1024 * 1024);
    expect(body.data.features.engines).toEqual([]);
    expect(body.data.features.chat).toBe(false);
  });

  it('reads operator settings from the database (migrations ran on this dialect)', async () => {
    await writeSiteSetting(t.db, 'siteName', `Acme Translate (${t.dialect})`);
    await writeSiteSetting(t.db, 'siteName', `Acme Translate ${t.dialect}`);
    const res = await t.app.inject({ method: 'POST', url: baseConfigUrl });
    expect(res.json().data.siteName).toBe(`Acme Translate ${t.dialect}`);
  });
});

describe('errors', () => {
  it('answers an unknown API path with a 404 envelope in the caller language', async () => {
    const de = await t.app.inject({
      method: 'POST',
      url: '/gateway/website/nope',
      headers: { 'lan-i18n-code': 'dede' },
    });
    expect(de.statusCode).toBe(404);
    expect(de.json()).toEqual({ code: 404, success: false, msg: 'Nicht gefunden', data: null });
    const ar = await t.app.inject({
      method: 'GET',
      url: '/gateway/website/nope',
      headers: { 'lan-i18n-code': 'arsa' },
    });
    expect(ar.json().msg).not.toBe('Not found');
    expect(ar.json().msg).toMatch(/[\u0600-\u06FF]/);
  });

  it('falls back to the default language (zhcn) for the message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/gateway/website/nope' });
    expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: baseConfigUrl,
      headers: { 'content-type': 'application/json', 'lan-i18n-code': 'enus' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, msg: 'The request is not valid' });
  });

  it('rejects a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: baseConfigUrl,
      headers: { 'content-type': 'application/json', 'lan-i18n-code': 'enus' },
      payload: JSON.stringify({ filler: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, success: false, msg: 'The request is too large' });
  });

  it('rejects an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: baseConfigUrl,
      headers: { 'content-type': 'application/x-unknown', 'lan-i18n-code': 'enus' },
      payload: 'abc',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(415);
  });
});

describe('conventions', () => {
  it('gives every answer a request id, keeping a well-formed one from the caller', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-12345678' } });
    expect(own.headers['x-request-id']).toBe('trace-12345678');
    const generated = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id!' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'POST', url: baseConfigUrl });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBeDefined();
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
      database: 'ok',
      queue: 'ok',
      storage: 'ok',
    });
  });

  it('publishes the build id for the version poll', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/builds/latest.json?timestamp=1' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(buildInfoSchema.parse(res.json()).id).toBe('unbuilt');
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 instead of crashing', async () => {
    const other = await createTestApp({}, FALLBACK_BUNDLE);
    await other.db.destroy();
    const res = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    await other.close();
  });
});
