import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { message, SCREENSHOTS, waitForApp } from './helpers.ts';
import { makeDocx, openLauncher, translateText, uploadDocument, waitForAnswer } from './workspace-helpers.ts';

/** The conversation area's scroll position and how far its end lies below the visible part. */
function scrollState(page: Page) {
  return page.locator('.chat-main').evaluate((element) => ({
    top: element.scrollTop,
    distance: element.scrollHeight - element.scrollTop - element.clientHeight,
  }));
}

/** An IME picks a candidate with Enter: compositionstart, a composing keydown (Chromium), compositionend. */
async function composeWithEnter(input: Locator, keyCode?: number) {
  await input.evaluate((element, code) => {
    const init = { key: 'Enter', bubbles: true, cancelable: true };
    element.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    element.dispatchEvent(new KeyboardEvent('keydown', { ...init, isComposing: true }));
    element.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '你好' }));
    // Safari sends the confirming keydown after compositionend, with keyCode 229.
    if (code) element.dispatchEvent(new KeyboardEvent('keydown', { ...init, keyCode: code }));
  }, keyCode);
}

/** The bottom of `block` is at or above the top of the ask input: nothing of it is covered. */
async function expectAboveAskBox(page: Page, block: Locator) {
  const box = await block.boundingBox();
  const dock = await page.getByTestId('ask-box').boundingBox();
  expect(box && dock).toBeTruthy();
  expect(box!.y + box!.height).toBeLessThanOrEqual(dock!.y + 1);
  expect(box!.y + box!.height).toBeGreaterThan(0);
}

test('Enter sends in the ask input, Shift+Enter adds a line, an IME Enter never sends', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await translateText(page, 'The weather is good today.');
  await waitForAnswer(page);
  const box = page.getByTestId('ask-box');
  const input = box.getByRole('textbox');
  // Sent from the launcher: the conversation opens with focus in its ask box.
  await expect(input).toBeFocused();
  await box.getByText(message('enus', 'chat', 'ask.kind.ask'), { exact: true }).click();

  await input.click();
  await page.keyboard.type('First line');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('second line');
  await expect(input).toHaveValue('First line\nsecond line');

  await composeWithEnter(input);
  await composeWithEnter(input, 229);
  await page.waitForTimeout(800);
  await expect(page.getByTestId('user-message')).toHaveCount(1);
  await expect(input).toHaveValue('First line\nsecond line');

  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-message')).toHaveCount(2);
  await expect(page.getByTestId('user-message').last()).toContainText('second line');
  await expect(input).toHaveValue('');
  await waitForAnswer(page);

  // Summarise now sends no leftover question as its focus.
  await box.getByText(message('enus', 'chat', 'ask.kind.summarize'), { exact: true }).click();
  await expect(input).toHaveValue('');
  await page.getByTestId('ask-send').click();
  // Focus goes back to the box, and one Tab reaches Stop (or Send), never the page.
  await expect(input).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('ask-stop').or(page.getByTestId('ask-send'))).toBeFocused();
  await expect(page.getByTestId('user-message')).toHaveCount(3);
  await expect(page.getByTestId('user-message').last()).not.toContainText('second line');
  // Without words the question says what was asked.
  await expect(page.getByTestId('user-message').last()).toContainText(message('enus', 'chat', 'kinds.summarizeWhole'));
  await waitForAnswer(page);

  // Quote-and-ask: Enter sends the quote turn and empties both the question and the quote.
  await page.getByTestId('assistant-message').first().getByTestId('translation').selectText();
  await page.getByTestId('quote-ask').click();
  await input.fill('Why this word?');
  await input.press('Enter');
  await expect(page.getByTestId('user-message')).toHaveCount(4);
  await expect(page.getByTestId('ask-quote')).toHaveCount(0);
  await expect(input).toHaveValue('');
});

test('Enter and Ctrl+Enter send from the launcher, Shift+Enter and an IME Enter do not', async ({ page }) => {
  // Two launchers and the 176-language list typed into: more than 30 s on a busy machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLauncher(page, 'text');
  const input = page.getByTestId('launcher-text');
  await input.click();
  await page.keyboard.type('The house is red.');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('The dog is big.');
  await expect(input).toHaveValue('The house is red.\nThe dog is big.');
  await composeWithEnter(input);
  await composeWithEnter(input, 229);
  await page.waitForTimeout(800);
  expect(page.url()).not.toMatch(/\/chat\//);

  await page.keyboard.press('Enter');
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('user-message')).toContainText('The dog is big.');

  await openLauncher(page, 'text');
  await page.getByTestId('launcher-text').fill('The cat is small.');
  await page.getByTestId('launcher-text').press('Control+Enter');
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('user-message')).toContainText('The cat is small.');
});

// A question of many short paragraphs: the fake model answers it word by word, as a long reply.
const LONG_QUESTION = Array.from({ length: 90 }, (_, i) => `Line ${i + 1}: the quick brown fox jumps.`).join('\n\n');

test('the conversation follows a long answer, stops when scrolled up, and Jump to latest resumes', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const id = await translateText(page, 'The garden is green.');
  await waitForAnswer(page);
  const box = page.getByTestId('ask-box');
  await box.getByText(message('enus', 'chat', 'ask.kind.ask'), { exact: true }).click();
  await box.getByRole('textbox').fill(LONG_QUESTION);
  await box.getByRole('textbox').press('Enter');
  await expect(page.getByTestId('assistant-message')).toHaveCount(2);
  const answer = page.getByTestId('assistant-message').last();

  // Streaming: the view stays at the end while the answer grows.
  await expect(answer).toContainText('Line 10', { timeout: 30_000 });
  await expect(answer).toHaveAttribute('data-status', 'streaming');
  await expect.poll(async () => (await scrollState(page)).distance).toBeLessThanOrEqual(64);

  // Scrolled up, it stays where the reader is and offers the way back.
  await page.mouse.move(640, 300);
  await page.mouse.wheel(0, -900);
  const jump = page.getByRole('button', { name: message('enus', 'chat', 'follow.jumpToLatest') });
  await expect(jump).toBeVisible();
  const held = await scrollState(page);
  await page.waitForTimeout(1000);
  expect(Math.abs((await scrollState(page)).top - held.top)).toBeLessThanOrEqual(2);

  await jump.click();
  await expect.poll(async () => (await scrollState(page)).distance).toBeLessThanOrEqual(64);
  await expect(jump).toHaveCount(0);
  await waitForAnswer(page);
  await expect(answer).toContainText('Line 90');
  await expect.poll(async () => (await scrollState(page)).distance).toBeLessThanOrEqual(2);
  await expectAboveAskBox(page, answer);

  for (const [locale, scheme] of [
    ['enus', 'light'],
    ['zhcn', 'dark'],
    ['arsa', 'light'],
    ['arsa', 'dark'],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/${locale}/chat/${id}`);
    await waitForApp(page);
    await waitForAnswer(page);
    await expect.poll(async () => (await scrollState(page)).distance).toBeLessThanOrEqual(2);
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, -1500);
    const localJump = page.getByRole('button', { name: message(locale, 'chat', 'follow.jumpToLatest') });
    await expect(localJump).toBeVisible();
    await page.screenshot({
      animations: 'disabled',
      path: path.join(SCREENSHOTS, `everyday-jump-latest-${locale}-${scheme}.png`),
    });
    if (locale === 'arsa') {
      // From the keyboard, the focus moves on to the ask input instead of vanishing with the button.
      await localJump.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('ask-box').getByRole('textbox')).toBeFocused();
    } else {
      await localJump.click();
    }
    await expect.poll(async () => (await scrollState(page)).distance).toBeLessThanOrEqual(2);
    await expectAboveAskBox(page, answer);
  }
});

test('the download card at the end is never covered by the ask input', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const paragraphs = Array.from({ length: 12 }, (_, i) => `The house number ${i + 1} is red and the dog is big.`);
  await uploadDocument(page, 'houses.docx', await makeDocx(paragraphs));
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  const answer = await waitForAnswer(page);
  const card = answer.getByTestId('download-open');
  await expect(card).toBeVisible();
  await expect.poll(async () => (await scrollState(page)).distance).toBeLessThanOrEqual(2);
  await expectAboveAskBox(page, answer);

  // A taller ask input (several lines) still leaves the whole answer above it.
  const input = page.getByTestId('ask-box').getByRole('textbox');
  await input.fill('One\nTwo\nThree\nFour\nFive');
  await expect.poll(async () => (await scrollState(page)).distance).toBeLessThanOrEqual(2);
  await expectAboveAskBox(page, answer);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({
      animations: 'disabled',
      path: path.join(SCREENSHOTS, `everyday-download-end-enus-${scheme}.png`),
    });
  }
});

/** Drops files on the launcher's drop zone as a file manager would. */
async function dropFiles(page: Page, files: { name: string; size: number }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, size } of list) transfer.items.add(new File([new Uint8Array(size)], name));
    return transfer;
  }, files);
  const zone = page.locator('.document-drop');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

const BIG = 10 * 1024 * 1024 + 1;

for (const locale of ['enus', 'zhcn', 'arsa'] as const) {
  test(`dropped files in ${locale}: two give the count message, a big one the size in MB with the upgrade`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`/${locale}`);
      await waitForApp(page);
      const toast = page.locator('.ant-message-notice');

      await dropFiles(page, [
        { name: 'one.docx', size: 100 },
        { name: 'two.docx', size: 100 },
      ]);
      const count = message(locale, 'common', 'launcher.fileCountError').replace('{{max}}', '1');
      await expect(toast.filter({ hasText: count })).toBeVisible();
      await expect(page.getByTestId('upload-facts')).toHaveCount(0);
      await page.waitForTimeout(400); // the toast's entrance, for the picture
      await page.screenshot({
        animations: 'disabled',
        path: path.join(SCREENSHOTS, `everyday-drop-count-${locale}-${scheme}.png`),
      });

      await dropFiles(page, [{ name: 'big.docx', size: BIG }]);
      const [before] = message(locale, 'common', 'launcher.fileSizeErrorUpgrade').split('{{size}}');
      const sized = toast.filter({ hasText: before!.trim() });
      await expect(sized).toBeVisible();
      const text = (await sized.textContent()) ?? '';
      expect(text).not.toContain('10485760');
      expect(text).not.toContain('{{');
      expect(text).toMatch(/\u2068(10|١٠)[^\u2069]*\u2069/);
      expect(text).toMatch(/\u2068(50|٥٠)[^\u2069]*\u2069/);
      if (locale === 'enus') expect(text).toContain('10 MB');
      await page.waitForTimeout(400);
      await page.screenshot({
        animations: 'disabled',
        path: path.join(SCREENSHOTS, `everyday-drop-size-${locale}-${scheme}.png`),
      });
      // The upgrade it offers is a way to the plans page.
      await sized.getByRole('link', { name: message(locale, 'plans', 'limits.seePlans') }).click();
      await page.waitForURL(new RegExp(`/${locale}/plans$`));
    }
  });
}
