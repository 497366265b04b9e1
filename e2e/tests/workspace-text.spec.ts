import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, message, SCREENSHOTS, waitForApp } from './helpers.ts';
import { translateText, waitForAnswer } from './workspace-helpers.ts';

test('a pasted English text is translated to Spanish and streams into the conversation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/conversation/reconnectConversation/')) {
      seen.push(response.headers()['content-type'] ?? '');
    }
  });
  await translateText(page, 'The house is red. The dog is big.');

  await expect(page.getByTestId('user-message')).toContainText('The house is red.');
  const answer = await waitForAnswer(page);
  const translation = answer.getByTestId('translation');
  await expect(translation).toContainText(/casa/i);
  await expect(translation).toContainText(/perro/i);
  expect(seen.some((type) => type.startsWith('text/event-stream'))).toBe(true);

  // Copy shows its mark; like and dislike are each undone by a second press.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await answer.getByTestId('action-copy').click();
  await expect(answer.getByTestId('action-copy')).toHaveAccessibleName(message('enus', 'chat', 'actions.copied'));
  const like = answer.getByTestId('action-like');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  await expectAccessible(page);
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, 'workspace-text-enus-light.png') });
});

test('quote-and-ask puts the selected text into the ask input', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await translateText(page, 'The weather is good today.');
  const answer = await waitForAnswer(page);
  const translation = answer.getByTestId('translation');
  await translation.selectText();
  await page.getByTestId('quote-ask').click();
  await expect(page.getByTestId('ask-quote')).toContainText((await translation.textContent())?.trim() ?? '');
  await page.getByRole('button', { name: message('enus', 'chat', 'ask.removeQuote') }).click();
  await expect(page.getByTestId('ask-quote')).toHaveCount(0);
});

test('in Arabic the conversation is mirrored: the user bubble sits on the left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await translateText(page, 'Good morning.');
  await waitForAnswer(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/arsa/chat/${id}`);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await waitForAnswer(page);
    const user = await page.getByTestId('user-message').locator('.ant-bubble-content').boundingBox();
    const answer = await page.getByTestId('assistant-message').locator('.ant-bubble-content').boundingBox();
    expect(user!.x).toBeLessThan(answer!.x);
    await expect(page.getByTestId('ask-box')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({
      animations: 'disabled',
      path: path.join(SCREENSHOTS, `workspace-text-arsa-${scheme}.png`),
    });
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/enus/chat/${id}`);
  await waitForAnswer(page);
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, 'workspace-text-enus-dark.png') });
  await page.goto(`/zhcn/chat/${id}`);
  await waitForAnswer(page);
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, 'workspace-text-zhcn-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`/zhcn/chat/${id}`);
  await waitForAnswer(page);
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, 'workspace-text-zhcn-light.png') });
});

test('on a 375 px phone the conversation fits and the preview opens as a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await translateText(page, 'The house is red.\n\nThe dog is big.');
  const answer = await waitForAnswer(page);
  await expect(answer.getByTestId('translation')).toContainText(/casa/i);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('preview-toggle').click();
  const preview = page.getByTestId('preview-panel');
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('The dog is big.');
  await page.waitForTimeout(500); // the drawer's slide-in, for the picture
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, 'workspace-mobile-preview-enus.png') });
});
