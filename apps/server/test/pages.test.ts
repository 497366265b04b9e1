import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE);
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('choosing the language at /', () => {
  it('follows Accept-Language and stores the choice for 365 days', async () => {
    const res = await get('/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dede');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('i18n_redirected=dede');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('prefers the stored cookie over the browser language', async () => {
    const res = await get('/', { 'accept-language': 'de-DE', cookie: 'i18n_redirected=jajp' });
    expect(res.headers.location).toBe('/jajp');
  });

  it('honours q-values and regional Chinese', async () => {
    expect((await get('/', { 'accept-language': 'pt;q=1, fr;q=0.5, ko;q=0.9' })).headers.location).toBe('/kokr');
    expect((await get('/', { 'accept-language': 'zh-TW' })).headers.location).toBe('/zhtw');
    expect((await get('/', { 'accept-language': 'zh-Hant-HK' })).headers.location).toBe('/zhhk');
  });

  it('falls back to zhcn and ignores a bad cookie', async () => {
    expect((await get('/')).headers.location).toBe('/zhcn');
    expect((await get('/', { cookie: 'i18n_redirected=xx', 'accept-language': 'sw' })).headers.location).toBe('/zhcn');
  });

  it('keeps the query string', async () => {
    expect((await get('/?ref=mail', { 'accept-language': 'en' })).headers.location).toBe('/enus?ref=mail');
  });
});

describe('paths', () => {
  it('redirects a trailing slash permanently', async () => {
    const res = await get('/enus/login/?a=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/enus/login?a=1');
  });

  it('never turns repeated slashes into an off-site redirect', async () => {
    const res = await get('//evil.example/');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/evil.example');
  });

  it('renders every page route in every language with status 200', async () => {
    const paths = ['', '/login', '/register', '/forgetPwd', '/verify', '/oauth/callback', '/test'];
    for (const lang of ['zhcn', 'enus', 'arsa', 'thth']) {
      for (const path of paths) expect((await get(`/${lang}${path}`)).statusCode, `${lang}${path}`).toBe(200);
    }
    const chat = await get('/enus/chat/0190f5c2-7b3e-7a8c-9d4e-1f2a3b4c5d6e');
    expect(chat.statusCode).toBe(200);
  });
});

describe('the rendered page', () => {
  it('sets lang and dir for Arabic', async () => {
    const res = await get('/arsa');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it('forces left-to-right on the legal pages', async () => {
    expect((await get('/arsa/contract/privacyPolicy')).body).toMatch(/<html lang="ar" dir="ltr"/);
    expect((await get('/arsa/contract/userAgreement')).body).toMatch(/dir="ltr"/);
  });

  it('localises the title, description and keywords per route', async () => {
    const zh = await get('/zhcn');
    expect(zh.body).toMatch(/<title>Glossa[^<]*翻译[^<]*<\/title>/);
    const en = await get('/enus/login');
    expect(en.body).toContain('<title>Sign in - Glossa</title>');
    expect(en.body).toMatch(/<meta name="description" content="[^"]+"/);
    expect(en.body).toMatch(/<meta name="keywords" content="[^"]*translation[^"]*"/);
  });

  it('answers the plans pages with their own titles, in the reader language and direction', async () => {
    const plans = await get('/zhcn/plans');
    expect(plans.statusCode).toBe(200);
    expect(plans.body).toContain('<title>套餐与价格 - Glossa</title>');
    const success = await get('/arsa/plans/success?orderNo=GL20261126ABCDEF012345');
    expect(success.statusCode).toBe(200);
    expect(success.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(success.body).toContain('<title>تم استلام الدفع - Glossa</title>');
    expect((await get('/enus/plans/nope')).statusCode).toBe(404);
  });

  it('renders the dark theme class from the colour-scheme cookie', async () => {
    expect((await get('/enus', { cookie: 'color-scheme=dark' })).body).toMatch(/<html[^>]*class="dark"/);
    expect((await get('/enus')).body).toMatch(/<html[^>]*class="light"/);
  });

  it('answers 404 "Page not found" for an unmatched path', async () => {
    const res = await get('/enus/nope');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found: /enus/nope');
    expect(res.body).toMatch(/<html lang="en" dir="ltr"/);
  });

  it('answers 404 "Page Not Found" when a route validation fails', async () => {
    const badLang = await get('/xx/chat');
    expect(badLang.statusCode).toBe(404);
    expect(badLang.body).toContain('Page Not Found: /xx/chat');
    const badId = await get('/enus/chat/not-a-conversation');
    expect(badId.statusCode).toBe(404);
    expect(badId.body).toContain('Page Not Found: /enus/chat/not-a-conversation');
  });

  it('escapes the path in the 404 message', async () => {
    const res = await get("/enus/a&b'c");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found: /enus/a&amp;b&#39;c');
  });

  it('sends a CSP whose nonce is fresh for each answer', async () => {
    const a = String((await get('/enus')).headers['content-security-policy']);
    const b = String((await get('/enus')).headers['content-security-policy']);
    expect(a).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(a).not.toBe(b);
  });
});

describe('the home page paints before the app runs', () => {
  it('puts the launcher shell, in the page language, inside #root', async () => {
    const en = await get('/enus');
    expect(en.statusCode).toBe(200);
    const root = en.body.slice(en.body.indexOf('<div id="root">'));
    expect(root).toContain('data-shell="home"');
    expect(root).toContain('What would you like to translate?');
    expect(root).toContain('class="boot-launcher"');
    expect(root).toContain('class="boot-drop"');

    const ar = await get('/arsa', { cookie: 'color-scheme=dark' });
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body).toContain('class="dark"');
    expect(ar.body).toContain('data-shell="home"');
    expect(ar.body).toContain('ماذا تريد أن تترجم؟');
    // The file size is isolated, so "10 MB" keeps its order in an Arabic sentence.
    expect(ar.body).toMatch(/\u2068[^\u2069]+\u2069/);
  });

  it('leaves the other pages and the 404 answers without it', async () => {
    expect((await get('/enus/login')).body).not.toContain('data-shell');
    const missing = await get('/enus/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('data-shell');
  });
});
