import { randomBytes } from 'node:crypto';
import type { TermBaseSummary } from '@glossa/contracts/term-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTermBase } from '../src/features/term-base/service.ts';
import { expectError, termBaseCaller } from './term-base-client.ts';
import { createTestApp, FALLBACK_BUNDLE, mailedCode, type TestApp } from './test-app.ts';

let t: TestApp;
// A clock that moves on at every reading: two changes in one millisecond still have an order, so
// "most recently changed first" is decided by the test and not by the machine's speed.
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE, { now: () => ++clock });
});
afterAll(async () => t.close());

describe('who owns a term base', () => {
  it('asks for a client id or a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/gateway/website/termBase/list', payload: {} });
    expect(res.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/gateway/website/termBase/list',
      headers: { 'x-client-id': 'not-hex' },
      payload: {},
    });
    expect(bad.statusCode).toBe(401);
  });

  it('answers 404 for another owner’s ids on every call, exactly as for a missing one', async () => {
    const alice = termBaseCaller(t);
    const bob = termBaseCaller(t);
    const base = await alice.create('Alice terms');
    const entry = await alice.add(base.termBaseId, { source: 'invoice', target: 'factura' });
    expect(await bob.list()).toEqual([]);
    const missing = '01900000-0000-7000-8000-000000000000';
    const calls: [string, object][] = [
      ['rename', { name: 'Mine now' }],
      ['delete', {}],
      ['entries', { pageNum: 1, pageSize: 20 }],
      ['addEntry', { source: 'a', target: 'b' }],
      ['updateEntry', { entryId: entry.entryId, source: 'a', target: 'b' }],
      ['deleteEntry', { entryId: entry.entryId }],
      ['import', { csv: 'source,target\na,b\n' }],
      ['export', {}],
    ];
    for (const [path, body] of calls) {
      const theirs = await bob.call(path, { termBaseId: base.termBaseId, ...body });
      const none = await bob.call(path, { termBaseId: missing, ...body });
      expectError(theirs, 404, 404, 'Not found');
      expect(theirs.body).toEqual(none.body);
    }
    // An entry of another base is not reachable through one's own base either.
    const own = await bob.create('Bob terms');
    const cross = await bob.call('updateEntry', {
      termBaseId: own.termBaseId,
      entryId: entry.entryId,
      source: 'x',
      target: 'y',
    });
    expectError(cross, 404, 404);
    expect((await alice.entries(base.termBaseId)).records).toEqual([entry]);
    expect(await loadTermBase(t.db, `visitor:${bob.clientId}`, base.termBaseId)).toBeUndefined();
  });

  it('keeps a signed-in account’s term bases apart from the visitor’s', async () => {
    const visitor = termBaseCaller(t);
    const email = `term-${randomBytes(4).toString('hex')}@example.com`;
    const send = await t.app.inject({
      method: 'POST',
      url: '/gateway/logincommon/code/getSMSCode',
      payload: { email, purpose: 'register' },
    });
    expect(send.statusCode).toBe(200);
    const code = await mailedCode(t.db, email);
    const password = 'correct horse 1';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/gateway/logincommon/user/register',
      payload: { email, code, password, confirmPassword: password, agreed: true },
    });
    expect(registered.json()).toMatchObject({ code: 200 });
    const token = (registered.json() as { data: { token: string } }).data.token;
    const user = termBaseCaller(t, { token });
    const base = await user.create('Account terms', 'de', 'fr');
    expect((await user.list()).map((b) => b.name)).toEqual(['Account terms']);
    expect(await visitor.list()).toEqual([]);
    expectError(await visitor.call('entries', { termBaseId: base.termBaseId }), 404, 404);
  });
});

describe('term bases', () => {
  it('creates, lists with counts, filters by pair, renames and deletes', async () => {
    const me = termBaseCaller(t);
    const es = await me.create('Marketing', 'EN', 'es-MX');
    expect(es).toMatchObject({ name: 'Marketing', sourceLanguage: 'en', targetLanguage: 'es', entryCount: 0 });
    const ja = await me.create('  Legal   terms ', 'en', 'ja');
    expect(ja.name).toBe('Legal terms');
    await me.add(es.termBaseId, { source: 'sale', target: 'oferta' });
    const listed = await me.list();
    expect(listed.map((b) => [b.name, b.entryCount])).toEqual([
      ['Marketing', 1],
      ['Legal terms', 0],
    ]);
    expect((await me.list({ sourceLanguage: 'en', targetLanguage: 'ja' })).map((b) => b.name)).toEqual(['Legal terms']);
    expect((await me.list({ sourceLanguage: 'auto', targetLanguage: 'es' })).map((b) => b.name)).toEqual(['Marketing']);
    const renamed = await me.call('rename', { termBaseId: ja.termBaseId, name: 'Contracts' });
    expect((renamed.body.data as TermBaseSummary).name).toBe('Contracts');
    expect((await me.call('delete', { termBaseId: es.termBaseId })).body.code).toBe(200);
    expect((await me.list()).map((b) => b.name)).toEqual(['Contracts']);
    const rows = await t.db.selectFrom('term_entries').select('id').where('term_base_id', '=', es.termBaseId).execute();
    expect(rows).toEqual([]);
  });

  it('refuses bad names and language pairs with localised messages', async () => {
    const me = termBaseCaller(t);
    await me.create('Taken');
    const payload = { sourceLanguage: 'en', targetLanguage: 'es' };
    expectError(
      await me.call('create', { ...payload, name: '   ' }),
      400,
      10300,
      'Please enter a name for the term base',
    );
    expectError(
      await me.call('create', { ...payload, name: 'x'.repeat(61) }),
      400,
      10301,
      'The term base name can be at most 60 characters',
    );
    expectError(await me.call('create', { ...payload, name: 'TAKEN' }), 400, 10302);
    expectError(await me.call('create', { name: 'Same', sourceLanguage: 'en', targetLanguage: 'en-GB' }), 400, 10303);
    expectError(await me.call('create', { name: 'Bad', sourceLanguage: 'xx-nope', targetLanguage: 'es' }), 400, 10303);
    expectError(await me.call('create', { name: 'Auto', sourceLanguage: 'auto', targetLanguage: 'es' }), 400, 10303);
    const german = termBaseCaller(t, { clientId: me.clientId }, 'dede');
    expectError(
      await german.call('create', { ...payload, name: '' }),
      400,
      10300,
      'Bitte geben Sie einen Namen für die Termbank ein',
    );
  });
});

describe('entries', () => {
  it('adds, edits and deletes entries with their flags and note', async () => {
    const me = termBaseCaller(t);
    const base = await me.create();
    const added = await me.add(base.termBaseId, {
      source: '  Cloud   Drive ',
      target: 'Unidad',
      caseSensitive: true,
      note: 'UI name',
    });
    expect(added).toMatchObject({
      source: 'Cloud Drive',
      target: 'Unidad',
      caseSensitive: true,
      doNotTranslate: false,
      note: 'UI name',
    });
    const kept = await me.add(base.termBaseId, { source: 'Glossa', target: 'ignored', doNotTranslate: true });
    expect(kept).toMatchObject({ target: '', doNotTranslate: true });
    const edited = await me.call('updateEntry', {
      termBaseId: base.termBaseId,
      entryId: added.entryId,
      source: 'cloud drive',
      target: 'Unidad en la nube',
      doNotTranslate: false,
      caseSensitive: false,
      note: '',
    });
    expect(edited.body.data).toMatchObject({
      entryId: added.entryId,
      source: 'cloud drive',
      target: 'Unidad en la nube',
    });
    expect((await me.call('deleteEntry', { termBaseId: base.termBaseId, entryId: kept.entryId })).body.code).toBe(200);
    expectError(await me.call('deleteEntry', { termBaseId: base.termBaseId, entryId: kept.entryId }), 404, 404);
    const loaded = await loadTermBase(t.db, `visitor:${me.clientId}`, base.termBaseId);
    expect(loaded).toEqual({
      sourceLanguage: 'en',
      targetLanguage: 'es',
      entries: [{ source: 'cloud drive', target: 'Unidad en la nube', caseSensitive: false, doNotTranslate: false }],
    });
  });

  it('validates each field and refuses duplicates ignoring case', async () => {
    const me = termBaseCaller(t);
    const base = await me.create();
    const entry = (fields: object) => ({
      termBaseId: base.termBaseId,
      doNotTranslate: false,
      caseSensitive: false,
      note: '',
      ...fields,
    });
    expectError(
      await me.call('addEntry', entry({ source: ' ', target: 'x' })),
      400,
      10305,
      'Please enter the source term',
    );
    expectError(
      await me.call('addEntry', entry({ source: 'x', target: '' })),
      400,
      10306,
      'Please enter the translation, or mark the term as do not translate',
    );
    expectError(
      await me.call('addEntry', entry({ source: 'x'.repeat(201), target: 'y' })),
      400,
      10307,
      'A term can be at most 200 characters',
    );
    expectError(await me.call('addEntry', entry({ source: 'x', target: 'y'.repeat(201) })), 400, 10307);
    expectError(await me.call('addEntry', entry({ source: 'x', target: 'y', note: 'n'.repeat(501) })), 400, 10308);
    const first = await me.add(base.termBaseId, { source: 'Invoice', target: 'Factura' });
    const other = await me.add(base.termBaseId, { source: 'Receipt', target: 'Recibo' });
    expectError(
      await me.call('addEntry', entry({ source: 'INVOICE', target: 'factura' })),
      400,
      10309,
      'This term base already has an entry for “Invoice”',
    );
    const clash = await me.call('updateEntry', entry({ entryId: other.entryId, source: 'invoice ', target: 'x' }));
    expectError(clash, 400, 10309);
    const sameSource = await me.call(
      'updateEntry',
      entry({ entryId: first.entryId, source: 'INVOICE', target: 'Factura' }),
    );
    expect(sameSource.body.code).toBe(200);
    const arabic = termBaseCaller(t, { clientId: me.clientId }, 'arsa');
    expectError(
      await arabic.call('addEntry', entry({ source: '', target: 'x' })),
      400,
      10305,
      'يرجى إدخال المصطلح المصدر',
    );
  });

  it('pages entries in source order and searches source and target ignoring case', async () => {
    const me = termBaseCaller(t);
    const base = await me.create();
    for (const [source, target] of [
      ['banana', 'plátano'],
      ['Apple', 'manzana'],
      ['cherry', 'cereza'],
      ['100% cotton', 'algodón'],
      ['date_palm', 'palmera'],
    ]) {
      await me.add(base.termBaseId, { source, target });
    }
    const first = await me.entries(base.termBaseId, { pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.records.map((e) => e.source)).toEqual(['100% cotton', 'Apple']);
    const second = await me.entries(base.termBaseId, { pageSize: 2, pageNum: 2 });
    expect(second.records.map((e) => e.source)).toEqual(['banana', 'cherry']);
    expect((await me.entries(base.termBaseId, { keyword: 'APP' })).records.map((e) => e.source)).toEqual(['Apple']);
    expect((await me.entries(base.termBaseId, { keyword: 'PLÁT' })).records.map((e) => e.source)).toEqual(['banana']);
    expect((await me.entries(base.termBaseId, { keyword: '%' })).records.map((e) => e.source)).toEqual(['100% cotton']);
    expect((await me.entries(base.termBaseId, { keyword: '_' })).records.map((e) => e.source)).toEqual(['date_palm']);
    const none = await me.entries(base.termBaseId, { keyword: 'kiwi' });
    expect(none).toEqual({ records: [], total: 0, pageNum: 1, pageSize: 20 });
    // Pages are bounded: out of range is refused, naming the field (apps/server/test/validation.test.ts).
    const outOfRange = await me.call('entries', { termBaseId: base.termBaseId, pageSize: 5000, pageNum: -3 });
    expect([outOfRange.status, outOfRange.body]).toEqual([
      400,
      {
        code: 10001,
        success: false,
        msg: 'Invalid value for pageNum: it must be at least 1',
        data: { field: 'pageNum', issue: 'tooSmall' },
      },
    ]);
  });
});
