import { expect, test } from '@playwright/test';

// The server started by `npm start` (see playwright.config.ts), asked the way curl would.
test('`/` redirects to the browser language, 302', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Language': 'de-DE' }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/dede');
});

test('`/arsa` answers right-to-left Arabic HTML', async ({ request }) => {
  const response = await request.get('/arsa');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
  expect(html).toMatch(/<script type="module"[^>]+src="\/assets\//);
});

test('`/enus/nope` answers 404 and says so', async ({ request }) => {
  const response = await request.get('/enus/nope');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found: /enus/nope');
});

test('assets are compressed and cached for good, pages are not', async ({ request }) => {
  const page = await request.get('/enus');
  const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['cache-control']).toBe('no-cache');
});
