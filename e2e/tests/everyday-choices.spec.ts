import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { account, newEmail, signUpByApi } from './account-helpers.ts';
import { chooseMenuItem, holdRequests, message, waitForApp } from './helpers.ts';
import { useUpDailyChats } from './plans-helpers.ts';
import { makeDocx, pickLanguage, waitForAnswer } from './workspace-helpers.ts';

/** Screenshots of the screens this issue changed, looked at by hand. */
const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ animations: 'disabled', path: path.join(SHOTS, `${name}.png`) });

const ISO: Record<string, string> = { enus: 'en', zhcn: 'zh-CN', ruru: 'ru', arsa: 'ar' };

/** A counted message in the form the locale's language uses for `count` (as i18next picks it). */
function plural(locale: string, namespace: string, key: string, count: number): string {
  const form = new Intl.PluralRules(ISO[locale]).select(count);
  for (const candidate of [...(count === 0 ? ['zero'] : []), form, 'other']) {
    try {
      return message(locale, namespace, `${key}_${candidate}`);
    } catch {
      // Not this form: the next one.
    }
  }
  throw new Error(`No plural form of ${locale}/${namespace}:${key}`);
}

/** Arabic-Indic digits read as Latin ones, so either numbering passes. */
const latinDigits = (text: string) => text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

/** The name a language has in the interface language, as the server lists it. */
async function languageName(page: Page, locale: string, code: string): Promise<string> {
  const response = await page.request.post('/gateway/website/system/getLanguages', {
    headers: { 'lan-i18n-code': locale },
    data: {},
  });
  const list = (await response.json()).data.languages as { code: string; name: string }[];
  return list.find((language) => language.code === code)?.name ?? code;
}

async function chooseText(page: Page, locale: string) {
  await page.getByText(message(locale, 'common', 'launcher.typeText'), { exact: true }).click();
}

test('the pair, type and agent are remembered across New chat and a new visit', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/enus');
  await waitForApp(page);
  // An English reader with no second browser language starts with Spanish as the target.
  await expect(page.getByTestId('language-target')).toContainText('Español');
  await chooseText(page, 'enus');
  await pickLanguage(page, 'source', 'english', 'English');
  await pickLanguage(page, 'target', 'spanish', 'Spanish · Español');
  await page.getByTestId('translation-settings').click();
  await page.getByTestId('agent-select').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${message('enus', 'chat', 'agents.legal')}`) })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('translation-settings')).toContainText(message('enus', 'chat', 'agents.legal'));
  await page.getByTestId('launcher-text').fill('The house is red and the garden is green.');
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  await waitForAnswer(page);

  await page
    .getByRole('link', { name: message('enus', 'common', 'nav.newChat') })
    .first()
    .click();
  await page.waitForURL(/\/enus$/);
  await expect(page.getByTestId('launcher-text')).toBeVisible();
  await expect(page.getByTestId('language-source')).toContainText('English');
  await expect(page.getByTestId('language-target')).toContainText('Spanish · Español');
  await expect(page.getByTestId('translation-settings')).toContainText(message('enus', 'chat', 'agents.legal'));

  // A new visit of the same browser, in another interface language, keeps them too.
  await page.goto('/zhcn');
  await waitForApp(page);
  await expect(page.getByTestId('launcher-text')).toBeVisible();
  await expect(page.getByTestId('language-target')).toContainText('Español');
});

for (const [locale, target] of [
  ['zhcn', 'English'],
  ['arsa', 'العربية'],
] as const) {
  test(`a first visit in ${locale} starts with a sensible target`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await waitForApp(page);
    await expect(page.getByTestId('language-target')).toContainText(target);
  });
}

const LONG = Array.from({ length: 200 }, (_, i) => `Sentence number ${i + 1} is about the weather.`).join(' ');

for (const [locale, scheme] of [
  ['enus', 'light'],
  ['zhcn', 'dark'],
  ['arsa', 'light'],
  ['arsa', 'dark'],
] as const) {
  test(`7,000 pasted characters in ${locale} (${scheme}) are kept whole, refused as text and offered as a document`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${locale}`);
    await waitForApp(page);
    await chooseText(page, locale);
    const text = LONG.slice(0, 7000);
    expect(text).toHaveLength(7000);
    const input = page.getByTestId('launcher-text');
    await input.fill(text);
    // Nothing is cut: all 7,000 characters stay.
    await expect(input).toHaveValue(text);
    const count = page.getByTestId('launcher-count');
    await expect(count).toHaveClass(/ant-typography-danger/);
    expect(latinDigits(await count.innerText())).toMatch(/7[,.\s٬\u202f\u00a0]?000/);
    const refusal = page.getByTestId('text-too-long');
    await expect(refusal).toBeVisible();
    await expect(page.getByTestId('launcher-send')).toBeDisabled();
    // Enter does not send either: it says why.
    await input.press('End');
    await input.press('Enter');
    const [before] = plural(locale, 'common', 'launcher.textTooLong', 5000).split('{{max}}');
    await expect(page.locator('.ant-message-notice').filter({ hasText: before!.trim() })).toBeVisible();
    expect(page.url()).not.toMatch(/\/chat\//);
    await shot(page, `choices-long-text-${locale}-${scheme}`);

    await refusal.getByTestId('send-as-document').click();
    const facts = page.getByTestId('upload-facts');
    await expect(facts).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('uploaded-document')).toContainText(
      `${message(locale, 'common', 'launcher.pastedTextName')}.txt`,
    );
    await expect(page.getByTestId('launcher-send')).toBeEnabled();
    await shot(page, `choices-long-text-document-${locale}-${scheme}`);
  });
}

for (const locale of ['enus', 'ruru', 'arsa'] as const) {
  test(`counts in ${locale} take the plural form their number needs`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${locale}`);
    await waitForApp(page);
    const answer = page.waitForResponse('**/conversation/uploadAndPreview');
    await page.locator('input[type=file]').setInputFiles({
      name: 'note.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await makeDocx(['Bring three apples.']),
    });
    const data = (await (await answer).json()).data as { words: number; segments: number };
    expect(data.segments).toBe(1);
    expect(data.words).toBe(3);
    const facts = page.getByTestId('upload-facts');
    await expect(facts).toBeVisible({ timeout: 20_000 });
    const shown = latinDigits(await facts.innerText());
    for (const [key, count] of [
      ['upload.words', 3],
      ['upload.segments', 1],
    ] as const) {
      const expected = plural(locale, 'chat', key, count).replace('{{formatted}}', String(count));
      expect(shown).toContain(expected);
    }
    if (locale === 'enus') expect(shown).toMatch(/\b1 passage\b/);
    if (locale === 'ruru') expect(shown).toContain('3 слова');
    if (locale === 'arsa') expect(shown).toContain('مقطع واحد');
    await shot(page, `choices-plurals-facts-${locale}`);

    await chooseText(page, locale);
    await page.getByTestId('launcher-text').fill('A');
    const counter = latinDigits(await page.getByTestId('launcher-count').innerText());
    expect(counter).toContain(plural(locale, 'common', 'launcher.characters', 5000).split('{{max}}')[1]!.trim());
    await shot(page, `choices-plurals-${locale}`);
  });
}

for (const locale of ['enus', 'zhcn', 'arsa'] as const) {
  test(`the detected language is named in ${locale}: the picker, the conversation's pair`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const english = await languageName(page, locale, 'en');
    const detected = message(locale, 'common', 'launcher.autoDetected').replace('{{language}}', english);
    await page.goto(`/${locale}`);
    await waitForApp(page);
    // A document: the picker's trigger names the language read in it.
    await page.locator('input[type=file]').setInputFiles({
      name: 'brief.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await makeDocx([
        'The meeting starts at nine in the morning.',
        'Please bring the annual report with you.',
      ]),
    });
    await expect(page.getByTestId('upload-facts')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('language-source')).toContainText(detected);
    await shot(page, `choices-detected-picker-${locale}`);

    // Text: the conversation's pair says which language was detected.
    await page
      .getByTestId('uploaded-document')
      .getByRole('button', { name: message(locale, 'chat', 'upload.remove') })
      .click();
    await chooseText(page, locale);
    await page.getByTestId('language-target').click();
    await page.keyboard.type('espa');
    await page
      .getByRole('option', { name: /Español/ })
      .first()
      .click();
    await page.getByTestId('launcher-text').fill('The weather is good today and the garden is green.');
    await page.getByTestId('launcher-send').click();
    await page.waitForURL(new RegExp(`/${locale}/chat/[0-9a-f-]{36}$`));
    await waitForAnswer(page);
    await expect(page.getByTestId('conversation-pair')).toContainText(detected);
    await expect(page.getByTestId('conversation-pair')).not.toContainText(message(locale, 'chat', 'autoDetect'));
    await shot(page, `choices-detected-pair-${locale}`);
  });
}

test('the source language is honest: a document decides its own over a remembered one, a guess is named and changed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const t = (key: string, language: string) => message('enus', 'common', key).replace('{{language}}', language);
  const tc = (key: string, language: string) => message('enus', 'chat', key).replace('{{language}}', language);
  // Spanish → Italian remembered from an earlier visit (the report).
  await page.goto('/enus');
  await waitForApp(page);
  await page.evaluate(() =>
    localStorage.setItem(
      'glossa-launcher-choices',
      JSON.stringify({ owners: { visitor: { type: 'document', source: 'es', target: 'it' } } }),
    ),
  );
  await page.reload();
  await waitForApp(page);
  const source = page.getByTestId('language-source');
  await expect(source).toContainText('Spanish');
  await page.locator('input[type=file]').setInputFiles({
    name: 'minutes.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await makeDocx(['The meeting starts at nine in the morning.', 'Please bring the annual report with you.']),
  });
  await expect(page.getByTestId('upload-facts')).toBeVisible({ timeout: 20_000 });
  await expect(source).toContainText(t('launcher.autoDetected', 'English'));
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('conversation-pair')).toContainText(
    `${t('launcher.autoDetected', 'English')} → Italian`,
  );
  await waitForAnswer(page);

  // The remembered Spanish is still there for the next visit; a typed text decides its own too.
  await page.goto('/enus');
  await waitForApp(page);
  await expect(source).toContainText('Spanish');
  await chooseText(page, 'enus');
  const box = page.getByTestId('launcher-text');
  await box.fill('Good morning');
  await expect(source).toContainText(t('launcher.autoDetected', 'English'));
  // 'Hallo' is German, Dutch or Norwegian: named as a guess, with the others as one-click changes.
  await box.fill('Hallo');
  await expect(source).toContainText(t('launcher.autoProbably', 'German'));
  const guess = page.getByTestId('source-guess');
  await expect(guess).toContainText(t('launcher.guessNote', 'German'));
  await expect(guess.getByRole('button', { name: 'Dutch' })).toBeVisible();
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  const first = page.url();
  await waitForAnswer(page);
  // After sending: still named as a guess, and changed in one click to another language.
  const named = page.getByTestId('source-guess');
  await expect(named).toContainText(tc('detection.translatedFrom', tc('detection.guessed', 'German')));
  await named.getByTestId('source-guess-change').click();
  await chooseMenuItem(page, tc('detection.translateFrom', 'Dutch'));
  await page.waitForURL((url) => url.href !== first && /\/enus\/chat\/[0-9a-f-]{36}$/.test(url.pathname));
  await expect(page.getByTestId('conversation-pair')).toContainText('Dutch → Italian');
  await waitForAnswer(page);
  await expect(page.getByTestId('source-guess')).toHaveCount(0);
});

for (const [locale, scheme] of [
  ['enus', 'light'],
  ['zhcn', 'dark'],
  ['arsa', 'light'],
  ['arsa', 'dark'],
] as const) {
  test(`a used-up quota in ${locale} (${scheme}) says when chats come back and how to go on`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${locale}`);
    await waitForApp(page);
    // The launcher tells what sending costs and the chats left, quietly.
    const cost = message(locale, 'common', 'cost.oneChat').replace(
      '{{action}}',
      message(locale, 'common', 'cost.translate'),
    );
    await expect(page.getByTestId('chats-left')).toHaveText(
      `${cost} · ${plural(locale, 'common', 'launcher.chatsLeft', 20).replace('{{count}}', '20')}`,
    );
    // The day's chats are then used up elsewhere (another tab, the API): the server refuses the send.
    await useUpDailyChats(page, true);
    await chooseText(page, locale);
    await page.getByTestId('launcher-text').fill('The house is red.');
    await page.getByTestId('launcher-send').click();
    const dialog = page.getByRole('dialog');
    // The launcher's count is read again behind the dialog.
    await expect(page.getByTestId('chats-left')).toContainText(message(locale, 'common', 'launcher.chatsLeft_zero'));
    // A visitor is invited to an account of their own (a signed-in user is led to the plans).
    await expect(dialog).toContainText(message(locale, 'plans', 'limits.visitorTitle'));
    const renews = dialog.getByTestId('quota-dialog');
    const [today] = message(locale, 'common', 'plan.renewsToday').split('{{time}}');
    const [tomorrow] = message(locale, 'common', 'plan.renewsTomorrow').split('{{time}}');
    await expect(renews).toContainText(new RegExp(`${today!.trim()}|${tomorrow!.trim()}`));
    await expect(dialog).toContainText(message(locale, 'plans', 'limits.visitorText'));
    await expect(dialog.getByRole('button', { name: message(locale, 'common', 'nav.signIn') })).toBeVisible();
    await page.waitForTimeout(400); // the dialog's entrance, for the picture
    await shot(page, `choices-quota-${locale}-${scheme}`);
    await dialog.getByRole('button', { name: message(locale, 'common', 'plan.signUp') }).click();
    await page.waitForURL(new RegExp(`/${locale}/register$`));
  });
}

for (const locale of ['enus', 'arsa'] as const) {
  test(`a member-only format in ${locale} says which plan has it and offers another file, not "Try again"`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${locale}`);
    await waitForApp(page);
    await page.locator('input[type=file]').setInputFiles({
      name: 'app.po',
      mimeType: 'text/x-gettext-translation',
      buffer: Buffer.from('msgid "Hello"\nmsgstr ""\n'),
    });
    const notice = page.getByTestId('member-only-format');
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText(message(locale, 'common', 'plan.memberOnlyTitle').replace('{{format}}', 'po'));
    await expect(notice.getByTestId('see-plans')).toHaveText(message(locale, 'plans', 'limits.seePlans'));
    await expect(notice.getByRole('button', { name: message(locale, 'chat', 'retry') })).toHaveCount(0);
    await shot(page, `choices-member-only-${locale}`);
    await notice.getByTestId('choose-another-file').click();
    await expect(page.locator('.document-drop')).toBeVisible();
  });
}

test('the account menu shows the plan and its chats left, and leads to the plans page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpByApi(page, 'enus', newEmail('plan'));
  for (const locale of ['enus', 'zhcn', 'arsa'] as const) {
    await page.goto(`/${locale}`);
    await waitForApp(page);
    await page.getByTestId('account-menu').click();
    const entry = page.getByTestId('plan-menu-entry');
    await expect(entry).toContainText(message(locale, 'common', 'plan.title'));
    await expect(entry).toContainText(message(locale, 'plans', 'name.free'));
    await expect(entry).toContainText(plural(locale, 'common', 'launcher.chatsLeft', 20).replace('{{count}}', '20'));
    await expect(entry).toContainText(message(locale, 'plans', 'limits.seePlans'));
    await shot(page, `choices-account-menu-${locale}`);
    await page.keyboard.press('Escape');
  }
  await page.getByTestId('account-menu').click();
  await page.getByTestId('plan-menu-entry').click();
  await page.waitForURL(/\/arsa\/plans$/);
  await expect(page.getByTestId('plan-action-free')).toHaveText(message('arsa', 'plans', 'action.current'));
});

test('the account menu does not move under the pointer while the plan is on its way', async ({ page }) => {
  test.setTimeout(90_000);
  const release = await holdRequests(page, (url) => url.pathname.endsWith('/system/combo/settings'));
  await signUpByApi(page, 'enus', newEmail('menu-steady'));
  await page.getByTestId('account-menu').click();
  const entry = page.getByTestId('plan-menu-entry');
  await expect(entry).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('menuitem', { name: message('enus', 'common', 'plan.title') })).toBeDisabled();
  const item = page.getByRole('menuitem', { name: account('enus', 'menu.account') });
  // Where the entry stands once the menu's opening motion is over.
  const standing = async () => {
    await page.waitForFunction(() => document.getAnimations().every((motion) => motion.playState !== 'running'));
    const box = await item.boundingBox();
    if (!box) throw new Error('the Account entry has no box');
    return box;
  };
  const before = await standing();
  await shot(page, 'choices-account-menu-plan-on-its-way');
  release();
  await expect(entry).toContainText(message('enus', 'plans', 'name.free'));
  await expect(entry).toHaveAttribute('aria-busy', 'false');
  const after = await standing();
  expect(Math.abs(after.y - before.y), 'the Account entry moved').toBeLessThan(1);
  expect(Math.abs(after.height - before.height)).toBeLessThan(1);
  await item.click();
  await expect(page).toHaveURL(/\/enus\/account$/);
});

for (const locale of ['enus', 'zhcn', 'arsa'] as const) {
  test(`on a phone in ${locale}, the long-text refusal, chats left and the quota dialog fit the screen`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 812 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`/${locale}`);
      await waitForApp(page);
      await chooseText(page, locale);
      await page.getByTestId('launcher-text').fill(LONG.slice(0, 7000));
      const offer = page.getByTestId('send-as-document');
      await offer.scrollIntoViewIfNeeded();
      await expect(offer).toBeVisible();
      for (const element of [offer, page.getByTestId('chats-left'), page.getByTestId('launcher-count')]) {
        const box = await element.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      }
      await shot(page, `choices-phone-long-text-${locale}-${scheme}`);

      await page.getByTestId('launcher-text').fill('The house is red.');
      // The visitor's chats, used up once: the dark pass is refused as the light one was.
      if (scheme === 'light') await useUpDailyChats(page, true);
      await page.getByTestId('launcher-send').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('quota-dialog')).toBeVisible();
      const box = await dialog.locator('.ant-modal-container, .ant-modal-content').first().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      await page.waitForTimeout(400); // the dialog's entrance, for the picture
      await shot(page, `choices-phone-quota-${locale}-${scheme}`);
    }
  });
}
