import { Writable } from 'node:stream';
import { CHAT_PATHS } from '@glossa/contracts/chat';
import { ERRORS, type ErrorName } from '@glossa/contracts/errors';
import type { LocaleCode } from '@glossa/contracts/locales';
import { loadCatalog } from '@glossa/i18n/catalog';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseDoor } from './database-door.ts';
import { type S3StandIn, startS3StandIn } from './s3-stand-in.ts';
import { freshDatabaseUrl } from './test-app.ts';
import {
  type Answer,
  docx,
  multipart,
  settled,
  translateDocx,
  translateText,
  type Visitor,
  visitor,
  W,
  type WorkspaceTest,
  workspaceApp,
} from './workspace/workspace-kit.ts';

/**
 * Outages of the site's own services (decision 0035), through the real server: the database cut
 * away mid-requests or gone for a while, the file storage stopped. Callers get 503 with
 * Retry-After and a message in their language (or their request succeeds), never a 500 or a
 * crash; jobs finish, each charged once; everything works again on the next request.
 */
const catalog = loadCatalog();
const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** A request in the caller's interface language. */
async function ask(app: FastifyInstance, who: Visitor, url: string, body: object, locale: LocaleCode = 'enus') {
  const response = await app.inject({
    method: 'POST',
    url: `${W}${url}`,
    headers: { 'x-client-id': who.clientId, 'lan-i18n-code': locale },
    payload: body,
  });
  return { status: response.statusCode, json: response.json(), body: response.body, headers: response.headers };
}

function expectOutage(answer: Answer, name: ErrorName, locale: LocaleCode = 'enus') {
  expect(answer.status, answer.body).toBe(503);
  expect(answer.headers['retry-after']).toBe('5');
  expect(answer.json).toMatchObject({ code: ERRORS[name].code, success: false });
  expect(answer.json.msg).toBe(catalog.t(locale, 'errors', name));
}

async function readiness(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, parts: response.json() as Record<string, string> };
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgres)('the database away (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let door: DatabaseDoor;
  let w: WorkspaceTest;
  let admin: pg.Client;
  const logs: string[] = [];

  beforeAll(async () => {
    database = await freshDatabaseUrl();
    // The server reaches its database through a door the test can shut; the test's own
    // connection goes straight in, to terminate the server's connections and to look.
    door = await DatabaseDoor.open(database.url as string);
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    w = await workspaceApp({ latencyMs: 40 }, {}, { DATABASE_URL: door.url, LOG_LEVEL: 'info' }, logStream);
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await w?.close();
    await door?.shut();
    await database?.drop();
  });

  const logged = (message: string, from = 0) =>
    logs.slice(from).filter((line) => (JSON.parse(line) as { msg?: string }).msg === message).length;

  /**
   * The server's connections, ended by PostgreSQL as an operator's pg_terminate_backend does;
   * answers once their processes are gone (each connection has been told by then).
   */
  async function terminate(): Promise<number> {
    const { rows } = await admin.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const pids = rows.map((row) => row.pid as number);
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    await until(async () => {
      const left = await admin.query('select count(*)::int as n from pg_stat_activity where pid = any($1)', [pids]);
      return left.rows[0].n === 0;
    }, 'the terminated connections are gone');
    return pids.length;
  }

  async function expectChargedOnce() {
    const { rows } = await admin.query(
      'select j.id, count(u.id)::int as n from jobs j left join usage_records u on u.job_id = j.id group by j.id',
    );
    expect(rows.filter((row) => row.n !== 1)).toEqual([]);
    return rows.length;
  }

  it('answers 503 databaseUnavailable with Retry-After, or succeeds, while its connections are terminated mid-requests; the jobs finish, charged once', async () => {
    const { app } = w.t;
    const who = visitor(app);
    const documents = await Promise.all(
      [1, 2, 3].map((n) =>
        translateDocx(
          app,
          who,
          Array.from({ length: 12 }, (_, i) => `Document ${n}, paragraph ${i + 1}: the boats leave at dawn.`),
        ),
      ),
    );
    // Three rounds of terminations while 24 requests come in over about a second and a half.
    let terminated = 0;
    const terminator = (async () => {
      for (const wait of [100, 500, 500]) {
        await sleep(wait);
        terminated += await terminate();
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        await sleep(i * 60);
        if (i % 3 === 0) return ask(app, who, CHAT_PATHS.page, { pageNum: 1, pageSize: 10 });
        if (i % 3 === 1) return ask(app, who, '/conversation/enterConversation', { conversationId: documents[0] });
        return ask(app, who, '/conversation/createConversation', {
          overseasConversationModule: 'text',
          sourceLanguage: 'en',
          targetLanguage: 'fr',
          text: `Sentence ${i} while the connections are cut.`,
        });
      }),
    );
    await terminator;
    expect(terminated).toBeGreaterThan(0);
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused) expectOutage(answer, 'databaseUnavailable');
    console.log(
      `${terminated} connections terminated; ${answers.length - refused.length} of ${answers.length} requests answered 200, ${refused.length} answered 503 databaseUnavailable`,
    );

    // The next request works, and every job finishes, charged once.
    expect((await ask(app, who, CHAT_PATHS.page, { pageNum: 1, pageSize: 50 })).status).toBe(200);
    const texts = answers
      .filter((answer, i) => i % 3 === 2 && answer.status === 200)
      .map((answer) => answer.json.data.conversation.conversationId as string);
    for (const id of [...documents, ...texts]) {
      expect((await settled(who, id)).messages.at(-1)?.status).toBe('done');
    }
    // Every job was charged once; none was left without its charge. (A turn refused as its commit
    // went through, a window of microseconds, would be one more job: charged once too.)
    expect(await expectChargedOnce()).toBeGreaterThanOrEqual(documents.length + texts.length);
    await until(async () => (await readiness(app)).status === 200, 'ready again');
  });

  it("answers in the caller's language while the database is away, /readyz says so, and all is well once it is back", async () => {
    const { app } = w.t;
    const who = visitor(app);
    w.llm.options.latencyMs = 150;
    const lines = Array.from({ length: 30 }, (_, i) => `Paragraph ${i + 1} of the long document about the harbour.`);
    const id = await translateDocx(app, who, lines);
    const saved = async () => {
      const { rows } = await admin.query(
        'select count(*)::int as n from version_segments s join jobs j on j.id = s.version_id where j.conversation_id = $1 and s.target is not null',
        [id],
      );
      return rows[0].n as number;
    };
    await until(async () => (await saved()) >= 3, 'the job is under way');

    const from = logs.length;
    await door.shut();
    const started = Date.now();
    expectOutage(
      await ask(app, who, '/conversation/enterConversation', { conversationId: id }, 'arsa'),
      'databaseUnavailable',
      'arsa',
    );
    const text = { overseasConversationModule: 'text', sourceLanguage: 'en', targetLanguage: 'de', text: 'Hello.' };
    expectOutage(await ask(app, who, '/conversation/createConversation', text, 'zhcn'), 'databaseUnavailable', 'zhcn');
    const during = await readiness(app);
    expect(during.status).toBe(503);
    expect(during.parts).toMatchObject({ status: 'not ready', database: 'unreachable' });
    await until(async () => logged('database unavailable, claims paused', from) > 0, 'claims paused');
    // A few seconds away: the claims are tried again meanwhile, and paused only once.
    await sleep(3000);
    await door.open();
    const away = Date.now() - started;

    expect((await ask(app, who, '/conversation/enterConversation', { conversationId: id })).status).toBe(200);
    const back = Date.now();
    await until(async () => (await readiness(app)).status === 200, 'ready again');
    const ready = Date.now() - back;
    w.llm.options.latencyMs = 40;
    expect((await settled(who, id)).messages.at(-1)?.status).toBe('done');
    expect(await saved()).toBe(lines.length);
    await expectChargedOnce();
    expect(logged('database unavailable, claims paused', from)).toBe(1);
    expect(logged('database back, claims resumed', from)).toBe(1);
    console.log(
      `database away ${away} ms; first request after it answered at once; /readyz ok again after ${ready} ms`,
    );

    // A new turn after the outage is taken and finished as ever.
    const after = await translateText(who, 'The harbour is quiet again.');
    expect((await settled(who, after)).messages.at(-1)?.status).toBe('done');
  });
});

describe('the file storage away (S3)', () => {
  let s3: S3StandIn;
  let w: WorkspaceTest;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    w = await workspaceApp({}, {}, s3.env);
  });
  afterAll(async () => {
    await w?.close();
    await s3?.close();
  });

  async function uploadAs(who: Visitor, locale: LocaleCode, paragraphs: string[]) {
    const body = multipart([{ name: 'harbour.docx', bytes: await docx(paragraphs) }]);
    const response = await w.t.app.inject({
      method: 'POST',
      url: `${W}/conversation/uploadAndPreview`,
      headers: { 'x-client-id': who.clientId, 'content-type': body.contentType, 'lan-i18n-code': locale },
      payload: body.payload,
    });
    return { status: response.statusCode, json: response.json(), body: response.body, headers: response.headers };
  }

  async function download(who: Visitor, conversationId: string, locale: LocaleCode = 'enus') {
    const response = await w.t.app.inject({
      method: 'POST',
      url: `${W}${CHAT_PATHS.downFile}`,
      headers: { 'x-client-id': who.clientId, 'lan-i18n-code': locale },
      payload: { conversationId, format: 'docx', mode: 'translated' },
    });
    return response;
  }

  it("answers 503 storageUnavailable with Retry-After in the caller's language, loses nothing, and works once the store is back", async () => {
    const { app } = w.t;
    const who = visitor(app);
    const id = await translateDocx(app, who, ['The harbour opens at dawn.', 'Boats leave before noon.']);
    await settled(who, id);
    const before = await download(who, id);
    expect(before.statusCode).toBe(200);

    await s3.stop();
    expectOutage(await uploadAs(who, 'arsa', ['A new file while the store is away.']), 'storageUnavailable', 'arsa');
    const refused = await download(who, id, 'zhcn');
    expectOutage(
      { status: refused.statusCode, json: refused.json(), body: refused.body, headers: refused.headers },
      'storageUnavailable',
      'zhcn',
    );
    const during = await readiness(app);
    expect(during.status).toBe(503);
    expect(during.parts).toMatchObject({ database: 'ok', storage: 'unreachable' });

    await s3.start();
    const after = await download(who, id);
    expect(after.statusCode).toBe(200);
    expect(Buffer.from(after.rawPayload).equals(Buffer.from(before.rawPayload))).toBe(true);
    expect((await uploadAs(who, 'enus', ['A new file once the store is back.'])).status).toBe(200);
    expect((await readiness(app)).status).toBe(200);
  });

  it('keeps a translation whose source cannot be read while the store is away, and finishes it once it is back', async () => {
    const { app } = w.t;
    const who = visitor(app);
    const uploaded = await uploadAs(who, 'enus', ['The lighthouse keeps its light.', 'Ships come home.']);
    expect(uploaded.status).toBe(200);
    await s3.stop();
    let started: Answer;
    try {
      started = await ask(app, who, '/conversation/createConversation', {
        overseasConversationModule: 'document',
        sourceLanguage: 'en',
        targetLanguage: 'de',
        fileId: uploaded.json.data.fileId,
      });
      expect(started.status).toBe(200);
      // The run that cannot read the source waits (it goes back to the queue) rather than failing.
      await sleep(1500);
      const detail = await ask(app, who, '/conversation/enterConversation', {
        conversationId: started.json.data.conversation.conversationId,
      });
      expect(detail.json.data.messages.at(-1).status).not.toBe('failed');
    } finally {
      await s3.start();
    }
    const conversationId = started.json.data.conversation.conversationId as string;
    const detail = await settled(who, conversationId);
    expect(detail.messages.at(-1)?.status).toBe('done');
    // It was taken again once the store answered: a second run, from the same job, charged once.
    const job = await w.t.db
      .selectFrom('jobs')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .executeTakeFirstOrThrow();
    expect(job.attempt).toBeGreaterThan(1);
    const charges = await w.t.db.selectFrom('usage_records').select('id').where('job_id', '=', job.id).execute();
    expect(charges).toHaveLength(1);
  });
});
