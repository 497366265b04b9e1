import { LIBRE_PATHS } from '@glossa/contracts/libretranslate-requests';
import { loadCatalog } from '@glossa/i18n/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeTranslate } from '../../../packages/translate/test/fake-llm-server.ts';
import { signUpUser } from './console-kit.ts';
import { type LibreAnswer, libreClient, registeredRoutes } from './libretranslate-kit.ts';
import { LIBRE_NOTHING_TO_REFUSE, LIBRE_REFUSAL_CASES } from './validation-cases-libretranslate.ts';
import { multipart, type WorkspaceTest, workspaceApp } from './workspace/workspace-kit.ts';

/**
 * The LibreTranslate-compatible API through the real server, with requests in the shapes of
 * LibreTranslate's own API documentation (decision 0030); the fake OpenAI-compatible engine
 * translates (each word prefixed with its target code).
 */
let w: WorkspaceTest;
let key: string;
let lt: ReturnType<typeof libreClient>;
const catalog = loadCatalog();

beforeAll(async () => {
  w = await workspaceApp();
  const owner = await signUpUser(w.t);
  const created = await owner.post('/user/apiKeys/create', { name: 'LibreTranslate client' });
  expect(created.status, created.body).toBe(200);
  key = created.json.data.secret;
  lt = libreClient(w.t);
});
afterAll(async () => w?.close());

const es = (text: string) => fakeTranslate(text, 'es');

describe('POST /translate', () => {
  it("translates the README's JSON request", async () => {
    const answer = await lt.json('/translate', { q: 'Hello!', source: 'en', target: 'es', api_key: key });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.json).toEqual({ translatedText: es('Hello!') });
  });

  it('translates a form-urlencoded request, as the documentation shows it', async () => {
    const answer = await lt.form('/translate', {
      q: 'Good morning',
      source: 'en',
      target: 'es',
      format: 'text',
      api_key: key,
    });
    expect(answer.json).toEqual({ translatedText: es('Good morning') });
  });

  it('translates a list of texts into a list', async () => {
    const answer = await lt.json('/translate', { q: ['Hello', 'world'], source: 'en', target: 'es', api_key: key });
    expect(answer.json).toEqual({ translatedText: [es('Hello'), es('world')] });
  });

  it('detects the source with source auto, confidence from 0 to 100', async () => {
    const answer = await lt.json('/translate', {
      q: 'This is a sentence written in plain English for the detector.',
      source: 'auto',
      target: 'es',
      api_key: key,
    });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.json.detectedLanguage.language).toBe('en');
    expect(answer.json.detectedLanguage.confidence).toBeGreaterThan(0);
    expect(answer.json.detectedLanguage.confidence).toBeLessThanOrEqual(100);
  });

  it('keeps the tags of an HTML fragment', async () => {
    const answer = await lt.json('/translate', {
      q: '<p>Hello <b>world</b></p>',
      source: 'en',
      target: 'es',
      format: 'html',
      api_key: key,
    });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.json.translatedText).toMatch(/^<p>.*es:Hello.*<b>.*es:world.*<\/b>.*<\/p>$/);
  });

  it('answers empty alternatives when asked for some: the engines give none', async () => {
    const one = await lt.json('/translate', { q: 'Hello', source: 'en', target: 'es', alternatives: 3, api_key: key });
    expect(one.json).toEqual({ translatedText: es('Hello'), alternatives: [] });
    const many = await lt.form('/translate', {
      q: 'Hello',
      source: 'en',
      target: 'es',
      alternatives: '2',
      api_key: key,
    });
    expect(many.json.alternatives).toEqual([]);
  });
});

describe('POST /detect, GET /languages, GET /frontend/settings', () => {
  it('detects a language', async () => {
    const answer = await lt.form('/detect', { q: 'Das ist ein deutscher Satz mit genug Wörtern.', api_key: key });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.json[0]).toEqual({ confidence: expect.any(Number), language: 'de' });
    expect(answer.json[0].confidence).toBeGreaterThan(1);
  });

  it("lists the languages the engines serve, in LibreTranslate's codes", async () => {
    const answer = await lt.get('/languages');
    const list = answer.json as { code: string; name: string; targets: string[] }[];
    const english = list.find((entry) => entry.code === 'en');
    expect(english?.name).toBe('English');
    expect(english?.targets).toEqual(expect.arrayContaining(['es', 'pb', 'pt', 'zh-Hans', 'zh-Hant']));
    expect(list.map((entry) => entry.code)).not.toContain('pt-BR');
  });

  it('describes the server as its page and clients read it', async () => {
    const answer = await lt.get('/frontend/settings');
    expect(answer.json).toMatchObject({
      apiKeys: true,
      keyRequired: true,
      suggestions: false,
      charLimit: w.t.config.textMaxChars,
      language: { source: { code: 'auto' }, target: { code: 'en', name: 'English' } },
    });
    expect(answer.json.supportedFilesFormat).toEqual(expect.arrayContaining(['.docx', '.txt', '.html']));
  });
});

describe('POST /translate_file', () => {
  it('translates a file and hands a link that downloads it', async () => {
    const body = multipart([{ name: 'notes.txt', bytes: new TextEncoder().encode('Good morning.\n') }], {});
    // LibreTranslate's own page sends the file first and the fields after it.
    const withFields = multipartAfter(body, { source: 'en', target: 'es', api_key: key });
    const answer = await lt.send('/translate_file', withFields);
    expect(answer.status, answer.body).toBe(200);
    const url = new URL(answer.json.translatedFileUrl);
    expect(`${url.origin}`).toBe(w.t.config.publicUrl);
    expect(url.pathname).toMatch(/^\/download_file\/[^/]+\.txt$/);
    const file = await lt.get(`${url.pathname}${url.search}`);
    expect(file.status).toBe(200);
    expect(file.body).toContain(es('Good morning.'));
    expect(String(file.headers['content-disposition'])).toContain('attachment');
  });

  it('refuses a link it did not sign', async () => {
    const answer = await lt.get('/download_file/x.txt?token=abc.def');
    expect(answer.status).toBe(404);
    expect(Object.keys(answer.json)).toEqual(['error']);
  });
});

describe("errors, in LibreTranslate's statuses and { error } bodies", () => {
  const expectError = (answer: LibreAnswer, status: number) => {
    expect(answer.status, answer.body).toBe(status);
    expect(Object.keys(answer.json)).toEqual(['error']);
    expect(typeof answer.json.error).toBe('string');
  };

  it('a missing key, a bad key, a missing q, a language it does not know', async () => {
    const keyless = await lt.json('/translate', { q: 'Hi', source: 'en', target: 'es' });
    expectError(keyless, 400);
    expect(keyless.json.error).toBe(
      `An API key is required: create one in your account at ${w.t.config.publicUrl}/enus/account?tab=apiKeys`,
    );
    expectError(await lt.json('/translate', { q: 'Hi', source: 'en', target: 'es', api_key: 'glk_wrong' }), 403);
    expectError(await lt.json('/detect', { q: 'Hi', api_key: 'glk_wrong' }), 403);
    expectError(await lt.json('/translate', { source: 'en', target: 'es', api_key: key }), 400);
    const unknown = await lt.json('/translate', { q: 'Hi', source: 'en', target: 'qq', api_key: key });
    expectError(unknown, 400);
    expect(unknown.json.error).toBe('qq is not supported');
  });
});

describe("LibreTranslate's leniency", () => {
  it('reads api_key from the query string as well as from a form or JSON body', async () => {
    const query = `?api_key=${encodeURIComponent(key)}`;
    const json = await lt.json(`/translate${query}`, { q: 'Hello', source: 'en', target: 'es' });
    expect(json.status, json.body).toBe(200);
    expect(json.json).toEqual({ translatedText: es('Hello') });
    const form = await lt.form(`/detect${query}`, { q: 'Das ist ein deutscher Satz mit genug Wörtern.' });
    expect(form.status, form.body).toBe(200);
    const file = multipart([{ name: 'a.txt', bytes: new TextEncoder().encode('Good night.\n') }], {
      source: 'en',
      target: 'es',
    });
    const translated = await lt.send(`/translate_file${query}`, file);
    expect(translated.status, translated.body).toBe(200);
    // The body's key wins over the query's, as LibreTranslate reads the body of a JSON request.
    const both = await lt.json('/translate?api_key=glk_wrong', { q: 'Hi', source: 'en', target: 'es', api_key: key });
    expect(both.status, both.body).toBe(200);
  });

  it('ignores parameters it does not know, in the query string and in the body', async () => {
    const body = { q: 'Hello', source: 'en', target: 'es', api_key: key, secret: 'ABC123', client: 'my-app' };
    const translated = await lt.json('/translate?client=extension&v=2', body);
    expect(translated.json).toEqual({ translatedText: es('Hello') });
    for (const url of ['/languages?lang=en', '/frontend/settings?x=1&lang=de']) {
      const answer = await lt.get(url);
      expect(answer.status, answer.body).toBe(200);
    }
    const form = await lt.form('/detect?debug=1', { q: 'Hallo Welt, wie geht es dir heute?', api_key: key, x: 'y' });
    expect(form.status, form.body).toBe(200);
  });

  it('answers a same-language request with the text as it is, and lists each language among its targets', async () => {
    const same = await lt.json('/translate', { q: 'Hello World!', source: 'en', target: 'en', api_key: key });
    expect(same.status, same.body).toBe(200);
    expect(same.json).toEqual({ translatedText: 'Hello World!' });
    const list = await lt.form('/translate', { q: 'Bonjour', source: 'fr', target: 'fr', api_key: key });
    expect(list.json).toEqual({ translatedText: 'Bonjour' });
    const languages = (await lt.get('/languages')).json as { code: string; targets: string[] }[];
    expect(languages.find((entry) => entry.code === 'en')?.targets).toContain('en');
  });

  it('reads line breaks of a form or multipart body as LF, as LibreTranslate does; JSON is left as sent', async () => {
    const same = { source: 'en', target: 'en', api_key: key };
    const form = await lt.form('/translate', { q: 'First line\r\nSecond line\rThird', ...same });
    expect(form.json).toEqual({ translatedText: 'First line\nSecond line\nThird' });
    const fields = multipart([], { q: 'One\r\nTwo', ...same });
    expect((await lt.send('/translate', fields)).json).toEqual({ translatedText: 'One\nTwo' });
    const json = await lt.json('/translate', { q: 'One\r\nTwo', ...same });
    expect(json.json).toEqual({ translatedText: 'One\r\nTwo' });
  });

  it('answers GET /health as LibreTranslate does, without a key', async () => {
    const health = await lt.get('/health');
    expect(health.status, health.body).toBe(200);
    expect(health.json).toEqual({ status: 'ok' });
  });
});

describe('the web app beside these paths', () => {
  it('still renders its language pages', async () => {
    for (const url of ['/enus', '/enus/login', '/dede']) {
      const page = await lt.get(url);
      expect(page.status, url).toBe(200);
      expect(String(page.headers['content-type'])).toContain('text/html');
    }
    const languages = await lt.get('/languages');
    expect(String(languages.headers['content-type'])).toContain('application/json');
  });
});

describe('when the engine fails', () => {
  it('answers 500 for a text', async () => {
    w.llm.options.unreachable = true;
    try {
      // A text the translation memory has not seen: the engine must be asked.
      const fresh = { q: 'Nobody has asked for this sentence before.', source: 'en', target: 'es', api_key: key };
      const text = await lt.json('/translate', fresh);
      expect(text.status, text.body).toBe(500);
      expect(Object.keys(text.json)).toEqual(['error']);
    } finally {
      w.llm.options.unreachable = false;
    }
  });

  it('answers 400 for a file its format cannot read', async () => {
    const body = multipart([{ name: 'broken.docx', bytes: new TextEncoder().encode('not a zip at all') }], {
      source: 'en',
      target: 'es',
      api_key: key,
    });
    const answer = await lt.send('/translate_file', body);
    expect(answer.status, answer.body).toBe(400);
    expect(Object.keys(answer.json)).toEqual(['error']);
  });
});

describe('limits: the file wait, the per-key rate, the quota', () => {
  let small: WorkspaceTest;
  let client: ReturnType<typeof libreClient>;
  const newKey = async (owner: Awaited<ReturnType<typeof signUpUser>>, name: string) =>
    (await owner.post('/user/apiKeys/create', { name })).json.data.secret as string;
  beforeAll(async () => {
    // The fake engine holds every request carrying the marker; the server waits a fifth of a second
    // for a file, and takes 3 requests a minute per key.
    small = await workspaceApp(
      { holds: new Set(['HOLD-THIS']) },
      {},
      { LIBRETRANSLATE_FILE_WAIT_SECONDS: '0.2', API_KEY_PER_MINUTE: '3' },
    );
    client = libreClient(small.t);
  });
  afterAll(async () => {
    small.llm.options.holds?.clear();
    await small?.close();
  });

  it('stops a file that takes longer than the server waits, and says so', async () => {
    const secret = await newKey(await signUpUser(small.t), 'slow');
    const body = multipart([{ name: 'slow.txt', bytes: new TextEncoder().encode('HOLD-THIS sentence.') }], {
      source: 'en',
      target: 'es',
      api_key: secret,
    });
    const answer = await client.send('/translate_file', body);
    expect(answer.status, answer.body).toBe(500);
    expect(answer.json.error).toContain('0.2 seconds');
  });

  it('slows a key down past its requests per minute (429), counted per key', async () => {
    const owner = await signUpUser(small.t);
    const [first, second] = [await newKey(owner, 'first'), await newKey(owner, 'second')];
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.form('/detect', { q: 'Hallo Welt', api_key: first })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await client.form('/detect', { q: 'Hallo Welt', api_key: first });
    expect(Object.keys(limited.json)).toEqual(['error']);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await client.form('/detect', { q: 'Hallo Welt', api_key: second })).status).toBe(200);
  });

  it("answers an exhausted quota as LibreTranslate's daily limit (429)", async () => {
    const secret = await newKey(await signUpUser(small.t), 'quota');
    await small.t.db.updateTable('plans').set({ daily_chats: 0 }).where('id', '=', 'free').execute();
    const answer = await client.json('/translate', {
      q: 'One more, please.',
      source: 'en',
      target: 'es',
      api_key: secret,
    });
    expect(answer.status, answer.body).toBe(429);
    expect(answer.json).toEqual({ error: 'Your chats are used up: subscribe to a plan or try again tomorrow' });
  });
});

describe('every LibreTranslate route validates its input with its schema', () => {
  it('has a malformed request in the table for each of its routes, and no other', () => {
    const paths = Object.values(LIBRE_PATHS) as string[];
    const registered = registeredRoutes(w.t.app).filter((route) => {
      const path = route.split(' ')[1] ?? '';
      return paths.some((known) => path === known || path.startsWith(`${known}/`));
    });
    const listed = [...LIBRE_REFUSAL_CASES, ...LIBRE_NOTHING_TO_REFUSE].map((entry) => entry.route);
    expect(listed.sort()).toEqual(registered);
  });

  it.each(LIBRE_NOTHING_TO_REFUSE.map((entry) => [entry.route, entry.url] as const))(
    '%s takes nothing and refuses nothing',
    async (_route, url) => {
      const answer = await lt.get(url);
      expect(answer.status, answer.body).toBe(200);
    },
  );

  it.each(LIBRE_REFUSAL_CASES.map((entry) => [entry.route, entry] as const))('%s', async (route, entry) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string];
    const url = entry.url ?? path;
    const answer =
      method === 'GET'
        ? await lt.get(url)
        : entry.form
          ? await lt.form(url, entry.form)
          : await lt.send(url, { payload: JSON.stringify(entry.json ?? {}), contentType: 'application/json' });
    const { field, issue, values } = entry.refusal;
    const reason = catalog.t('enus', 'errors', `reason.${issue}`, values);
    expect(answer.status, answer.body).toBe(400);
    expect(answer.json).toEqual({ error: catalog.t('enus', 'errors', 'validation', { field, reason }) });
  });
});

/** The same multipart body with fields added after its file. */
function multipartAfter(body: ReturnType<typeof multipart>, fields: Record<string, string>) {
  const boundary = body.contentType.split('boundary=')[1] as string;
  const end = Buffer.from(`--${boundary}--\r\n`);
  const head = body.payload.subarray(0, body.payload.length - end.length);
  const extra = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  return { payload: Buffer.concat([head, ...extra, end]), contentType: body.contentType };
}
