import type { AddressInfo } from 'node:net';
import { COMBO_PATHS } from '@glossa/contracts/combo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from '../test-app.ts';
import { GatedEngine, gatedEngineSet } from './gated-engine.ts';
import { translateText, visitor, W } from './workspace-kit.ts';

/**
 * Limits that must not multiply with the server nodes (decision 0024): on PostgreSQL two nodes
 * share the HTTP rate limits and the open-stream counts through the database; on SQLite (one
 * process, the embedded profile) both "nodes" are the same server, counting in memory.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const engine = new GatedEngine();
  engine.drain();
  a = await createTestApp({ WORKER_ID: 'node-a', STREAMS_PER_CLIENT: '2' }, FALLBACK_BUNDLE, {
    engines: gatedEngineSet(engine),
  });
  b = a.config.databaseUrl
    ? await createTestApp(
        {
          WORKER_ID: 'node-b',
          WORKERS: '0',
          STREAMS_PER_CLIENT: '2',
          DATABASE_URL: a.config.databaseUrl,
          DATA_DIR: a.config.dataDir,
        },
        FALLBACK_BUNDLE,
      )
    : a;
  for (const node of new Set([a, b])) await node.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
});

const base = (t: TestApp) => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

describe('limits shared by the server nodes', () => {
  it('counts an HTTP rate limit over both nodes', async () => {
    // The enterprise form allows 5 a minute per address; the limit is counted before the body is read.
    const send = (t: TestApp) =>
      t.app
        .inject({ method: 'POST', url: `${W}${COMBO_PATHS.enterpriseContact}`, payload: {} })
        .then((r) => r.statusCode);
    const answers = [await send(a), await send(b), await send(a), await send(b), await send(a)];
    expect(answers.every((status) => status !== 429)).toBe(true);
    expect([await send(b), await send(a)]).toEqual([429, 429]);
  });

  it('counts a client’s open streams over both nodes', async () => {
    const me = visitor(a.app);
    const id = await translateText(me, 'The boats leave at dawn.');
    const open = (t: TestApp) =>
      fetch(`${base(t)}${W}/conversation/reconnectConversation/${id}`, {
        method: 'POST',
        headers: { 'x-client-id': me.clientId },
      });
    const first = await open(a);
    const second = await open(b);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await open(b);
    expect(third.status).toBe(429);
    await third.body?.cancel();
    // One closes: the next is let in, on either node.
    await first.body?.cancel();
    let again = 429;
    for (let i = 0; i < 200 && again === 429; i++) {
      const response = await open(a);
      again = response.status;
      await response.body?.cancel();
      if (again === 429) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(again).toBe(200);
    await second.body?.cancel();
  });
});
