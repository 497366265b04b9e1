import type { AddressInfo } from 'node:net';
import type { ChatEvent } from '@glossa/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from '../test-app.ts';
import { readEvents, settled, translateText, visitor, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

/**
 * Live events across processes (decision 0024). On PostgreSQL the stream is opened on a node that
 * works no jobs while another node runs the turn; on SQLite (one process, the embedded profile)
 * both are the same server.
 */
let worker: WorkspaceTest;
let streamNode: TestApp;
let base: string;
beforeAll(async () => {
  worker = await workspaceApp(
    { chunkDelayMs: 2 },
    {},
    { WORKER_ID: 'worker-node', STREAM_IDLE_SECONDS: '1', EVENTS_KEPT: '5' },
  );
  const { config } = worker.t;
  streamNode = config.databaseUrl
    ? await createTestApp(
        {
          WORKERS: '0',
          WORKER_ID: 'stream-node',
          DATABASE_URL: config.databaseUrl,
          DATA_DIR: config.dataDir,
          STREAM_IDLE_SECONDS: '1',
        },
        FALLBACK_BUNDLE,
      )
    : worker.t;
  await streamNode.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(streamNode.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (streamNode !== worker.t) await streamNode.close();
  await worker.close();
});

const finished = (event: ChatEvent) => event.type === 'status' && event.status === 'done';

describe('live events across processes', () => {
  it('reach a stream on another node in order, each once, up to the end of the turn', { timeout: 60_000 }, async () => {
    const me = visitor(worker.t.app);
    const id = await translateText(
      me,
      'The boats leave at dawn. The nets are mended all afternoon. The harbour sleeps.',
    );
    const { events, ended } = await readEvents(base, id, me.clientId, finished, 0);
    expect(ended).toBe(false);
    const ids = events.map((item) => item.id);
    // Replayed from the log, then live from the other node: consecutive numbers, none twice.
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
    expect(events.at(-1)?.event).toMatchObject({ type: 'status', status: 'done' });
  });

  it('prune the log when a turn ends: a client behind the pruned part gets a snapshot, then the stream ends when idle', {
    timeout: 60_000,
  }, async () => {
    const me = visitor(worker.t.app);
    const long = Array.from({ length: 60 }, (_, i) => `Sentence ${i + 1} about the harbour at dawn.`).join(' ');
    const id = await translateText(me, long);
    await settled(me, id);
    const stored = await worker.t.db
      .selectFrom('conversation_events')
      .select('seq')
      .where('conversation_id', '=', id)
      .orderBy('seq')
      .execute();
    const conversation = await worker.t.db
      .selectFrom('conversations')
      .select('next_seq')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.length).toBe(5);
    expect(stored.at(-1)?.seq).toBe(conversation.next_seq - 1);
    expect(stored[0]?.seq ?? 0).toBeGreaterThan(1);

    // Behind the pruned part: a snapshot of everything, numbered with the last event; then idle, so it ends.
    const behind = await readEvents(base, id, me.clientId, () => false, 0);
    expect(behind.ended).toBe(true);
    expect(behind.events.map((item) => [item.id, item.event.type])).toEqual([[conversation.next_seq - 1, 'snapshot']]);
    // Within the kept part: only what came after, replayed.
    const near = await readEvents(base, id, me.clientId, () => false, conversation.next_seq - 3);
    expect(near.events.map((item) => item.id)).toEqual([conversation.next_seq - 2, conversation.next_seq - 1]);
    expect(near.ended).toBe(true);
    // A number the log never gave (a client of another site, a forged header): a snapshot too.
    const ahead = await readEvents(base, id, me.clientId, () => false, 10_000_000);
    expect(ahead.events.map((item) => [item.id, item.event.type])).toEqual([[conversation.next_seq - 1, 'snapshot']]);
  });
});
