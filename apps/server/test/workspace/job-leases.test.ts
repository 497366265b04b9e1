import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from '../test-app.ts';
import { eventually, GatedEngine, gatedEngineSet } from './gated-engine.ts';
import { settled, translateDocx, visitor } from './workspace-kit.ts';

/**
 * Two processes on one database (decision 0024): each a server with its own worker id, clock and
 * engine, as two machines would be. Nothing here waits on a clock for its result: the leases are
 * a second long and every step is awaited by its effect.
 */
const opened: TestApp[] = [];
afterEach(async () => {
  for (const app of opened.splice(0).reverse()) await app.close();
});

async function node(workerId: string, engine: GatedEngine, env: Record<string, string>, now?: () => number) {
  const first = opened[0];
  const shared = first
    ? {
        DATA_DIR: first.config.dataDir,
        ...(first.config.databaseUrl ? { DATABASE_URL: first.config.databaseUrl } : {}),
      }
    : {};
  const app = await createTestApp({ WORKER_ID: workerId, ...shared, ...env }, FALLBACK_BUNDLE, {
    engines: gatedEngineSet(engine),
    now,
  });
  opened.push(app);
  return app;
}

function paragraphs(count: number, topic: string) {
  return Array.from(
    { length: count },
    (_, i) =>
      `Paragraph ${i + 1} about ${topic} describes the harbour, the boats that leave at dawn and the nets the fishermen mend all afternoon.`,
  );
}

async function jobOf(t: TestApp, conversationId: string) {
  return t.db.selectFrom('jobs').selectAll().where('conversation_id', '=', conversationId).executeTakeFirstOrThrow();
}

async function savedTexts(t: TestApp, jobId: string) {
  const rows = await t.db
    .selectFrom('version_segments')
    .select('target')
    .where('version_id', '=', jobId)
    .where('target', 'is not', null)
    .execute();
  return rows.length;
}

describe('jobs held under a lease', () => {
  it('are not taken from a live holder, are taken over once its lease lapses, and resume from the saved segments', {
    timeout: 120_000,
  }, async () => {
    const engineA = new GatedEngine();
    let frozen: number | undefined;
    const clockA = () => frozen ?? Date.now();
    const a = await node('node-a', engineA, { JOB_LEASE_SECONDS: '1', JOB_WORKERS: '1' }, clockA);
    const me = visitor(a.app);
    const id = await translateDocx(a.app, me, paragraphs(8, 'leases'));
    await engineA.waitForCalls(8);
    engineA.calls[0]?.answer();
    const job = await jobOf(a, id);
    await eventually(async () => (await savedTexts(a, job.id)) === 1, 'the first batch is saved');
    const answeredText = engineA.calls[0]?.texts[0];

    // A second process starts while node A lives: it takes nothing (its start hands back only its own jobs).
    const engineB = new GatedEngine();
    const b = await node('node-b', engineB, { JOB_LEASE_SECONDS: '1' });
    await eventually(async () => {
      const row = await jobOf(b, id);
      return (row.heartbeat_at ?? 0) > (job.heartbeat_at ?? 0);
    }, 'node A beats again');
    expect(engineB.calls.length).toBe(0);
    expect((await jobOf(b, id)).worker_id).toBe('node-a');

    // Node A hangs (its clock stops: its beats no longer move the lease on); node B takes over.
    frozen = Date.now();
    engineB.drain();
    await engineB.waitForCalls(1);
    const takenOver = await jobOf(b, id);
    // Node A's run counts as lost (JOB_MAX_ATTEMPTS bounds a job that kills its worker).
    expect([takenOver.worker_id, takenOver.attempt, takenOver.lost_runs]).toEqual(['node-b', job.attempt + 1, 1]);
    const detail = await settled(visitor(b.app, me.clientId), id);
    expect(detail.messages.at(-1)?.status).toBe('done');
    // The saved segment was never sent again; node A's late answers change nothing.
    expect(engineB.calls.flatMap((call) => call.texts)).not.toContain(answeredText);
    for (const call of engineA.calls) call.answer();
    const finished = await jobOf(b, id);
    expect([finished.state, finished.worker_id, await savedTexts(b, job.id)]).toEqual(['done', 'node-b', 8]);
    const usage = await b.db.selectFrom('usage_records').select('id').where('job_id', '=', job.id).execute();
    expect(usage).toHaveLength(1);
  });

  it('hears a pause made through another process at its next heartbeat', { timeout: 120_000 }, async () => {
    const engineA = new GatedEngine();
    const a = await node('node-a', engineA, { JOB_LEASE_SECONDS: '1' });
    const engineB = new GatedEngine();
    const b = await node('node-b', engineB, { WORKERS: '0' });
    const me = visitor(a.app);
    const id = await translateDocx(a.app, me, paragraphs(4, 'pauses'));
    await engineA.waitForCalls(4);
    const paused = await visitor(b.app, me.clientId).post('/conversation/pauseConversation', { conversationId: id });
    expect(paused.json.data).toEqual({ paused: true });
    // The holder learns it from the job row and cancels its engine calls.
    await eventually(() => engineA.calls.every((call) => call.signal?.aborted), 'node A cancels its calls');
    expect((await jobOf(a, id)).state).toBe('paused');
    // Resumed through node B, which works no jobs: node A takes it again and finishes it.
    const resumed = await visitor(b.app, me.clientId).post('/conversation/resumeConversation', { conversationId: id });
    expect(resumed.json.data).toEqual({ resumed: true });
    engineA.drain();
    expect((await settled(me, id)).messages.at(-1)?.status).toBe('done');
    expect(engineB.calls).toHaveLength(0);
  });

  it('are handed back by a stopping worker and taken by another at once, not after the lease', {
    timeout: 120_000,
  }, async () => {
    const engineA = new GatedEngine();
    const a = await node('node-a', engineA, { JOB_LEASE_SECONDS: '3600' });
    const me = visitor(a.app);
    const id = await translateDocx(a.app, me, paragraphs(4, 'hand back'));
    await engineA.waitForCalls(4);
    engineA.calls[0]?.answer();
    const job = await jobOf(a, id);
    await eventually(async () => (await savedTexts(a, job.id)) === 1, 'the first batch is saved');
    const engineB = new GatedEngine();
    engineB.drain();
    const b = await node('node-b', engineB, { JOB_LEASE_SECONDS: '3600' });
    await a.app.close();
    const back = await jobOf(b, id);
    // Handed back (queued) or already claimed by node B: never left with node A's hour-long lease.
    expect(back.worker_id === null || back.worker_id === 'node-b').toBe(true);
    // A hand-back at shutdown is no lost run.
    expect(back.lost_runs).toBe(0);
    expect((await settled(visitor(b.app, me.clientId), id)).messages.at(-1)?.status).toBe('done');
    expect(engineB.calls.flatMap((call) => call.texts)).toHaveLength(3);
  });
});

describe('an engine outage', () => {
  it('is waited out: the failed batch is sent again and the job finishes, charged once', {
    timeout: 120_000,
  }, async () => {
    const engine = new GatedEngine();
    const a = await node('node-a', engine, {});
    const me = visitor(a.app);
    const id = await translateDocx(a.app, me, paragraphs(2, 'outages'));
    await engine.waitForCalls(2);
    engine.calls[0]?.answer();
    engine.calls[1]?.fail();
    // The same batch comes again after a short wait; this time the engine is back.
    await engine.waitForCalls(3);
    expect(engine.calls[2]?.texts).toEqual(engine.calls[1]?.texts);
    engine.drain();
    const detail = await settled(me, id);
    expect(detail.messages.at(-1)?.status).toBe('done');
    const job = await jobOf(a, id);
    expect([job.state, await savedTexts(a, job.id)]).toEqual(['done', 2]);
    const usage = await a.db.selectFrom('usage_records').select('id').where('job_id', '=', job.id).execute();
    expect(usage).toHaveLength(1);
  });

  it('that outlasts the wait fails the job, which resumes from its saved segments and is charged once', {
    timeout: 120_000,
  }, async () => {
    const engine = new GatedEngine();
    const a = await node('node-a', engine, { JOB_OUTAGE_SECONDS: '0' });
    const me = visitor(a.app);
    const id = await translateDocx(a.app, me, paragraphs(3, 'long outages'));
    await engine.waitForCalls(3);
    engine.calls[0]?.answer();
    const job = await jobOf(a, id);
    await eventually(async () => (await savedTexts(a, job.id)) === 1, 'the first batch is saved');
    engine.calls[1]?.fail();
    expect((await settled(me, id, 'failed')).messages.at(-1)?.status).toBe('failed');
    const given = () => a.db.selectFrom('usage_records').select('id').where('job_id', '=', job.id).execute();
    expect(await given()).toHaveLength(0);

    const resumed = await me.post('/conversation/resumeConversation', { conversationId: id });
    expect(resumed.json.data).toEqual({ resumed: true });
    engine.drain();
    const detail = await settled(me, id);
    const last = detail.messages.at(-1);
    expect([last?.status, last?.blocks.some((block) => block.type === 'error')]).toEqual(['done', false]);
    expect(await savedTexts(a, job.id)).toBe(3);
    expect(await given()).toHaveLength(1);
    // The segment saved before the failure was not sent again.
    const sent = engine.calls.slice(3).flatMap((call) => call.texts);
    expect(sent).not.toContain(engine.calls[0]?.texts[0]);
    expect(sent).toHaveLength(2);
  });
});
