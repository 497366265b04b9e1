import { expect, test } from '@playwright/test';
import { newEmail, signUpByApi } from './account-helpers.ts';
import { expectAccessible, message, waitForApp } from './helpers.ts';
import { FRESH, hideTab, makeOperator, sayDoNotTrack, storedStays, waitForTracking } from './site-helpers.ts';

const site = (locale: string, key: string) => message(locale, 'site', key);
test.use(FRESH);

test.describe('page-stay tracking', () => {
  test('after consent, stays arrive on route change and tab hide, and show in the console report', async ({ page }) => {
    const since = Date.now() - 1000;
    await page.goto('/dede/help');
    await waitForApp(page);
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(site('dede', 'consent.text'));
    await expectAccessible(page);
    // Nothing is sent before the answer.
    expect(storedStays('/dede', since)).toEqual([]);
    await page.getByTestId('consent-accept').click();
    await expect(banner).toBeHidden();
    await waitForTracking(page);

    // A route change ends the stay on the help center.
    await page.getByTestId('help-card-formats').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('dede', 'help', 'articles.formats.title'));
    await expect.poll(() => storedStays('/dede/help', since).map((stay) => stay.page_key)).toEqual(['/dede/help']);

    // Hiding the tab ends the stay on the article.
    await hideTab(page);
    await expect
      .poll(() => storedStays('/dede/help', since).map((stay) => stay.page_key))
      .toEqual(['/dede/help', '/dede/help/formats']);
    const stays = storedStays('/dede/help', since);
    expect(stays.every((stay) => stay.locale === 'dede' && stay.stay_ms >= 0)).toBe(true);

    // The answer is remembered: no banner on the next visit.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('consent-banner')).toBeHidden();

    // The console's report counts them.
    const email = newEmail('reports');
    await signUpByApi(page, 'enus', email);
    makeOperator(email);
    await page.goto('/enus/console?section=reports');
    await expect(page.getByTestId('report-chart-traffic')).toBeVisible();
    await expect(page.getByTestId('report-chart-traffic').locator('canvas')).toBeVisible();
    const views = Number((await page.getByTestId('report-pageViews').locator('dd').innerText()).replace(/\D/g, ''));
    expect(views).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('report-locales')).toContainText('Deutsch');
  });

  test('a declined banner sends nothing, and stays declined', async ({ page }) => {
    const since = Date.now() - 1000;
    await page.goto('/frfr/about');
    await waitForApp(page);
    await page.getByTestId('consent-decline').click();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: message('frfr', 'common', 'footer.help') })
      .click();
    await expect(page.getByTestId('help-search')).toBeVisible();
    await hideTab(page);
    await page.waitForTimeout(1500);
    expect(storedStays('/frfr', since)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('track_first_visit'))).toBeNull();
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    // The footer's cookie settings ask again.
    await page.getByTestId('cookie-settings').click();
    await expect(page.getByTestId('consent-banner')).toBeVisible();
  });

  test('Do Not Track: no banner and nothing sent, even after an earlier yes', async ({ page }) => {
    const since = Date.now() - 1000;
    await sayDoNotTrack(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/gateway/track/')) sent.push(request.url());
    });
    await page.goto('/eses/help');
    await waitForApp(page);
    await page.evaluate(() => localStorage.setItem('glossa-tracking-consent', 'accepted'));
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('help-search')).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    await expect(page.getByTestId('cookie-settings')).toBeHidden();
    await page.getByTestId('help-card-plans').click();
    await hideTab(page);
    await page.waitForTimeout(1500);
    expect(sent).toEqual([]);
    expect(storedStays('/eses', since)).toEqual([]);
  });
});

test('a signed-in member’s stays are attributed to the account by the server', async ({ page }) => {
  const since = Date.now() - 1000;
  const email = newEmail('tracked');
  await signUpByApi(page, 'kokr', email);
  await page.goto('/kokr/about');
  await waitForApp(page);
  await page.getByTestId('consent-accept').click();
  await waitForTracking(page);
  await hideTab(page);
  await expect.poll(() => storedStays('/kokr/about', since).length).toBe(1);
  expect(storedStays('/kokr/about', since)[0]?.user_id).toMatch(/^[0-9a-f-]{36}$/);
});

test('refused events and a failing first-visit call show nothing and break nothing', async ({ page }) => {
  const refused: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/gateway/track/**', async (route) => {
    refused.push(route.request().url());
    await route.fulfill({ status: 429, contentType: 'application/json', body: '{"code":429,"success":false}' });
  });
  await page.route('**/user/firstVisit**', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/jajp/help');
  await waitForApp(page);
  await page.getByTestId('consent-accept').click();
  await waitForTracking(page);
  await page.getByTestId('help-card-privacy').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('jajp', 'help', 'articles.privacy.title'));
  await hideTab(page);
  await expect.poll(() => refused.length).toBeGreaterThanOrEqual(2);
  await expect(page.locator('.ant-message-notice, .ant-notification-notice')).toHaveCount(0);
  expect(errors).toEqual([]);
});
