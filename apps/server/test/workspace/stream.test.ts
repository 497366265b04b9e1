import type { AddressInfo } from 'node:net';
import type { ChatEvent } from '@glossa/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents, settled, translateText, visitor, W, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

let w: WorkspaceTest;
let base: string;
beforeAll(async () => {
  w = await workspaceApp({ chunkDelayMs: 2 });
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(w.t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => w.close());

/** The stream's events until `until` says stop (checked to be an event stream). */
async function streamed(
  conversationId: string,
  clientId: string,
  until: (event: ChatEvent) => boolean,
  lastEventId?: number,
) {
  const received = await readEvents(base, conversationId, clientId, until, lastEventId);
  expect(received.contentType).toContain('text/event-stream');
  return received.events;
}

const finished = (event: ChatEvent) => event.type === 'status' && event.status === 'done';

describe('the conversation event stream', () => {
  it('opens with a snapshot, then streams the translation into blocks/N with increasing ids', async () => {
    const me = visitor(w.t.app);
    const id = await translateText(me, 'First paragraph here.\n\nSecond paragraph here.\n\nThird one.');
    const events = await streamed(id, me.clientId, finished);
    expect(events[0]?.event.type).toBe('snapshot');
    const ids = events.map((item) => item.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const appends = events.filter((item) => item.event.type === 'append');
    expect(appends.length).toBeGreaterThan(0);
    for (const item of appends) expect(item.event).toMatchObject({ path: 'blocks/0' });
  });

  it('replays what a client missed after Last-Event-ID, with no gap and no repeat', async () => {
    const me = visitor(w.t.app);
    const id = await translateText(me, 'Alpha beta gamma.\n\nDelta epsilon.');
    await settled(me, id);
    const all = await streamed(id, me.clientId, finished, 0);
    expect(all[0]?.id).toBe(1);
    expect(all.map((item) => item.id)).toEqual(all.map((_, index) => index + 1));
    expect(all.some((item) => item.event.type === 'message')).toBe(true);
    const tail = await streamed(id, me.clientId, finished, 3);
    expect(tail.map((item) => item.id)).toEqual(all.slice(3).map((item) => item.id));
  });

  it('answers a resumed stream at once when nothing was missed, before any event', async () => {
    const me = visitor(w.t.app);
    const id = await translateText(me, 'Quiet now.');
    await settled(me, id);
    const [snapshot] = await streamed(id, me.clientId, () => true);
    expect(snapshot?.event.type).toBe('snapshot');
    // Nothing comes after the snapshot's number: the answer's head is all the client gets for now.
    const controller = new AbortController();
    const response = await fetch(`${base}${W}/conversation/reconnectConversation/${id}`, {
      method: 'POST',
      headers: { 'x-client-id': me.clientId, 'last-event-id': String(snapshot?.id) },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    controller.abort();
  });
});
