import { AGENT_IDS, PROFESSIONAL_OPTION_KEYS } from '@glossa/contracts/chat-requests';
import { FILE_FORMATS } from '@glossa/contracts/file-formats';
import { LOCALE_CODES } from '@glossa/contracts/locales';
import { languageCode, REASONS } from '@glossa/contracts/request-rules';
import { loadCatalog } from '@glossa/i18n/catalog';
import { lookupPlural } from '@glossa/i18n/namespaces';
import { AGENTS } from '@glossa/translate/agents/agents';
import { professionalOptions } from '@glossa/translate/formats/auto-options';
import { LANGUAGES } from '@glossa/translate/languages/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOperator } from './console-kit.ts';
import { registeredRoutes } from './registered-routes.ts';
import type { Refusal, RefusalCase } from './validation-case-types.ts';
import { REFUSAL_CASES } from './validation-cases.ts';
import { visitor, type WorkspaceTest, workspaceApp } from './workspace/workspace-kit.ts';

let w: WorkspaceTest;
let operatorToken: string;
beforeAll(async () => {
  w = await workspaceApp();
  operatorToken = (await signUpOperator(w.t)).token;
});
afterAll(async () => w.close());

const catalog = loadCatalog();
const CLIENT_ID = 'c'.repeat(32);

/** The message a refusal must carry in one interface language. */
function expectedMessage(refusal: Refusal, locale: 'enus' | 'dede'): string {
  if ('error' in refusal) return catalog.t(locale, 'errors', refusal.error, refusal.values);
  const reason = catalog.t(locale, 'errors', `reason.${refusal.issue}`, refusal.values);
  return catalog.t(locale, 'errors', 'validation', { field: refusal.field, reason });
}

async function send(entry: RefusalCase, locale: string) {
  const [method, route] = entry.route.split(' ') as ['GET' | 'POST', string];
  const { payload } = entry;
  const json = payload !== undefined && !Buffer.isBuffer(payload);
  const response = await w.t.app.inject({
    method,
    url: entry.url ?? route,
    headers: {
      'lan-i18n-code': locale,
      'x-client-id': CLIENT_ID,
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(entry.operator ? { authorization: `Bearer ${operatorToken}` } : {}),
      ...entry.headers,
    },
    ...(payload === undefined ? {} : { payload: Buffer.isBuffer(payload) ? payload : JSON.stringify(payload) }),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('every /gateway route validates its input with its schema', () => {
  it('has a malformed request in the table for each registered route, and no other', () => {
    const listed = REFUSAL_CASES.map((entry) => entry.route).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(registeredRoutes(w.t.app, '/gateway/'));
    expect(listed).toHaveLength(138);
  });

  it.each(REFUSAL_CASES.map((entry) => [entry.route, entry] as const))('%s', async (_route, entry) => {
    const { refusal } = entry;
    for (const locale of ['enus', 'dede'] as const) {
      const { status, body } = await send(entry, locale);
      const code = 'error' in refusal ? undefined : 10001;
      expect([status, body.success], locale).toEqual([400, false]);
      if (code) expect(body.code).toBe(code);
      else expect(body.code).toBeGreaterThan(10001);
      expect(body.msg).toBe(expectedMessage(refusal, locale));
      if ('field' in refusal) expect(body.data).toEqual({ field: refusal.field, issue: refusal.issue });
    }
  });

  it('words a refusal in the caller’s language', async () => {
    const unknownAgent = REFUSAL_CASES.find((entry) => entry.route.endsWith('/createConversation')) as RefusalCase;
    const agents = AGENT_IDS.join(', ');
    expect((await send(unknownAgent, 'enus')).body.msg).toBe(
      `Invalid value for agent.id: it must be one of: ${agents}`,
    );
    expect((await send(unknownAgent, 'dede')).body.msg).toBe(
      `Ungültiger Wert für agent.id: muss einer dieser Werte sein: ${agents}`,
    );
    const page = REFUSAL_CASES.find((entry) => entry.route.endsWith('/termBase/entries')) as RefusalCase;
    expect((await send(page, 'frfr')).body.msg).toBe('Valeur non valide pour pageSize\u00a0: peut valoir au plus 100');
    expect((await send(page, 'jajp')).body.msg).toBe('pageSize の値が無効です：100 以下で指定してください');
  });
});

describe('calls whose fields are all optional', () => {
  it('still take no body at all', async () => {
    const headers = { 'x-client-id': CLIENT_ID, 'lan-i18n-code': 'enus' };
    for (const url of ['/system/getBaseConfig', '/conversation/queryOverseasConversationPage', '/termBase/list']) {
      const answer = await w.t.app.inject({ method: 'POST', url: `/gateway/website${url}`, headers });
      expect([url, answer.statusCode, answer.json().code]).toEqual([url, 200, 200]);
    }
  });
});

describe('createConversation refuses junk before anything is stored', () => {
  const base = { overseasConversationModule: 'text', sourceLanguage: 'en', targetLanguage: 'de', text: 'Hi there.' };
  const rows = async (owner: string) =>
    Promise.all([
      w.t.db.selectFrom('conversations').select('id').where('owner', '=', owner).execute(),
      w.t.db.selectFrom('stored_files').select('id').where('owner', '=', owner).execute(),
      w.t.db.selectFrom('usage_records').select('id').where('owner', '=', owner).execute(),
    ]).then((tables) => tables.map((table) => table.length));

  it('answers 400 naming the field for an unknown agent, a junk precision and junk options', async () => {
    const me = visitor(w.t.app);
    const junk: [object, string, string][] = [
      [{ agent: { id: 'no-such-agent' } }, 'agent.id', 'oneOf'],
      [{ agent: { id: 'custom', customInstructions: ' ' } }, 'agent.customInstructions', 'required'],
      [{ precision: 'perfect' }, 'precision', 'oneOf'],
      [{ precision: 3 }, 'precision', 'oneOf'],
      [{ mode: 'professional', options: { shredTheFile: true } }, 'options.shredTheFile', 'unknownField'],
      [{ mode: 'professional', options: { comments: 'yes please' } }, 'options.comments', 'typeBoolean'],
      [{ options: ['comments'] }, 'options', 'typeObject'],
      [{ overseasConversationModule: 'document', text: undefined }, 'fileId', 'required'],
    ];
    for (const [change, field, issue] of junk) {
      const answer = await me.post('/conversation/createConversation', { ...base, ...change });
      expect([answer.status, answer.json.code, answer.json.data], field).toEqual([400, 10001, { field, issue }]);
      expect(answer.json.msg).toContain(`Invalid value for ${field}: `);
    }
    // A well-formed code the catalogue does not know is the service's refusal, worded the same way.
    const unknown = await me.post('/conversation/createConversation', { ...base, targetLanguage: 'xx-nope' });
    expect([unknown.status, unknown.json.data]).toEqual([400, { field: 'language', issue: 'invalid' }]);
    expect(await rows(`visitor:${me.clientId}`)).toEqual([0, 0, 0]);
  });

  it('takes a known agent, precision and professional options', async () => {
    const me = visitor(w.t.app);
    const answer = await me.post('/conversation/createConversation', {
      ...base,
      agent: { id: 'legal' },
      precision: 'best',
      mode: 'professional',
      options: { comments: false, includeNotes: true },
    });
    expect(answer.status, answer.body).toBe(200);
    const [row] = await w.t.db
      .selectFrom('conversations')
      .select('settings')
      .where('owner', '=', `visitor:${me.clientId}`)
      .execute();
    expect(JSON.parse(row?.settings ?? '{}')).toMatchObject({
      agent: { id: 'legal' },
      precision: 'best',
      options: { comments: false, includeNotes: true },
    });
  });

  it('stores nothing of a refused upload', async () => {
    const upload = REFUSAL_CASES.find((entry) => entry.route.endsWith('/uploadAndPreview')) as RefusalCase;
    expect((await send(upload, 'enus')).status).toBe(400);
    expect(await rows(`visitor:${CLIENT_ID}`)).toEqual([0, 0, 0]);
  });
});

describe('the request schemas follow the translation core', () => {
  it('knows exactly the agents and professional options it offers', () => {
    expect([...AGENT_IDS].sort()).toEqual([...AGENTS.map((agent) => agent.id), 'custom'].sort());
    const offered = new Set(FILE_FORMATS.flatMap((format) => professionalOptions(format.extension).map((o) => o.key)));
    expect([...PROFESSIONAL_OPTION_KEYS].sort()).toEqual([...offered].sort());
  });

  it('accepts every catalogue language code and words every reason in every language', () => {
    const code = languageCode();
    for (const language of LANGUAGES) expect(code.safeParse(language.code).success, language.code).toBe(true);
    for (const locale of LOCALE_CODES) {
      for (const reason of REASONS) {
        // A counted reason ("at most 30 characters") is worded in its plural forms.
        const messages = catalog.messages(locale, 'errors');
        expect(lookupPlural(messages, `reason.${reason}`, 'en', undefined), `${locale} ${reason}`).toBeTruthy();
      }
    }
  });
});
