/**
 * A fresh start with no engine settings (the second server of playwright.config.ts): text and
 * documents translate offline through Apertium; a pair nothing serves, and chat, say why and how
 * an operator adds an AI model. A site without any engine is shown by answering its settings so.
 */
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../account-stand-ins-config.ts';
import { expectAccessible, message, SCREENSHOTS, waitForApp } from './helpers.ts';
import { makeDocx, waitForAnswer } from './workspace-helpers.ts';

const OFFLINE_SERVER = `http://127.0.0.1:${E2E_PORT + 5}`;
test.use({ baseURL: OFFLINE_SERVER });
// A translation, an accessibility check and screenshots per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const shot = (name: string) => path.join(SCREENSHOTS, `${name}.png`);

/**
 * Picks the first language that matches the query in one of the launcher's two pickers, as a
 * person does (click, type, Enter: the select may still be on its way, decision 0018), and checks
 * that the field shows it (`shown`, its native name, is the same in every interface language).
 */
async function choose(page: Page, which: 'source' | 'target', query: string, shown: string) {
  const field = page.getByTestId(`language-${which}`);
  await field.click();
  await page.keyboard.type(query);
  await page.keyboard.press('Enter');
  await expect(field).toContainText(shown);
}

/** The home page of a locale with the launcher set to text. */
async function openTextLauncher(page: Page, locale = 'enus') {
  await page.goto(`/${locale}`);
  await waitForApp(page);
  await page.getByText(message(locale, 'common', 'launcher.typeText'), { exact: true }).click();
}

test('a server without engine settings offers Apertium’s pairs for text and documents', async ({ request }) => {
  const answer = await request.post('/gateway/website/system/getBaseConfig', { data: {} });
  const { features } = (await answer.json()).data;
  expect(features.engines).toEqual(['apertium']);
  expect(features).toMatchObject({ textTranslation: true, documentTranslation: true, chat: false });
  expect(features.pairs.llm).toBeUndefined();
  expect(features.pairs.apertium).toContainEqual(['en', 'es']);
});

test('English text is translated to Spanish offline, and the ask box says chat needs an AI model', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openTextLauncher(page);
  await choose(page, 'source', 'english', 'English');
  // Spanish is among the offline targets for English, listed first and tagged.
  await page.getByTestId('language-target').click();
  const offlineOption = page.locator('.ant-select-item-option').filter({ hasText: 'Spanish · Español' });
  await expect(offlineOption.first()).toContainText(message('enus', 'common', 'launcher.offlineTag'));
  await page.screenshot({ animations: 'disabled', path: shot('offline-picker-enus-light') });
  await page.keyboard.type('spanish');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pair-alert')).toHaveCount(0);

  await page.getByTestId('launcher-text').fill('The house is red.');
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  const answer = await waitForAnswer(page);
  await expect(answer.getByTestId('translation')).toContainText('La casa es roja');

  const askBox = page.getByTestId('ask-box');
  await expect(askBox.getByTestId('chat-unavailable')).toContainText(message('enus', 'chat', 'ask.unavailableNote'));
  await expectDisabledSaying(page, 'ask-send', message('enus', 'chat', 'ask.sendUnavailable'), async (tooltip) => {
    // The reason opens beside the button, over the disabled input, not over the "set up" link.
    const [tip, link] = await Promise.all([tooltip.boundingBox(), askBox.getByTestId('chat-setup').boundingBox()]);
    if (!tip || !link) throw new Error('no tooltip or set-up link');
    expect(tip.y > link.y + link.height || tip.x + tip.width < link.x || tip.x > link.x + link.width).toBe(true);
    await page.screenshot({ animations: 'disabled', path: shot('offline-chat-send-reason-enus-light') });
  });
  await askBox.getByTestId('chat-setup').click();
  await expect(page.getByTestId('ai-model-settings')).toContainText('LLM_BASE_URL=http://127.0.0.1:11434/v1');
  await expect(page.getByTestId('ai-model-settings')).toContainText('LLM_MODEL=qwen2.5:7b');
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await page.screenshot({ animations: 'disabled', path: shot('offline-chat-unavailable-enus-light') });
});

const LOOKS = [
  ['enus', 'light'],
  ['enus', 'dark'],
  ['zhcn', 'light'],
  ['zhcn', 'dark'],
  ['arsa', 'light'],
  ['arsa', 'dark'],
] as const;

/** Hovers the disabled button and checks that its tooltip gives the reason. */
async function expectDisabledSaying(
  page: Page,
  testId: string,
  reason: string,
  whileShown?: (tooltip: Locator) => Promise<void>,
) {
  const button = page.getByTestId(testId);
  await expect(button).toBeDisabled();
  await button.hover({ force: true });
  const tooltip = page.getByRole('tooltip').filter({ hasText: reason });
  await expect(tooltip).toBeVisible();
  await whileShown?.(tooltip);
  // Gone before the next click: a pointer arriving on a tooltip still fading out keeps it open,
  // over whatever it covers (the ask box's "set up" link lies under the send button's).
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
}

for (const [locale, scheme] of LOOKS) {
  test(`a pair nothing serves is said before sending (${locale}, ${scheme})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.emulateMedia({ colorScheme: scheme });
    await openTextLauncher(page, locale);
    await choose(page, 'source', 'english', 'English');
    await choose(page, 'target', 'japanese', '日本語');
    const alert = page.getByTestId('pair-alert');
    await expect(alert).toBeVisible();
    await expect(alert.getByTestId('ai-model-settings')).toContainText('LLM_BASE_URL=http://127.0.0.1:11434/v1');
    await expect(alert.getByTestId('ai-model-settings')).toContainText('LLM_MODEL=qwen2.5:7b');
    await expect(alert).toContainText('LLM_API_KEY');
    await page.getByTestId('launcher-text').fill('The house is red.');
    if (locale === 'arsa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.screenshot({ animations: 'disabled', path: shot(`offline-pair-alert-${locale}-${scheme}`) });
    await expectDisabledSaying(page, 'launcher-send', message(locale, 'common', 'launcher.sendPairUnserved'));
    if (locale !== 'enus' || scheme !== 'light') return;

    await expect(alert).toContainText('No engine on this server translates English to Japanese');
    await expect(alert.getByTestId('pair-alert-targets')).toContainText('Spanish');
    await expectAccessible(page);
    // One of the offline choices picks that target: the alert goes and sending is possible again.
    await alert.getByTestId('pair-alert-targets').getByRole('button', { name: 'Spanish' }).click();
    await expect(page.getByTestId('pair-alert')).toHaveCount(0);
    await expect(page.getByTestId('launcher-send')).toBeEnabled();
  });
}

test('with auto-detect the pair is judged once the language is known', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  // A document: its language is detected on upload, so the alert comes before sending.
  await page.goto('/enus');
  await waitForApp(page);
  await choose(page, 'target', 'japanese', '日本語');
  await expect(page.getByTestId('pair-alert')).toHaveCount(0);
  await page.locator('input[type=file]').setInputFiles({
    name: 'notes.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await makeDocx(['The house is red and the garden is green.', 'We are going to the market today.']),
  });
  await expect(page.getByTestId('upload-facts')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('pair-alert')).toContainText('English to Japanese');
  await expectDisabledSaying(page, 'launcher-send', message('enus', 'common', 'launcher.sendPairUnserved'));

  // Text: its language is read as it is typed (docs/decisions/0044-honest-source-language.md), so
  // the pair is judged before sending; a target the offline engine serves lets it go.
  await openTextLauncher(page);
  await choose(page, 'target', 'japanese', '日本語');
  await page.getByTestId('launcher-text').fill('The house is red and the garden is green today.');
  await expect(page.getByTestId('pair-alert')).toContainText('English to Japanese');
  await expect(page.getByTestId('pair-alert').getByTestId('ai-model-settings')).toBeVisible();
  await expect(page.getByTestId('launcher-send')).toBeDisabled();
  await choose(page, 'target', 'spanish', 'Español');
  await expect(page.getByTestId('pair-alert')).toHaveCount(0);
  await expect(page.getByTestId('launcher-send')).toBeEnabled();
});

/** Answers the site's settings as a server that found no engine at start would. */
async function answerWithoutEngines(page: Page) {
  await page.route('**/gateway/website/system/getBaseConfig', async (route) => {
    const answer = await (await route.fetch()).json();
    const features = { engines: [], pairs: {}, textTranslation: false, documentTranslation: false, chat: false };
    answer.data.features = { ...answer.data.features, ...features };
    await route.fulfill({ json: answer });
  });
  await page.route('**/gateway/website/system/combo/settings', async (route) => {
    const answer = await (await route.fetch()).json();
    await route.fulfill({ json: { ...answer, data: { ...answer.data, engines: [], chatAvailable: false } } });
  });
}

for (const [locale, scheme] of LOOKS.filter(([, look]) => look === 'light').concat([['enus', 'dark']] as const)) {
  test(`a site with no engine at all says so on the home page (${locale}, ${scheme})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.emulateMedia({ colorScheme: scheme });
    // The API test (apps/server/test/engine-pairs.test.ts) checks the real answer of such a server.
    await answerWithoutEngines(page);
    await page.goto(`/${locale}`);
    await waitForApp(page);
    const notice = page.getByTestId('no-engine-notice');
    await expect(notice).toContainText(message(locale, 'common', 'engineSetup.noneTitle'));
    await expect(notice.getByTestId('offline-engine-command')).toContainText('bash scripts/start.sh');
    await expect(notice.getByTestId('ai-model-settings')).toContainText('LLM_BASE_URL=http://127.0.0.1:11434/v1');
    await page.screenshot({ animations: 'disabled', path: shot(`no-engine-home-${locale}-${scheme}`) });
    await expectDisabledSaying(page, 'launcher-send', message(locale, 'common', 'launcher.sendNoEngine'));
    if (locale === 'enus' && scheme === 'light') await expectAccessible(page);
  });
}
