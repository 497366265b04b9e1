import type { Block, ChatEvent } from '@glossa/contracts/chat';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConversationEvents, type MessageState } from '../../src/features/workspace/events.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from '../test-app.ts';
import { eventually, GatedEngine, gatedEngineSet } from './gated-engine.ts';
import { settled, translateDocx, translateText, type Visitor, visitor } from './workspace-kit.ts';

/** Every attempt of a job to save segments, and how it ended: the test waits for late answers by these, not by time. */
const { saves, watch } = vi.hoisted(() => {
  const saves = { attempts: 0, settled: 0, refused: 0 };
  const watch =
    <A extends unknown[]>(save: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      saves.attempts += 1;
      try {
        await save(...args);
      } catch (error) {
        saves.refused += 1;
        throw error;
      } finally {
        saves.settled += 1;
      }
    };
  return { saves, watch };
});
vi.mock('../../src/features/workspace/jobs/segments-repo.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/features/workspace/jobs/segments-repo.ts')>();
  return { ...actual, saveSegment: watch(actual.saveSegment), saveSegments: watch(actual.saveSegments) };
});
// A document's answers are saved through the run's write queue: each answer's save is one attempt.
vi.mock('../../src/features/workspace/jobs/run-writes.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/features/workspace/jobs/run-writes.ts')>();
  class WatchedRunWrites extends actual.RunWrites {
    override save(segments: Parameters<InstanceType<typeof actual.RunWrites>['save']>[0]): Promise<void> {
      return watch((each: typeof segments) => super.save(each))(segments);
    }
  }
  return { ...actual, RunWrites: WatchedRunWrites };
});

// Late answers: the engine answers even after the job aborted the request, as a reply already on the wire does.
const engine = new GatedEngine({ ignoreAbort: true });
let t: TestApp;
beforeAll(async () => {
  // An engine error fails the job at once here: waiting out outages is job-leases.test.ts's subject.
  t = await createTestApp({ JOB_OUTAGE_SECONDS: '0' }, FALLBACK_BUNDLE, { engines: gatedEngineSet(engine) });
});
afterAll(async () => {
  engine.drain();
  await t.close();
});

/** One sentence per paragraph, long enough that each is a batch of its own (the pipeline sends them all at once). */
const paragraphs = (topic: string, count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `Paragraph ${i + 1} about ${topic} describes the harbour, the boats that leave at dawn and the nets the fishermen mend all afternoon.`,
  );

async function jobOf(conversationId: string) {
  return t.db
    .selectFrom('jobs')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('kind', '=', 'translate')
    .executeTakeFirstOrThrow();
}

async function saved(jobId: string): Promise<number> {
  const rows = await t.db
    .selectFrom('version_segments')
    .select('segment_id')
    .where('version_id', '=', jobId)
    .where('target', 'is not', null)
    .execute();
  return rows.length;
}

/** What a late write could change: the event log's position, the message row, the job row and its segments. */
async function footprint(conversationId: string) {
  const job = await jobOf(conversationId);
  const conversation = await t.db
    .selectFrom('conversations')
    .select('next_seq')
    .where('id', '=', conversationId)
    .executeTakeFirstOrThrow();
  const message = await t.db
    .selectFrom('messages')
    .select(['blocks', 'status'])
    .where('id', '=', job.message_id)
    .executeTakeFirstOrThrow();
  return { nextSeq: conversation.next_seq, message, state: job.state, saved: await saved(job.id) };
}

describe('a failed job', () => {
  it('stops every engine call at once and no late answer changes it', { timeout: 120_000 }, async () => {
    const me = visitor(t.app);
    const first = engine.calls.length;
    const id = await translateDocx(t.app, me, paragraphs('failing', 8));
    await engine.waitForCalls(first + 8);
    const calls = engine.calls.slice(first, first + 8);
    const job = await jobOf(id);
    calls[0]?.answer();
    await eventually(async () => (await saved(job.id)) === 1, 'the first batch is saved');
    const attempts = saves.attempts;
    const refused = saves.refused;

    calls[1]?.fail();
    const detail = await settled(me, id, 'failed');
    expect(detail.messages[1]?.status).toBe('failed');
    // Every request still with the engine was aborted, in the same moment.
    expect(calls.slice(2).map((call) => call.signal?.aborted)).toEqual(Array(6).fill(true));
    const atFailure = await footprint(id);
    expect([atFailure.state, atFailure.saved, atFailure.message.status]).toEqual(['failed', 1, 'failed']);

    // The six answers already on their way arrive after the failure: each is refused.
    for (const call of calls.slice(2)) call.answer();
    await eventually(
      () => saves.attempts === attempts + 6 && saves.settled === saves.attempts,
      'the late answers reached the job',
    );
    expect(saves.refused - refused).toBe(6);
    expect(await footprint(id)).toEqual(atFailure);
    const blocks = JSON.parse(atFailure.message.blocks) as Block[];
    expect(blocks.find((block) => block.type === 'progress')?.attributes).toMatchObject({ state: 'failed' });
    expect(blocks.at(-1)?.type).toBe('error');
    // No retry, no further batch: the engine saw the eight requests and nothing after.
    expect(engine.calls.length).toBe(first + 8);
    // The chat was given back with the failure.
    const usage = await t.db.selectFrom('usage_records').select('id').where('job_id', '=', job.id).execute();
    expect(usage).toEqual([]);
  });
});

describe('a paused job', () => {
  it('writes nothing after the pause, then resumes without sending a saved segment again', {
    timeout: 120_000,
  }, async () => {
    const me = visitor(t.app);
    const texts = paragraphs('pausing', 6);
    const first = engine.calls.length;
    const id = await translateDocx(t.app, me, texts);
    await engine.waitForCalls(first + 6);
    const calls = engine.calls.slice(first, first + 6);
    const job = await jobOf(id);
    calls[0]?.answer();
    await eventually(async () => (await saved(job.id)) === 1, 'the first batch is saved');
    const attempts = saves.attempts;

    expect((await me.post('/conversation/pauseConversation', { conversationId: id })).json.data.paused).toBe(true);
    await settled(me, id, 'paused');
    expect(calls.slice(1).map((call) => call.signal?.aborted)).toEqual(Array(5).fill(true));
    const atPause = await footprint(id);
    expect([atPause.state, atPause.saved, atPause.message.status]).toEqual(['paused', 1, 'paused']);

    for (const call of calls.slice(1)) call.answer();
    await eventually(
      () => saves.attempts === attempts + 5 && saves.settled === saves.attempts,
      'the late answers reached the job',
    );
    expect(await footprint(id)).toEqual(atPause);

    const resumedFrom = engine.calls.length;
    engine.auto = true;
    try {
      expect((await me.post('/conversation/resumeConversation', { conversationId: id })).json.data.resumed).toBe(true);
      const detail = await settled(me, id);
      expect(detail.messages[1]?.status).toBe('done');
    } finally {
      engine.auto = false;
    }
    const sentAgain = engine.calls.slice(resumedFrom).flatMap((call) => call.texts);
    expect(sentAgain.sort()).toEqual(texts.slice(1).sort());
    expect(await saved(job.id)).toBe(6);
  });
});

describe('a finished job', () => {
  const original = ConversationEvents.prototype.publish;
  const seen: { jobState: string | undefined; download: number }[] = [];
  const watched = new Map<string, Visitor>();
  beforeAll(() => {
    // Right after the event that tells clients "done" is stored, what do the job row and a download say?
    ConversationEvents.prototype.publish = async function (
      this: ConversationEvents,
      conversationId: string,
      events: readonly ChatEvent[],
      message?: MessageState,
      ...rest: unknown[]
    ) {
      await original.call(this, conversationId, events, message, ...(rest as []));
      const who = watched.get(conversationId);
      if (!who || !message || !events.some((event) => event.type === 'status' && event.status === 'done')) return;
      const job = await t.db.selectFrom('jobs').select('state').where('message_id', '=', message.id).executeTakeFirst();
      const download = await who.post('/conversation/initialDownload', { conversationId });
      seen.push({ jobState: job?.state, download: download.status });
    };
  });
  afterAll(() => {
    ConversationEvents.prototype.publish = original;
  });

  it('is done in the same moment as its message, so the download answers at once', { timeout: 120_000 }, async () => {
    const me = visitor(t.app);
    let first = engine.calls.length;
    const document = await translateDocx(t.app, me, paragraphs('finishing', 2));
    watched.set(document, me);
    await engine.waitForCalls(first + 2);
    for (const call of engine.calls.slice(first)) call.answer();
    await settled(me, document);
    first = engine.calls.length;
    const text = await translateText(me, 'A short text that finishes at once.', 'de');
    watched.set(text, me);
    await engine.waitForCalls(first + 1);
    engine.calls[first]?.answer();
    await settled(me, text);
    // The client may read "done" while the watcher is still asking: wait for its two answers.
    await eventually(() => seen.length === 2, 'both finishes were watched');
    expect(seen).toEqual([
      { jobState: 'done', download: 200 },
      { jobState: 'done', download: 200 },
    ]);
  });
});
