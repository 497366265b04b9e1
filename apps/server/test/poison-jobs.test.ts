import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import type { Block, ChatMessage } from '@glossa/contracts/chat';
import { CONSOLE_PATHS } from '@glossa/contracts/console';
import type { ConsoleFailedJob } from '@glossa/contracts/console-answers';
import { ERRORS } from '@glossa/contracts/errors';
import { loadCatalog } from '@glossa/i18n/catalog';
import { afterEach, describe, expect, it } from 'vitest';
import { claimNextJob } from '#core/queue/fair-queue.ts';
import { signUpOperator, signUpUser } from './console-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';
import { eventually, GatedEngine, gatedEngineSet } from './workspace/gated-engine.ts';
import { docx, multipart, settled, translateDocx, type Visitor, visitor, W } from './workspace/workspace-kit.ts';

/**
 * A poison job (one that kills its worker every time) is bounded (decision 0024, amended): each
 * run lost with its process counts, and after JOB_MAX_ATTEMPTS the job fails at its next claim,
 * before any engine call, its chat given back. Processes are servers on one database, each with
 * its own worker id, engine and clock; a lost run is a lease that lapsed: the next node's clock
 * is ahead of the holder's by more than the lease, so nothing here waits for a lease to run out.
 */
const catalog = loadCatalog();
const LEASE_MS = 1000;
const opened: TestApp[] = [];
afterEach(async () => {
  for (const app of opened.splice(0).reverse()) await app.close();
});

async function node(workerId: string, engine: GatedEngine, env: Record<string, string> = {}, skewMs = 0) {
  const first = opened[0];
  const shared = first
    ? {
        DATA_DIR: first.config.dataDir,
        ...(first.config.databaseUrl ? { DATABASE_URL: first.config.databaseUrl } : {}),
      }
    : {};
  const app = await createTestApp(
    { WORKER_ID: workerId, JOB_LEASE_SECONDS: String(LEASE_MS / 1000), ...shared, ...env },
    FALLBACK_BUNDLE,
    { engines: gatedEngineSet(engine), now: () => Date.now() + skewMs },
  );
  opened.push(app);
  return app;
}

async function jobOf(t: TestApp, conversationId: string) {
  return t.db.selectFrom('jobs').selectAll().where('conversation_id', '=', conversationId).executeTakeFirstOrThrow();
}

/** A signed-in member's document translation (English to French): the conversation id. */
async function translateDocument(t: TestApp, token: string, paragraphs: string[]): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'lan-i18n-code': 'enus' };
  const body = multipart([{ name: 'harbour.docx', bytes: await docx(paragraphs) }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `${W}/conversation/uploadAndPreview`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  const fileId = JSON.parse(uploaded.body).data.fileId as string;
  const created = await t.app.inject({
    method: 'POST',
    url: `${W}/conversation/createConversation`,
    headers,
    payload: { overseasConversationModule: 'document', sourceLanguage: 'en', targetLanguage: 'fr', fileId },
  });
  return JSON.parse(created.body).data.conversation.conversationId as string;
}

function lastAnswer(detail: { messages: ChatMessage[] }) {
  const last = detail.messages.at(-1) as ChatMessage;
  const error = last.blocks.find((block) => block.type === 'error') as (Block & { type: 'error' }) | undefined;
  const progress = last.blocks.find((block) => block.type === 'progress');
  return { status: last.status, error, progress: progress?.type === 'progress' ? progress.attributes.state : null };
}

describe('a job whose process dies under every run', () => {
  it('fails after the third lost run at its next claim, with no engine call: told, given back, listed', {
    timeout: 120_000,
  }, async () => {
    const engines = [new GatedEngine(), new GatedEngine(), new GatedEngine(), new GatedEngine()];
    const [engineA, engineB, engineC, engineD] = engines as [GatedEngine, GatedEngine, GatedEngine, GatedEngine];
    const a = await node('node-a', engineA);
    const member = await signUpUser(a);
    const me: Visitor = { clientId: member.userId, post: member.post, get: (url) => member.get(url) };
    const id = await translateDocument(a, member.token, ['The harbour wakes before the town does.']);
    await engineA.waitForCalls(1);
    const started = await jobOf(a, id);
    expect([started.worker_id, started.lost_runs]).toEqual(['node-a', 0]);
    expect((await me.post(ACCOUNT_PATHS.usagePage, {})).json.data.total).toBe(1);

    // Each next node's clock is past the holder's lease: it takes the job over, as after a death.
    const b = await node('node-b', engineB, {}, 2 * LEASE_MS);
    await engineB.waitForCalls(1);
    expect((await jobOf(b, id)).lost_runs).toBe(1);
    const c = await node('node-c', engineC, {}, 4 * LEASE_MS);
    await engineC.waitForCalls(1);
    expect((await jobOf(c, id)).lost_runs).toBe(2);
    const d = await node('node-d', engineD, {}, 6 * LEASE_MS);
    await eventually(async () => (await jobOf(d, id)).state === 'failed', 'the job fails');

    const stopped = await jobOf(d, id);
    expect([stopped.worker_id, stopped.lost_runs, stopped.attempt]).toEqual(['node-d', 3, 4]);
    expect(engineD.calls).toHaveLength(0);
    // The holders that lost it heard it at their next beat and let go of their engine calls.
    await eventually(
      () => [engineA, engineB, engineC].every((engine) => engine.calls.every((call) => call.signal?.aborted)),
      'the lost runs stop',
    );

    const answer = lastAnswer(await settled(me, id, 'failed'));
    expect(answer.status).toBe('failed');
    expect(answer.error?.attributes.code).toBe(ERRORS.jobRunsLost.code);
    expect(answer.error?.content).toBe(catalog.t('enus', 'errors', 'jobRunsLost', { count: 3 }));
    expect(answer.error?.content).toMatch(/3 times.*Nothing was charged/);
    // "Stopped", with no resume button (a failed card has one).
    expect(answer.progress).toBe('cancelled');
    expect((await me.post(ACCOUNT_PATHS.usagePage, {})).json.data.total).toBe(0);

    // Resuming does not run it again.
    expect((await me.post('/conversation/resumeConversation', { conversationId: id })).json.data).toEqual({
      resumed: false,
    });
    expect((await jobOf(a, id)).state).toBe('failed');
    expect((await me.post(ACCOUNT_PATHS.usagePage, {})).json.data.total).toBe(0);

    const operator = await signUpOperator(a);
    const listed = (await operator.post(CONSOLE_PATHS.failedJobsPage, { stoppedOnly: true })).json.data;
    expect(listed.total).toBe(1);
    expect(listed.records[0] as ConsoleFailedJob).toMatchObject({
      id: stopped.id,
      conversationId: id,
      kind: 'translate',
      ownerEmail: member.email,
      lostRuns: 3,
      stopped: true,
      error: '',
    });
    // Only operators see the list.
    expect((await member.post(CONSOLE_PATHS.failedJobsPage, {})).status).toBe(404);
    for (const engine of engines) engine.drain();
  });

  it('counts the run a process takes back from its previous life at start, in the user’s language', {
    timeout: 120_000,
  }, async () => {
    const server = await node('server-1', new GatedEngine(), { WORKERS: '0' });
    const me = visitor(server.app, undefined, 'dede');
    const id = await translateDocx(server.app, me, ['The nets are mended in the afternoon.', 'Boats leave at dawn.']);
    // A worker claims the job and dies at once (no heartbeat, no hand-back): its row stays as it left it.
    const claimed = await claimNextJob(server.db, Date.now(), 1, { workerId: 'worker-r', leaseMs: 3_600_000 });
    expect(claimed?.conversation_id).toBe(id);

    // Its next life, under the same id, takes it back at start: a lost run, the only one allowed here.
    const engine = new GatedEngine();
    const worker = await node('worker-r', engine, { JOB_MAX_ATTEMPTS: '1' });
    await eventually(async () => (await jobOf(worker, id)).state === 'failed', 'the job fails');
    const job = await jobOf(worker, id);
    expect([job.lost_runs, job.worker_id, engine.calls.length]).toEqual([1, 'worker-r', 0]);

    const answer = lastAnswer(await settled(me, id, 'failed'));
    const german = catalog.t('dede', 'errors', 'jobRunsLost', { count: 1 });
    expect(german).not.toBe(catalog.t('enus', 'errors', 'jobRunsLost', { count: 1 }));
    expect(answer.error?.content).toBe(german);
    const charged = await server.db.selectFrom('usage_records').select('id').where('job_id', '=', job.id).execute();
    expect(charged).toHaveLength(0);

    const operator = await signUpOperator(server);
    const all = (await operator.post(CONSOLE_PATHS.failedJobsPage, {})).json.data;
    expect(
      all.records.map((row: ConsoleFailedJob) => [row.id, row.title, row.stopped, row.lostRuns, row.ownerEmail]),
    ).toEqual([[job.id, 'report.docx', true, 1, null]]);
  });

  it('does not count runs that ended on their own: a failure fails at once, resumes, and keeps counting nothing', {
    timeout: 120_000,
  }, async () => {
    const engine = new GatedEngine();
    const a = await node('node-a', engine, { JOB_OUTAGE_SECONDS: '0' });
    const me = visitor(a.app);
    const id = await translateDocx(a.app, me, ['One harbour.', 'Two boats.']);
    await engine.waitForCalls(1);
    engine.calls[0]?.fail();
    expect(lastAnswer(await settled(me, id, 'failed')).error?.attributes.code).toBe(ERRORS.unavailable.code);
    expect((await jobOf(a, id)).lost_runs).toBe(0);
    const operator = await signUpOperator(a);
    const failed = (await operator.post(CONSOLE_PATHS.failedJobsPage, {})).json.data.records as ConsoleFailedJob[];
    expect(failed.map((row) => [row.stopped, row.lostRuns, row.error])).toEqual([[false, 0, 'The engine is down']]);
    expect((await operator.post(CONSOLE_PATHS.failedJobsPage, { stoppedOnly: true })).json.data.total).toBe(0);

    expect((await me.post('/conversation/resumeConversation', { conversationId: id })).json.data).toEqual({
      resumed: true,
    });
    engine.drain();
    expect(lastAnswer(await settled(me, id)).status).toBe('done');
    expect((await jobOf(a, id)).lost_runs).toBe(0);
  });
});
