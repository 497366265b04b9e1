import { TERM_BASE_LIMITS } from '@glossa/contracts/term-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, refused } from './native-api-kit.ts';
import { multipart, type WorkspaceTest, workspaceApp } from './workspace/workspace-kit.ts';

let w: WorkspaceTest;
let me: ApiClient;
let other: ApiClient;
beforeAll(async () => {
  w = await workspaceApp();
  me = await apiClient(w.t);
  other = await apiClient(w.t);
});
afterAll(async () => w.close());

const csv = (text: string) => ({ raw: { payload: text, contentType: 'text/csv' } });

describe('term bases through the native API', () => {
  let termBaseId: string;

  it('creates, lists and reads a term base of the key’s account', async () => {
    const created = await me.call('POST', '/term-bases', {
      body: { name: 'Product names', sourceLanguage: 'en', targetLanguage: 'de' },
    });
    expect(created.status, created.body).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Product names',
      sourceLanguage: 'en',
      targetLanguage: 'de',
      entryCount: 0,
    });
    termBaseId = created.json.termBaseId;
    const listed = await me.call('GET', '/term-bases');
    expect(listed.json.termBases.map((t: { termBaseId: string }) => t.termBaseId)).toEqual([termBaseId]);
    const filtered = await me.call('GET', '/term-bases', { query: { targetLanguage: 'fr' } });
    expect(filtered.json.termBases).toEqual([]);
    expect((await me.call('GET', `/term-bases/${termBaseId}`)).json).toEqual(created.json);
    expect((await other.call('GET', '/term-bases')).json.termBases).toEqual([]);
  });

  it('adds and pages entries', async () => {
    const added = await me.call('POST', `/term-bases/${termBaseId}/entries`, {
      body: { source: 'Glossa', doNotTranslate: true },
    });
    expect(added.status, added.body).toBe(201);
    expect(added.json).toMatchObject({ source: 'Glossa', target: '', doNotTranslate: true, caseSensitive: false });
    const twice = await me.call('POST', `/term-bases/${termBaseId}/entries`, {
      body: { source: 'glossa', target: 'x' },
    });
    expect(refused(twice)).toEqual([400, 'termDuplicate']);
    const page = await me.call('GET', `/term-bases/${termBaseId}/entries`, { query: { pageSize: '1' } });
    expect(page.json).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect(page.json.entries[0].entryId).toBe(added.json.entryId);
  });

  it('imports CSV and TSV term lists, reporting the rows not used', async () => {
    const first = await me.call(
      'POST',
      `/term-bases/${termBaseId}/import`,
      csv('source,target\nInvoice,Rechnung\n,x\n'),
    );
    expect(first.status, first.body).toBe(200);
    expect(first.json).toMatchObject({ added: 1, updated: 0, skippedCount: 1 });
    expect(first.json.skipped[0]).toMatchObject({ line: 3, reason: 'sourceMissing' });
    const tsv = await me.call('POST', `/term-bases/${termBaseId}/import`, {
      raw: {
        payload: 'source\ttarget\nInvoice\tFaktura\nOrder\tBestellung\n',
        contentType: 'text/tab-separated-values',
      },
    });
    expect(tsv.json).toMatchObject({ added: 1, updated: 1, skippedCount: 0 });
    const plain = await me.call('POST', `/term-bases/${termBaseId}/import`, {
      raw: { payload: 'Customer;Kunde\n', contentType: 'text/plain; charset=utf-8' },
    });
    expect(plain.json).toMatchObject({ added: 1 });
    expect((await me.call('GET', `/term-bases/${termBaseId}`)).json.entryCount).toBe(4);
    const json = await me.call('POST', `/term-bases/${termBaseId}/import`, { body: { csv: 'a,b' } });
    expect([json.status, json.json.error]).toMatchObject([
      400,
      { key: 'validation', field: 'body', issue: 'typeString' },
    ]);
  });

  it('translates with the term base', async () => {
    const answer = await me.call('POST', '/translate', {
      body: { texts: ['Send the Invoice to Glossa.'], source: 'en', target: 'de', termBaseId },
    });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.json.translations[0].text).toContain('Faktura');
    expect(answer.json.translations[0].text).toContain('Glossa');
  });

  it('refuses it for a request of another language pair, naming both pairs', async () => {
    const answer = await me.call('POST', '/translate', {
      body: { texts: ['Send the Invoice.'], source: 'en', target: 'fr', termBaseId },
    });
    expect(refused(answer)).toEqual([400, 'termBasePairMismatch']);
    expect(answer.json.error.message).toBe(
      'The term base is for English → German: it cannot serve a request from English into French',
    );
    const bytes = new TextEncoder().encode('Send the Invoice.');
    const body = multipart([{ name: 'a.txt', bytes }], { source: 'en', target: 'fr', termBaseId });
    const document = await me.call('POST', '/documents', { raw: body });
    expect(refused(document)).toEqual([400, 'termBasePairMismatch']);
  });

  it("answers 404 for another account's term base, whatever is asked of it", async () => {
    const paths = [`/term-bases/${termBaseId}`, `/term-bases/${termBaseId}/entries`];
    for (const path of paths) expect(refused(await other.call('GET', path)), path).toEqual([404, 'notFound']);
    const entry = await other.call('POST', `/term-bases/${termBaseId}/entries`, { body: { source: 'a', target: 'b' } });
    expect(refused(entry)).toEqual([404, 'notFound']);
    expect(refused(await other.call('POST', `/term-bases/${termBaseId}/import`, csv('a,b')))).toEqual([
      404,
      'notFound',
    ]);
    expect(refused(await other.call('DELETE', `/term-bases/${termBaseId}`))).toEqual([404, 'notFound']);
    expect((await me.call('GET', `/term-bases/${termBaseId}`)).status).toBe(200);
  });

  it('deletes it with its entries', async () => {
    const answer = await me.call('DELETE', `/term-bases/${termBaseId}`);
    expect([answer.status, answer.body]).toEqual([204, '']);
    expect(refused(await me.call('GET', `/term-bases/${termBaseId}`))).toEqual([404, 'notFound']);
  });
});

describe('refused term base requests', () => {
  it('names the field, or answers the term base’s own error', async () => {
    const pair = { sourceLanguage: 'en', targetLanguage: 'de' };
    const noName = await me.call('POST', '/term-bases', { body: pair });
    expect(refused(noName)).toEqual([400, 'termBaseNameRequired']);
    const long = await me.call('POST', '/term-bases', {
      body: { ...pair, name: 'n'.repeat(TERM_BASE_LIMITS.nameMaxLength + 1) },
    });
    expect(refused(long)).toEqual([400, 'termBaseNameTooLong']);
    const language = await me.call('POST', '/term-bases', {
      body: { name: 'x', sourceLanguage: 'en', targetLanguage: 1 },
    });
    expect(refused(language)).toEqual([400, 'termBaseLanguage']);
    await me.call('POST', '/term-bases', { body: { ...pair, name: 'Taken' } });
    expect(refused(await me.call('POST', '/term-bases', { body: { ...pair, name: 'taken' } }))).toEqual([
      400,
      'termBaseNameTaken',
    ]);
    const page = await me.call('GET', `/term-bases/${'0'.repeat(8)}-0000-7000-8000-${'0'.repeat(12)}/entries`, {
      query: { pageSize: '500' },
    });
    expect([page.status, page.json.error]).toMatchObject([400, { field: 'pageSize', issue: 'tooLarge' }]);
    expect(refused(await me.call('GET', '/term-bases/nope'))).toEqual([400, 'validation']);
  });
});
