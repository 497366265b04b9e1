import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Lifecycle } from '#core/lifecycle.ts';
import { createTestApp, FALLBACK_BUNDLE } from '../test-app.ts';
import { GatedEngine, gatedEngineSet } from './gated-engine.ts';
import { translateText, visitor, W } from './workspace-kit.ts';

/** A process told to stop (decision 0024): readiness first, then streams end with a reconnect hint. */
describe('a stopping server', () => {
  it('answers /readyz 503 while closing and ends its streams with an SSE retry hint', { timeout: 60_000 }, async () => {
    const lifecycle = new Lifecycle();
    const engine = new GatedEngine();
    engine.drain();
    const t = await createTestApp({}, FALLBACK_BUNDLE, { engines: gatedEngineSet(engine), lifecycle });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const me = visitor(t.app);
      const id = await translateText(me, 'The boats leave at dawn.');
      const port = (t.app.server.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}${W}/conversation/reconnectConversation/${id}`, {
        method: 'POST',
        headers: { 'x-client-id': me.clientId },
      });
      const text = response.text();

      lifecycle.closing = true;
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json().status]).toEqual([503, 'closing']);
      await t.app.close();
      // The stream ended (it was not left to hold the close) and told the client when to come back.
      expect(await text).toMatch(/retry: 1000\n\n$/);
    } finally {
      await t.close();
    }
  });
});
