import type { AddressInfo } from 'node:net';
import type { ChatEvent } from '@glossa/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, translateText, visitor, W, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

let w: WorkspaceTest;
let base: string;
beforeAll(async () => {
  w = await workspaceApp({ chunkDelayMs: 2 });
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(w.t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => w.close());

/** Reads Server-Sent Events until `until` says stop; answers them with their ids. */
async function readEvents(
  conversationId: string,
  clientId: string,
  until: (event: ChatEvent) => boolean,
  lastEventId?: number,
): Promise<{ id: number; event: ChatEvent }[]> {
  const controller = new AbortController();
  const response = await fetch(`${base}${W}/conversation/reconnectConversation/${conversationId}`, {
    method: 'POST',
    headers: {
      'x-client-id': clientId,
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  const events: { id: number; event: ChatEvent }[] = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const id = /^id: (\d+)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (!id || !data) continue;
      const event = JSON.parse(data) as ChatEvent;
      events.push({ id: Number(id), event });
      if (until(event)) {
        controller.abort();
        return events;
      }
    }
  }
  return events;
}

const finished = (event: ChatEvent) => event.type === 'status' && event.status === 'done';

describe('the conversation event stream', () => {
  it('opens with a snapshot, then streams the translation into blocks/N with increasing ids', async () => {
    const me = visitor(w.t.app);
    const id = await translateText(me, 'First paragraph here.\n\nSecond paragraph here.\n\nThird one.');
    const events = await readEvents(id, me.clientId, finished);
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
    const all = await readEvents(id, me.clientId, finished, 0);
    expect(all[0]?.id).toBe(1);
    expect(all.map((item) => item.id)).toEqual(all.map((_, index) => index + 1));
    expect(all.some((item) => item.event.type === 'message')).toBe(true);
    const tail = await readEvents(id, me.clientId, finished, 3);
    expect(tail.map((item) => item.id)).toEqual(all.slice(3).map((item) => item.id));
  });
});
