import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

/**
 * Form and multipart bodies an attacker writes to the public APIs, before any key is checked:
 * 80,000 repeated fields (they held the event loop for 100 s when each repetition copied the
 * list), forms cut short, the NUL character. Each is a clear 4xx, never a 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE);
});
afterAll(async () => t.close());

const form = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

describe('form bodies', () => {
  it('refuses 80,000 repeated fields with 400, in DeepL’s and LibreTranslate’s shapes', async () => {
    const flood = 'text=a&'.repeat(80_000);
    const deepl = await form('/v2/translate', flood);
    expect(deepl.statusCode).toBe(400);
    expect(deepl.json()).toEqual({ message: 'The request has too many fields: at most 1000 fields are accepted' });
    const libre = await form('/translate', flood.replaceAll('text=', 'q='));
    expect(libre.statusCode).toBe(400);
    expect(libre.json()).toEqual({ error: 'The request has too many fields: at most 1000 fields are accepted' });
  });

  it('still reads a form of many texts within the limit (and then asks for the key)', async () => {
    const texts = Array.from({ length: 50 }, (_, i) => `text=Sentence+${i}`).join('&');
    const answer = await form('/v2/translate', `${texts}&target_lang=DE`);
    expect(answer.statusCode).toBe(403);
  });

  it('refuses the NUL character in a path, a query or a body, before it reaches the database', async () => {
    const path = await t.app.inject({ method: 'GET', url: '/v2/glossaries/%00/entries' });
    expect(path.statusCode).toBe(400);
    const query = await t.app.inject({ method: 'GET', url: '/v2/languages?type=%00' });
    expect(query.statusCode).toBe(400);
    const body = await t.app.inject({
      method: 'POST',
      url: '/gateway/website/conversation/queryOverseasConversationPage',
      headers: { 'content-type': 'application/json', 'x-client-id': 'a'.repeat(32), 'lan-i18n-code': 'enus' },
      payload: JSON.stringify({ pageNum: 1, keyword: 'a\u0000b' }),
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      code: 10001,
      msg: 'Invalid value for keyword: it must not contain the NUL character (U+0000)',
      data: { field: 'keyword', issue: 'nulCharacter' },
    });
  });
});

describe('multipart bodies', () => {
  const boundary = 'hostileBoundary';
  const type = `multipart/form-data; boundary=${boundary}`;
  const whole = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nHello there\r\n--${boundary}--\r\n`,
  );

  it.each([
    ['cut inside the file', whole.subarray(0, whole.length - 30), type],
    ['with another boundary', whole, 'multipart/form-data; boundary=other'],
    ['without a boundary', whole, 'multipart/form-data'],
    ['with a broken part header', Buffer.from(`--${boundary}\r\nContent-Disposition\u0000\r\n`), type],
  ])('answers a body %s with 400 on every upload route', async (_case, payload, contentType) => {
    const routes = [
      ['/gateway/website/conversation/uploadAndPreview', { 'x-client-id': 'b'.repeat(32), 'lan-i18n-code': 'enus' }],
      ['/gateway/website/conversation/importXliff', { 'x-client-id': 'b'.repeat(32), 'lan-i18n-code': 'enus' }],
      ['/v2/document', {}],
      ['/translate_file', {}],
      ['/translate', {}],
      ['/api/v1/documents', {}],
    ] as const;
    for (const [url, headers] of routes) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
  });
});
