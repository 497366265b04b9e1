import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { newEmail, signIn, signUpByApi } from './account-helpers.ts';
import { message, waitForApp } from './helpers.ts';
import { chooseProfessionalMode, makeDocx, pickLanguage, waitForAnswer } from './workspace-helpers.ts';

/** Screenshots of the screens this issue changed, looked at by hand. */
const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ animations: 'disabled', path: path.join(SHOTS, `${name}.png`) });

const chat = (locale: string, key: string) => message(locale, 'chat', key);

/** A short Word document in the launcher, read by the server. */
async function dropDocument(page: Page, locale = 'enus') {
  await page.getByText(message(locale, 'common', 'launcher.typeDocument'), { exact: true }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'brief.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await makeDocx(['The meeting starts at nine.', 'Please bring the annual report.']),
  });
  await expect(page.getByTestId('upload-facts')).toBeVisible({ timeout: 20_000 });
}

/** Opens the launcher's options and picks professional mode. */
async function professional(page: Page, locale: string) {
  const options = await chooseProfessionalMode(page, locale);
  await expect(options.getByTestId('precision')).toBeVisible();
  return options;
}

test('professional mode’s precision is explained, sent with the conversation and named in its parsing card', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/enus');
  await waitForApp(page);
  await pickLanguage(page, 'source', 'english', 'English');
  await pickLanguage(page, 'target', 'spanish', 'Spanish · Español');
  await dropDocument(page);
  const options = await professional(page, 'enus');
  // Balanced is where it starts; each level says what it does.
  await expect(options.locator('.ant-segmented-item-selected')).toContainText([
    chat('enus', 'settings.modeProfessional'),
    chat('enus', 'settings.precisionBalanced'),
  ]);
  await expect(options.getByTestId('precision-hint')).toHaveText(chat('enus', 'settings.precisionBalancedHint'));
  await options.getByText(chat('enus', 'settings.precisionBest'), { exact: true }).click();
  await expect(options.getByTestId('precision-hint')).toHaveText(chat('enus', 'settings.precisionBestHint'));
  await options.getByText(chat('enus', 'settings.precisionFast'), { exact: true }).click();
  await expect(options.getByTestId('precision-hint')).toHaveText(chat('enus', 'settings.precisionFastHint'));
  await options.getByText(chat('enus', 'settings.precisionBest'), { exact: true }).click();
  await page.keyboard.press('Escape');

  const request = page.waitForRequest('**/conversation/createConversation');
  await page.getByTestId('launcher-send').click();
  expect((await request).postDataJSON()).toMatchObject({ mode: 'professional', precision: 'best' });
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  await waitForAnswer(page);
  await page.getByText(chat('enus', 'parsing.title'), { exact: true }).click();
  const precisionRow = page.locator('.ant-descriptions-row').filter({ hasText: chat('enus', 'parsing.precision') });
  await expect(precisionRow).toContainText(chat('enus', 'settings.precisionBest'));
  await shot(page, 'precision-parsing-card-enus');
});

for (const locale of ['enus', 'zhcn', 'arsa'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the precision control reads well in ${locale} (${scheme}), desktop and phone`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/${locale}`);
      await waitForApp(page);
      await dropDocument(page, locale);
      const options = await professional(page, locale);
      await options.getByText(chat(locale, 'settings.precisionBest'), { exact: true }).click();
      await expect(options.getByTestId('precision-hint')).toHaveText(chat(locale, 'settings.precisionBestHint'));
      await shot(page, `precision-${locale}-${scheme}-desktop`);
      // On a phone, opened again at its width.
      await page.keyboard.press('Escape');
      await expect(options.getByTestId('precision')).toBeHidden();
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByTestId('translation-settings').click();
      await expect(options.getByTestId('precision')).toBeVisible();
      // The options stay within the phone's width.
      const box = await options.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await shot(page, `precision-${locale}-${scheme}-phone`);

      // The conversation's parsing card names the precision, on the phone too.
      await page.keyboard.press('Escape');
      await page.getByTestId('language-target').click();
      await page.keyboard.type('espa');
      await page
        .getByRole('option', { name: /Español/ })
        .first()
        .click();
      await page.getByTestId('launcher-send').click();
      await page.waitForURL(new RegExp(`/${locale}/chat/[0-9a-f-]{36}$`));
      await waitForAnswer(page);
      await page.getByText(chat(locale, 'parsing.title'), { exact: true }).click();
      const row = page.locator('.ant-descriptions-row').filter({ hasText: chat(locale, 'parsing.precision') });
      await expect(row).toContainText(chat(locale, 'settings.precisionBest'));
      await row.scrollIntoViewIfNeeded();
      await shot(page, `precision-parsing-card-${locale}-${scheme}-phone`);
    });
  }
}

test('an account’s choices follow it to a new browser', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const email = newEmail('choices');
  await signUpByApi(page, 'enus', email);
  await page.goto('/enus');
  await waitForApp(page);
  await pickLanguage(page, 'source', 'english', 'English');
  await pickLanguage(page, 'target', 'german', 'German · Deutsch');
  await dropDocument(page);
  const options = await professional(page, 'enus');
  await options.getByText(chat('enus', 'settings.precisionBest'), { exact: true }).click();
  await page.keyboard.press('Escape');
  // Saved on the server a moment after the last change.
  await expect
    .poll(async () => (await (await page.request.get('/gateway/website/user/preferences')).json()).data?.choices, {
      timeout: 15_000,
    })
    .toMatchObject({ type: 'document', source: 'en', target: 'de', mode: 'professional', precision: 'best' });

  // Another browser (no storage shared): signed in, the launcher starts from the account's choices.
  const fresh = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const other = await fresh.newPage();
  await signIn(other, 'enus', email);
  await other.goto('/enus');
  await waitForApp(other);
  await expect(other.getByTestId('language-source')).toContainText('English');
  await expect(other.getByTestId('language-target')).toContainText('German');
  await expect(other.locator('.document-drop')).toBeVisible();
  await other.locator('input[type=file]').setInputFiles({
    name: 'brief.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await makeDocx(['The meeting starts at nine.']),
  });
  await expect(other.getByTestId('upload-facts')).toBeVisible({ timeout: 20_000 });
  await other.getByTestId('translation-settings').click();
  const remembered = other.locator('.ant-popover');
  await expect(remembered.getByTestId('precision')).toBeVisible();
  await expect(remembered.locator('.ant-segmented-item-selected')).toContainText([
    chat('enus', 'settings.modeProfessional'),
    chat('enus', 'settings.precisionBest'),
  ]);
  await shot(other, 'choices-new-browser-enus');
  await fresh.close();
});
