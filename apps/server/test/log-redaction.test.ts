import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from './registered-routes.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

let t: TestApp;
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, FALLBACK_BUNDLE, { logStream });
});
afterAll(async () => t.close());

const SECRETS = ['LINKTOKEN123', 'SIGVALUE456', 'CODE789', 'STATE000', 'BEARERSECRET', 'COOKIESECRET'];

describe('the request log', () => {
  it('keeps secrets of signed links, callbacks, headers and cookies out of every line', async () => {
    await t.app.inject({ method: 'GET', url: '/gateway/website/conversation/download?token=LINKTOKEN123' });
    await t.app.inject({ method: 'GET', url: '/files/report.pdf?sig=SIGVALUE456&expires=1900000000&format=pdf' });
    await t.app.inject({ method: 'GET', url: '/enus/oauth/callback?code=CODE789&state=STATE000' });
    await t.app.inject({
      method: 'GET',
      url: '/gateway/website/user/getUserInfoBasic',
      headers: { authorization: 'Bearer BEARERSECRET', cookie: 'auth_token=COOKIESECRET' },
    });
    const logged = lines.join('\n');
    for (const secret of SECRETS) expect(logged).not.toContain(secret);
    expect(logged).not.toContain('expires=1900000000');

    const urls = lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).flatMap((e) => e.req?.url ?? []);
    expect(urls).toContain('/gateway/website/conversation/download?token=[redacted]');
    expect(urls).toContain('/files/report.pdf?sig=[redacted]&expires=[redacted]&format=pdf');
    expect(urls).toContain('/enus/oauth/callback?code=[redacted]&state=[redacted]');
  });

  it('keeps keys out of the request lines of every route, in the query, the headers and the body', async () => {
    lines.length = 0;
    const keys = ['AUTHKEY111', 'APIKEY222', 'TOKEN333', 'PLAINKEY444', 'APIKEYCAMEL555', 'HEADERKEY666', 'FORMKEY777'];
    const query = `auth_key=${keys[0]}&api_key=${keys[1]}&token=${keys[2]}&key=${keys[3]}&apiKey=${keys[4]}&target_lang=DE`;
    for (const route of registeredRoutes(t.app, '/')) {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      const url = `${path.replace(/:[^/]+/g, 'x1')}?${query}`;
      await t.app.inject({
        method,
        url,
        headers: {
          authorization: `DeepL-Auth-Key ${keys[5]}`,
          ...(method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        ...(method === 'GET' ? {} : { payload: `auth_key=${keys[6]}&api_key=${keys[6]}&text=Hello` }),
      });
    }
    const logged = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of keys) expect(logged, secret).not.toContain(secret);
    expect(logged).toContain('target_lang=DE');
  });
});
