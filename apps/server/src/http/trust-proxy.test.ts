import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy, TrustProxyError } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('reads nobody, a hop count, and addresses, networks and named ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses `true` (the client would choose its address) and anything that is not an address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/give your proxies/);
    for (const wrong of ['10.0.0.0/33', 'proxy.example.org', '10.0.0.1/', '::1/129', '11'])
      expect(() => parseTrustProxy(wrong)).toThrow(TrustProxyError);
  });

  it.each(['127.0.0.1', '1'])(
    'takes as the client the first address the proxy saw, whatever the client forged (%s)',
    async (setting) => {
      const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(setting)) });
      app.get('/', async (request) => ({ ip: request.ip }));
      // nginx with $proxy_add_x_forwarded_for appends the address it saw to what the client sent.
      const appended = await app.inject({
        url: '/',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' },
      });
      expect(appended.json()).toEqual({ ip: '203.0.113.9' });
      if (setting === '1') return void (await app.close());
      // A client reaching the node directly is not a trusted proxy: its header is ignored.
      const direct = await app.inject({
        url: '/',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '1.2.3.4' },
      });
      expect(direct.json()).toEqual({ ip: '198.51.100.7' });
      await app.close();
    },
  );
});
