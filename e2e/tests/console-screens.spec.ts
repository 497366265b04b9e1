import { expect, test } from '@playwright/test';
import { consoleText, signUpOperator } from './console-helpers.ts';
import { expectAccessible } from './helpers.ts';

test.setTimeout(180_000);

const SECTIONS = [
  'users',
  'plans',
  'orders',
  'enterprise',
  'settings',
  'engines',
  'jobs',
  'messages',
  'ads',
  'audit',
] as const;
const LABELS: Record<(typeof SECTIONS)[number], string> = {
  users: 'menu.users',
  plans: 'menu.plans',
  orders: 'menu.orders',
  enterprise: 'menu.enterprise',
  settings: 'menu.settings',
  engines: 'engines.llmTitle',
  jobs: 'menu.jobs',
  messages: 'menu.messages',
  ads: 'menu.ads',
  audit: 'menu.audit',
};

/** The theme's class on <html> (lib/color-scheme.ts), set when the system's scheme changes. */
const themeClass = (scheme: 'light' | 'dark') => new RegExp(`(^|\\s)${scheme}(\\s|$)`);

/**
 * The console in three languages (one right to left), light and dark, desktop and phone; saved for
 * review. Each page is opened once and shot in both themes (the theme follows the system's
 * scheme without a reload).
 */
for (const locale of ['enus', 'zhcn', 'arsa'] as const) {
  test(`the console looks right in ${locale}, light and dark, desktop and phone`, async ({ page }) => {
    await signUpOperator(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const section of SECTIONS) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`/${locale}/console?section=${section}`);
      await expect(page.getByRole('heading', { name: consoleText(locale, LABELS[section]), level: 2 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'arsa' ? 'rtl' : 'ltr');
      // Every section in the light theme, the users also in the dark one.
      for (const scheme of section === 'users' ? (['light', 'dark'] as const) : (['light'] as const)) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect(page.locator('html')).toHaveClass(themeClass(scheme));
        await page.screenshot({
          animations: 'disabled',
          path: `.tmp/shots/console-${section}-${locale}-${scheme}-desktop.png`,
        });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`/${locale}/console?section=messages`);
    if (locale === 'enus') await expectAccessible(page);
    await page.getByTestId('message-new').click();
    await expect(page.getByTestId('message-title')).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveClass(themeClass(scheme));
      await page.screenshot({
        animations: 'disabled',
        path: `.tmp/shots/console-message-form-${locale}-${scheme}-desktop.png`,
      });
    }

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/${locale}/console?section=users`);
    await expect(page.getByRole('heading', { name: consoleText(locale, 'menu.users'), level: 2 })).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveClass(themeClass(scheme));
      await page.screenshot({ animations: 'disabled', path: `.tmp/shots/console-users-${locale}-${scheme}-phone.png` });
      await page.getByRole('button', { name: consoleText(locale, 'menu.open') }).click();
      const engines = page.getByRole('menuitem', { name: consoleText(locale, 'menu.engines') });
      await expect(engines).toBeVisible();
      await page.screenshot({ animations: 'disabled', path: `.tmp/shots/console-menu-${locale}-${scheme}-phone.png` });
      await page.keyboard.press('Escape');
      await expect(engines).toBeHidden();
    }
  });
}

/** Status tags (enabled, disabled) among the users are read at 4.5:1 contrast in the light theme. */
test('the users table passes the accessibility check in the light theme', async ({ page }) => {
  await signUpOperator(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/enus/console?section=users');
  await expect(page.getByRole('heading', { name: consoleText('enus', 'menu.users'), level: 2 })).toBeVisible();
  await expect(page.locator('.ant-tag-green').first()).toBeVisible();
  await expectAccessible(page);
});
