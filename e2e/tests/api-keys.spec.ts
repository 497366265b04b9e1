import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { account, buttonName, newEmail, signUpByApi } from './account-helpers.ts';
import { chooseMenuItem, expectAccessible, message } from './helpers.ts';

/** Screenshots of the API keys page, looked at by hand. */
const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ animations: 'disabled', path: path.join(SHOTS, `${name}.png`), fullPage: true });

const keys = (locale: string, key: string) => message(locale, 'apikeys', key);

// Sign-up with argon2 on a shared machine, then many screens: more than the default 30 s.
test.setTimeout(180_000);
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A new account, signed up through the one form and left on the home page. */
async function newAccount(page: Page, locale: string): Promise<void> {
  await signUpByApi(page, locale, newEmail(`keys-${locale}`));
}

/** Creates a key through the dialog; answers the secret the dialog shows once. */
async function createKey(page: Page, locale: string, name: string): Promise<string> {
  await page.getByTestId('api-key-create').click();
  const dialog = page.getByRole('dialog', { name: keys(locale, 'name.createTitle') });
  await dialog.getByTestId('api-key-name').fill(name);
  await dialog.getByRole('button', { name: buttonName(keys(locale, 'action.create')) }).click();
  const secret = page.getByTestId('api-key-secret');
  await expect(secret).toHaveText(/^glk_[A-Za-z0-9_-]{43}$/);
  return (await secret.textContent()) ?? '';
}

test('a person creates a key, sees and copies it once, renames and revokes it', async ({ page }) => {
  const locale = 'enus';
  await newAccount(page, locale);
  await page.getByTestId('account-menu').click();
  await chooseMenuItem(page, account(locale, 'menu.apiKeys'));
  await expect(page).toHaveURL(/\/enus\/account\?tab=apiKeys$/);
  await expect(page.getByText(keys(locale, 'list.empty'))).toBeVisible();
  await expect(page.getByTestId('api-docs-link')).toHaveAttribute('href', '/api/docs');
  await expect(page.getByTestId('api-key-deepl-example')).toContainText('DeepL-Auth-Key');
  await expect(page.getByTestId('api-key-libre-example')).toContainText('"api_key"');

  const secret = await createKey(page, locale, 'Build server');
  const shown = page.getByRole('dialog', { name: keys(locale, 'secret.title').replace('{{name}}', 'Build server') });
  await expect(shown.getByText(keys(locale, 'secret.warning'))).toBeVisible();
  await expectAccessible(page);
  await expect(shown.getByTestId('api-key-copy')).toHaveText(keys(locale, 'secret.copy'));
  await shown.getByTestId('api-key-copy').click();
  await expect(page.getByText(keys(locale, 'secret.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shown.getByRole('button', { name: keys(locale, 'secret.done') }).click();
  await expect(shown).toBeHidden();

  // Listed by name and prefix, never used; the secret is nowhere on the page, even after a reload.
  const row = page.getByTestId('api-key-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Build server');
  await expect(row).toContainText(`${secret.slice(0, 8)}…`);
  await expect(row).toContainText(keys(locale, 'list.neverUsed'));
  await page.reload();
  await expect(page.getByTestId('api-key-row')).toHaveCount(1);
  expect(await page.content()).not.toContain(secret.slice(8));
  await expectAccessible(page);

  await row.getByRole('button', { name: keys(locale, 'action.rename') }).click();
  const rename = page.getByRole('dialog', { name: keys(locale, 'name.renameTitle') });
  await rename.getByTestId('api-key-name').fill('   ');
  await rename.getByRole('button', { name: keys(locale, 'action.save') }).click();
  await expect(rename.getByText(message(locale, 'errors', 'apiKeyNameInvalid').replace('{{max}}', '60'))).toBeVisible();
  await rename.getByTestId('api-key-name').fill('Zotero');
  await rename.getByRole('button', { name: keys(locale, 'action.save') }).click();
  await expect(row).toContainText('Zotero');

  await row.getByRole('button', { name: keys(locale, 'action.revoke') }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: keys(locale, 'revoke.warning') });
  await confirm.getByRole('button', { name: keys(locale, 'action.revoke') }).click();
  await expect(page.getByText(keys(locale, 'revoke.done'))).toBeVisible();
  await expect(page.getByText(keys(locale, 'list.empty'))).toBeVisible();
});

for (const locale of ['enus', 'zhcn', 'arsa']) {
  test(`${locale}: the API keys page, light and dark, desktop and phone`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await newAccount(page, locale);
    await page.goto(`/${locale}/account?tab=apiKeys`);
    await createKey(page, locale, 'Build server');
    await page.keyboard.press('Escape');
    await createKey(page, locale, 'Zotero plugin on the laptop');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('api-key-row')).toHaveCount(2);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'arsa' ? 'rtl' : 'ltr');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectAccessible(page);
      for (const [device, width, height] of [
        ['desktop', 1280, 900],
        ['phone', 390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await shot(page, `api-keys-${locale}-${scheme}-${device}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    // The secret dialog and the revoke confirm (dark, phone).
    await createKey(page, locale, `Key ${locale}`);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500); // the dialog's opening animation, for the screenshot only
    await page.screenshot({
      animations: 'disabled',
      path: path.join(SHOTS, `api-keys-secret-${locale}-dark-phone.png`),
    });
    await page.getByRole('button', { name: buttonName(keys(locale, 'secret.done')) }).click();
    const row = page.getByTestId('api-key-row').filter({ hasText: `Key ${locale}` });
    await row.getByRole('button', { name: buttonName(keys(locale, 'action.revoke')) }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: keys(locale, 'revoke.warning') });
    await expect(confirm).toBeVisible();
    await page.waitForTimeout(500); // the dialog's opening animation, for the screenshot only
    await page.screenshot({
      animations: 'disabled',
      path: path.join(SHOTS, `api-keys-revoke-${locale}-dark-phone.png`),
    });
    await confirm.getByRole('button', { name: buttonName(keys(locale, 'action.revoke')) }).click();
    await expect(page.getByTestId('api-key-row')).toHaveCount(2);
  });
}
