import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#core/config.ts';
import { claimNextJob } from '#core/queue/fair-queue.ts';
import { giveTurnBack } from '#core/queue/leases.ts';
import { createDatabase, type Database } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { createTestApp, FALLBACK_BUNDLE, freshDatabaseUrl, type TestApp } from '../test-app.ts';
import { GatedEngine, gatedEngineSet } from './gated-engine.ts';
import { translateText, visitor } from './workspace-kit.ts';

const holder = { workerId: 'worker-1', leaseMs: 60_000 };

const FLOOD = 200;

describe('a flood of jobs from one visitor', () => {
  const engine = new GatedEngine();
  let t: TestApp;
  beforeAll(async () => {
    // The limits are lifted here: this test is about the order jobs run in, not about refusing them.
    t = await createTestApp(
      {
        JOB_OWNER_PER_MINUTE: '1000',
        JOB_OWNER_WAITING: '1000',
        JOB_ADDRESS_PER_MINUTE: '1000',
        JOB_ADDRESS_WAITING: '1000',
      },
      FALLBACK_BUNDLE,
      { engines: gatedEngineSet(engine) },
    );
    await t.db.updateTable('plans').set({ daily_chats: 100_000 }).where('id', '=', 'free').execute();
  });
  afterAll(async () => {
    engine.drain();
    await t.close();
  });

  it("does not hold another visitor's one sentence for more than one job", { timeout: 300_000 }, async () => {
    const flood = visitor(t.app);
    const other = visitor(t.app);
    for (let i = 0; i < FLOOD; i++) await translateText(flood, `Flood sentence number ${i} for the queue.`, 'de');
    // Both workers are busy with the flood, and 198 of its jobs wait (the two jobs' engine calls
    // may reach the engine in either order).
    await engine.waitForCalls(2);
    expect(engine.calls.map((call) => call.texts[0]).sort()).toEqual([
      'Flood sentence number 0 for the queue.',
      'Flood sentence number 1 for the queue.',
    ]);
    await translateText(other, 'The other visitor needs one sentence.', 'de');

    // The first worker that frees takes the other visitor's job, before the 198 flood jobs queued earlier.
    engine.calls[0]?.answer();
    await engine.waitForCalls(3);
    expect(engine.calls[2]?.texts).toEqual(['The other visitor needs one sentence.']);

    // Then the flood goes on in the order it was queued: the two freed workers take jobs 2 and 3
    // (their two engine calls may reach the engine in either order).
    engine.calls[1]?.answer();
    engine.calls[2]?.answer();
    await engine.waitForCalls(5);
    expect(
      engine.calls
        .slice(3)
        .map((call) => call.texts[0])
        .sort(),
    ).toEqual(['Flood sentence number 2 for the queue.', 'Flood sentence number 3 for the queue.']);
  });
});

describe('the claim order (one query, shared by every server process)', () => {
  let db: Database;
  let dataDir: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-queue-'));
    const database = await freshDatabaseUrl();
    drop = database.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    db = createDatabase(config);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A queued job of `owner`, created at `at`; answers its id. */
  async function queued(owner: string, at: number): Promise<string> {
    const conversation = randomUUID();
    await db
      .insertInto('conversations')
      .values({
        id: conversation,
        owner,
        name: '',
        module: 'text',
        source_language: 'en',
        target_language: 'de',
        file_id: null,
        preview: '',
        settings: '{}',
        next_seq: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const id = randomUUID();
    await db
      .insertInto('jobs')
      .values({
        id,
        conversation_id: conversation,
        message_id: randomUUID(),
        kind: 'translate',
        state: 'queued',
        input: '{}',
        total: 0,
        done: 0,
        revision: 0,
        error: null,
        created_at: at,
        updated_at: at,
        queued_at: at,
        attempt: 0,
        address: null,
      })
      .execute();
    return id;
  }

  it('takes users first, then the owner running fewest, oldest first; an owner gets its share while others wait', async () => {
    const v1 = await queued('visitor:v', 1);
    const w1 = await queued('visitor:w', 3);
    const u1 = await queued('user:u', 5);
    const v2 = await queued('visitor:v', 2);
    const u2 = await queued('user:u', 6);
    const claims: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) claims.push((await claimNextJob(db, 100, 1, holder))?.id);
    // u1: users first. v1 then w1: each owner's first job before anyone's second. Then the
    // second round, users first again; nothing is left after five.
    expect(claims).toEqual([u1, v1, w1, u2, v2, undefined]);
    const rows = await db.selectFrom('jobs').select(['state', 'attempt']).execute();
    expect(rows.every((row) => row.state === 'running' && row.attempt === 1)).toBe(true);
  });

  it('lets an owner run up to its share, skips jobs still unwinding, and bumps the run token', async () => {
    await db.deleteFrom('jobs').execute();
    const a1 = await queued('user:a', 10);
    const a2 = await queued('user:a', 11);
    const b1 = await queued('visitor:b', 12);
    // A share of two: the user's second job goes before the visitor's first.
    expect((await claimNextJob(db, 100, 2, holder))?.id).toBe(a1);
    expect((await claimNextJob(db, 100, 2, holder))?.id).toBe(a2);
    expect((await claimNextJob(db, 100, 2, holder))?.id).toBe(b1);
    // A job queued again (paused, then resumed) is claimed with the next attempt, unless this
    // process is still unwinding its previous run.
    await db.updateTable('jobs').set({ state: 'queued' }).where('id', '=', a1).execute();
    expect(await claimNextJob(db, 100, 2, holder, { skip: [a1] })).toBeUndefined();
    const again = await claimNextJob(db, 100, 2, holder);
    expect([again?.id, again?.attempt]).toEqual([a1, 2]);
  });

  it("sends a job given back after its slice, and its owner's other jobs, behind the jobs that waited", async () => {
    await db.deleteFrom('jobs').execute();
    const x1 = await queued('visitor:x', 10);
    const y1 = await queued('visitor:y', 20);
    const x2 = await queued('visitor:x', 30);
    expect((await claimNextJob(db, 100, 1, holder))?.id).toBe(x1);
    expect((await claimNextJob(db, 100, 1, holder))?.id).toBe(y1);
    const z1 = await queued('visitor:z', 50);
    // x1 had its slice: it waits again, and x2 (waiting since 30) moves back with it.
    expect(await giveTurnBack(db, { jobId: x1, attempt: 1, workerId: holder.workerId }, 'visitor:x', 200)).toBe(true);
    // A run that no longer holds the job gives nothing back.
    expect(await giveTurnBack(db, { jobId: x1, attempt: 1, workerId: holder.workerId }, 'visitor:x', 201)).toBe(false);
    // z (waiting since 50) before x (its place is now 200); then x's jobs in their own order.
    const claims = [];
    for (let i = 0; i < 3; i++) claims.push((await claimNextJob(db, 300, 1, holder))?.id);
    expect(claims).toEqual([z1, x1, x2]);
    const again = await db.selectFrom('jobs').select(['attempt', 'queued_at']).where('id', '=', x1).executeTakeFirst();
    expect(again).toEqual({ attempt: 2, queued_at: 200 });
  });

  it('takes a slice for an owner under its share only, and never for the owner giving way', async () => {
    await db.deleteFrom('jobs').execute();
    const a1 = await queued('visitor:a', 10);
    const a2 = await queued('visitor:a', 11);
    const b1 = await queued('visitor:b', 12);
    expect((await claimNextJob(db, 100, 1, holder))?.id).toBe(a1);
    // a runs its share: its second job may not take a slice; b's may, unless b is the one giving way.
    expect(await claimNextJob(db, 100, 1, holder, { lane: { notOwner: 'visitor:b' } })).toBeUndefined();
    expect((await claimNextJob(db, 100, 1, holder, { lane: {} }))?.id).toBe(b1);
    expect(await claimNextJob(db, 100, 1, holder, { lane: {} })).toBeUndefined();
    expect((await claimNextJob(db, 100, 1, holder))?.id).toBe(a2);
  });
});
