import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chooseMenuItem, expectAccessible, message, SCREENSHOTS, waitForApp } from './helpers.ts';

const LOCALES = [
  { code: 'enus', lang: 'en', dir: 'ltr' },
  { code: 'zhcn', lang: 'zh-CN', dir: 'ltr' },
  { code: 'arsa', lang: 'ar', dir: 'rtl' },
] as const;

for (const locale of LOCALES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`home in ${locale.code}, ${scheme}: localised, mirrored when RTL, accessible`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${locale.code}`);
      await waitForApp(page);

      await expect(page).toHaveTitle(message(locale.code, 'meta', 'home.title'));
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', locale.lang);
      await expect(html).toHaveAttribute('dir', locale.dir);
      await expect(html).toHaveClass(scheme);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message(locale.code, 'common', 'home.welcomeTitle'),
      );

      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(scheme === 'dark' ? 'rgb(17, 19, 24)' : 'rgb(247, 248, 251)');

      // The history rail sits at the inline start: left in LTR, right in Arabic.
      const rail = await page.locator('.history-sider').boundingBox();
      const brand = await page.locator('.brand-logo').boundingBox();
      expect(rail && brand).toBeTruthy();
      if (locale.dir === 'rtl') {
        expect(rail!.x).toBeGreaterThan(1280 / 2);
        expect(brand!.x).toBeGreaterThan(1280 / 2);
      } else {
        expect(rail!.x).toBeLessThan(1280 / 2);
        expect(brand!.x).toBeLessThan(1280 / 2);
      }

      await page.screenshot({
        animations: 'disabled',
        path: path.join(SCREENSHOTS, `home-${locale.code}-${scheme}.png`),
        fullPage: true,
      });
      await expectAccessible(page);
    });
  }
}

test('switching the language keeps the path', async ({ page }) => {
  // A hang guard, not a speed check: the German texts, date names and component texts are chunks of
  // their own, and on a machine whose cores are busy the page load and that switch can take a while.
  test.setTimeout(120_000);
  await page.goto('/enus/contract/userAgreement');
  await waitForApp(page);
  await page.getByTestId('language-switcher').click();
  await chooseMenuItem(page, 'Deutsch');
  // The German texts, date names and component texts load first: slow on a busy machine.
  await expect(page).toHaveURL(/\/dede\/contract\/userAgreement$/, { timeout: 90_000 });
  await expect(page).toHaveTitle(message('dede', 'meta', 'userAgreement.title'));
  // The stored choice now takes `/` back to German.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dede$/);
});

test('the theme switcher stores the choice and the server renders it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/enus');
  await waitForApp(page);
  await page.getByTestId('theme-switcher').click();
  await chooseMenuItem(page, message('enus', 'common', 'theme.dark'));
  await expect(page.locator('html')).toHaveClass('dark');
  expect(await page.evaluate(() => localStorage.getItem('vueuse-color-scheme'))).toBe('dark');
  const response = await page.request.get('/enus');
  expect(await response.text()).toMatch(/<html[^>]*class="dark"/);
});

test('auto theme follows the system preference live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/enus');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveClass('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass('dark');
});

test('the root path picks the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/dede$/);
  await context.close();
});

test('an unmatched path shows "Page not found", a failed validation "Page Not Found"', async ({ page }) => {
  const response = await page.goto('/enus/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toHaveText('Page not found: /enus/nope');
  await expect(page).toHaveTitle(message('enus', 'meta', 'notFound.title'));

  await page.goto('/enus/chat/12345');
  await expect(page.getByTestId('not-found')).toHaveText('Page Not Found: /enus/chat/12345');
  await page.goto('/xx');
  await expect(page.getByTestId('not-found')).toHaveText('Page Not Found: /xx');
});

test('legal pages are left to right in Arabic and say which language they show', async ({ page }) => {
  await page.goto('/arsa/contract/privacyPolicy');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByText(message('arsa', 'common', 'legal.englishOnly'))).toBeVisible();
  await page.goto('/zhcn/contract/userAgreement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('用户协议');
  await expectAccessible(page);
});
