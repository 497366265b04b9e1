import { ERRORS } from '@glossa/contracts/errors';
import { loadCatalog } from '@glossa/i18n/catalog';
import { languageName } from '@glossa/translate/languages/names';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyService } from '../src/features/api-keys/service.ts';
import { type ApiClient, apiClient, callApi, refused } from './native-api-kit.ts';
import { type WorkspaceTest, workspaceApp } from './workspace/workspace-kit.ts';

const catalog = loadCatalog();
/** Small enough that one describe reaches it, large enough for every other test's key. */
const PER_MINUTE = 12;

let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp({}, {}, { API_KEY_PER_MINUTE: String(PER_MINUTE) });
});
afterAll(async () => w.close());

describe('the API key', () => {
  let me: ApiClient;
  beforeAll(async () => {
    me = await apiClient(w.t);
  });

  it('is asked for when none is sent, with the Bearer challenge', async () => {
    const answer = await callApi(w.t, undefined, 'GET', '/usage');
    expect(refused(answer)).toEqual([401, 'apiKeyMissing']);
    expect(answer.json.error.code).toBe(ERRORS.apiKeyMissing.code);
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="api"');
    const otherScheme = await callApi(w.t, undefined, 'GET', '/usage', {
      headers: { authorization: `DeepL-Auth-Key ${me.secret}` },
    });
    expect(refused(otherScheme)).toEqual([401, 'apiKeyMissing']);
  });

  it('is refused when unknown or revoked, before the body is read', async () => {
    const unknown = await callApi(w.t, 'glk_nothing-like-a-key', 'POST', '/translate', { body: { junk: true } });
    expect(refused(unknown)).toEqual([403, 'apiKeyInvalid']);
    const other = await apiClient(w.t);
    await new ApiKeyService({ db: w.t.db, now: Date.now }).revoke(other.userId, other.keyId);
    expect(refused(await other.call('GET', '/usage'))).toEqual([403, 'apiKeyInvalid']);
  });

  it("words the refusal in the caller's language", async () => {
    const answer = await callApi(w.t, undefined, 'GET', '/usage', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(answer.json.error.message).toBe(catalog.t('dede', 'errors', 'apiKeyMissing'));
    const english = await callApi(w.t, undefined, 'GET', '/usage');
    expect(english.json.error.message).toBe(catalog.t('enus', 'errors', 'apiKeyMissing'));
  });

  it('answers an unknown path under /api/v1 in the same shape', async () => {
    const answer = await me.call('GET', '/nothing-here');
    expect(refused(answer)).toEqual([404, 'notFound']);
    expect(answer.json.error.message).toBe(catalog.t('enus', 'errors', 'notFound'));
  });

  it('answers every unknown path under /api with its JSON 404, with or without a key, never a page', async () => {
    for (const url of ['/api', '/api/', '/api/v2/translate', '/api/v1/nothing-here', '/api/openapi.yaml']) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        for (const headers of [{}, { authorization: `Bearer ${me.secret}` }]) {
          const answer = await w.t.app.inject({
            method,
            url,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            payload: method === 'POST' ? 'texts=Hello' : undefined,
          });
          const where = `${method} ${url}`;
          expect(answer.statusCode, where).toBe(404);
          expect(answer.json().error, where).toMatchObject({ key: 'notFound', code: ERRORS.notFound.code });
        }
      }
    }
    // The documents of the API stay where they are.
    expect((await w.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
  });
});

describe('POST /translate', () => {
  let me: ApiClient;
  beforeAll(async () => {
    me = await apiClient(w.t);
  });

  it('translates texts in order, with what was billed and the engine', async () => {
    const answer = await me.call('POST', '/translate', {
      body: { texts: ['Good morning.', 'See you soon.'], source: 'en', target: 'de' },
    });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.json.translations).toHaveLength(2);
    expect(answer.json.translations.map((t: { detectedSource: string }) => t.detectedSource)).toEqual(['en', 'en']);
    for (const t of answer.json.translations) expect(t.text).toMatch(/\S/);
    expect(answer.json.billedCharacters).toBe('Good morning.'.length + 'See you soon.'.length);
    expect(typeof answer.json.engine).toBe('string');
  });

  it('keeps the tags of HTML, and what translate="no" or class="notranslate" marks byte for byte', async () => {
    const marked = ['<span translate="no">The red house</span> is  <i class="notranslate">ours</i>'];
    const answer = await me.call('POST', '/translate', {
      body: { texts: ['<p>Hello <b>world</b></p>', ...marked], target: 'fr', markup: 'html' },
    });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.json.translations[0].text).toMatch(/^<p>.*<b>.*<\/b>.*<\/p>$/);
    expect(answer.json.translations[1].text).toBe(
      '<span translate="no">The red house</span> fr:is  <i class="notranslate">ours</i>',
    );
  });

  it('refuses bad input naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ texts: [], target: 'de' }, 'texts', 'tooSmall'],
      [{ texts: ['a'] }, 'target', 'required'],
      [{ texts: ['a'], target: 'de', markup: 'pdf' }, 'markup', 'oneOf'],
      [{ texts: ['a'], target: 'de!' }, 'target', 'languageCode'],
      [{ texts: ['a'], target: 'de', termBaseId: 'nope' }, 'termBaseId', 'id'],
      [{ texts: ['a'], target: 'de', colour: 'blue' }, 'colour', 'unknownField'],
      [{ texts: Array(51).fill('a'), target: 'de' }, 'texts', 'tooLarge'],
    ];
    for (const [body, field, issue] of cases) {
      const answer = await me.call('POST', '/translate', { body });
      expect([answer.status, answer.json.error], field).toMatchObject([400, { key: 'validation', field, issue }]);
    }
  });

  it("answers 404 for another account's term base, 422 for a pair no engine serves", async () => {
    const other = await apiClient(w.t);
    const created = await other.call('POST', '/term-bases', {
      body: { name: 'Theirs', sourceLanguage: 'en', targetLanguage: 'de' },
    });
    const theirs = created.json.termBaseId;
    const answer = await me.call('POST', '/translate', { body: { texts: ['a'], target: 'de', termBaseId: theirs } });
    expect(refused(answer)).toEqual([404, 'notFound']);
    const pair = await me.call('POST', '/translate', { body: { texts: ['a'], source: 'en', target: 'xx-nope' } });
    expect(pair.status).toBeGreaterThanOrEqual(400);
    expect(pair.json.error.key).toMatch(/validation|noEngineForPair/);
  });
});

describe('GET /languages and /usage', () => {
  it('lists the languages named in the caller’s language and what each engine serves', async () => {
    const me = await apiClient(w.t);
    const answer = await me.call('GET', '/languages', { headers: { 'accept-language': 'fr' } });
    expect(answer.status, answer.body).toBe(200);
    const german = answer.json.languages.find((l: { code: string }) => l.code === 'de');
    expect(german).toMatchObject({
      code: 'de',
      name: languageName('de', 'frfr'),
      nativeName: 'Deutsch',
      direction: 'ltr',
    });
    expect(german.name).not.toBe(languageName('de', 'enus'));
    expect(answer.json.engines).toEqual([{ kind: 'llm', pairs: 'any' }]);
    expect(refused(await me.call('GET', '/languages', { query: { lang: 'x' } }))).toEqual([400, 'validation']);
  });

  it('counts what the key translated in the usage', async () => {
    const me = await apiClient(w.t);
    const before = await me.call('GET', '/usage');
    expect(before.status, before.body).toBe(200);
    expect(before.json.characterCount).toBe(0);
    await me.call('POST', '/translate', { body: { texts: ['Twelve chars'], target: 'de' } });
    const after = await me.call('GET', '/usage');
    expect(after.json.characterCount).toBe('Twelve chars'.length);
    expect(after.json.chatsLeft).toBe(before.json.chatsLeft - 1);
  });
});

describe('limits', () => {
  it(`answers 429 with Retry-After past ${PER_MINUTE} requests a minute for one key, other keys unaffected`, async () => {
    const me = await apiClient(w.t);
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE; i++) statuses.push((await me.call('GET', '/languages')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await me.call('GET', '/languages');
    expect(refused(limited)).toEqual([429, 'rateLimited']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await apiClient(w.t);
    expect((await other.call('GET', '/languages')).status).toBe(200);
  });

  it('counts one key over every route of the three APIs together, not per route', async () => {
    const me = await apiClient(w.t);
    const routes = [
      { method: 'GET', url: '/api/v1/languages', headers: { authorization: `Bearer ${me.secret}` } },
      { method: 'GET', url: '/api/v1/usage', headers: { authorization: `Bearer ${me.secret}` } },
      { method: 'GET', url: '/v2/usage', headers: { authorization: `DeepL-Auth-Key ${me.secret}` } },
      { method: 'GET', url: '/v2/languages', headers: { authorization: `DeepL-Auth-Key ${me.secret}` } },
      {
        method: 'POST',
        url: '/detect',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ q: 'Good morning to everyone here', api_key: me.secret }),
      },
    ] as const;
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) {
      const route = routes[i % routes.length] as (typeof routes)[number];
      statuses.push((await w.t.app.inject({ ...route, remoteAddress: `10.40.0.${i}` })).statusCode);
    }
    expect(statuses.slice(0, PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers 402 when the quota of the account is used up, and charges nothing', async () => {
    const me = await apiClient(w.t);
    const free = await w.t.db
      .selectFrom('plans')
      .select('daily_chats')
      .where('id', '=', 'free')
      .executeTakeFirstOrThrow();
    await w.t.db.updateTable('plans').set({ daily_chats: 1 }).where('id', '=', 'free').execute();
    try {
      expect((await me.call('POST', '/translate', { body: { texts: ['One'], target: 'de' } })).status).toBe(200);
      const answer = await me.call('POST', '/translate', { body: { texts: ['Two'], target: 'de' } });
      expect(refused(answer)).toEqual([402, 'quotaExhausted']);
      expect(answer.json.error.message).toBe(catalog.t('enus', 'errors', 'quotaExhausted'));
      expect((await me.call('GET', '/usage')).json.characterCount).toBe(3);
    } finally {
      await w.t.db.updateTable('plans').set({ daily_chats: free.daily_chats }).where('id', '=', 'free').execute();
    }
  });
});
