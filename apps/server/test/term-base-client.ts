import { randomBytes } from 'node:crypto';
import type { TermBaseSummary, TermEntryWire } from '@glossa/contracts/term-base';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export type Body = { code: number; success: boolean; msg: string; data: unknown };

/** A caller: a visitor with a fresh client id, or a signed-in account's token. */
export function termBaseCaller(t: TestApp, identity: { clientId?: string; token?: string } = {}, locale = 'enus') {
  const clientId = identity.clientId ?? randomBytes(16).toString('hex');
  const headers: Record<string, string> = { 'lan-i18n-code': locale };
  if (identity.token) headers.authorization = `Bearer ${identity.token}`;
  else headers['x-client-id'] = clientId;
  const call = async (path: string, payload: object = {}) => {
    const res = await t.app.inject({ method: 'POST', url: `/gateway/website/termBase/${path}`, headers, payload });
    const json = String(res.headers['content-type']).includes('json');
    return { status: res.statusCode, body: (json ? res.json() : null) as Body, text: res.body, headers: res.headers };
  };
  const data = async <T>(path: string, payload: object = {}) => {
    const res = await call(path, payload);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, success: true });
    return res.body.data as T;
  };
  return {
    clientId,
    call,
    create: (name = 'Product terms', sourceLanguage = 'en', targetLanguage = 'es') =>
      data<TermBaseSummary>('create', { name, sourceLanguage, targetLanguage }),
    list: (filter: object = {}) => data<TermBaseSummary[]>('list', filter),
    add: (termBaseId: string, fields: object) =>
      data<TermEntryWire>('addEntry', { termBaseId, doNotTranslate: false, caseSensitive: false, note: '', ...fields }),
    entries: (termBaseId: string, query: object = {}) =>
      data<{ records: TermEntryWire[]; total: number; pageNum: number; pageSize: number }>('entries', {
        termBaseId,
        pageNum: 1,
        pageSize: 20,
        ...query,
      }),
  };
}

export function expectError(res: { status: number; body: Body }, status: number, code: number, message?: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ code, success: false, data: null });
  if (message) expect(res.body.msg).toBe(message);
}
