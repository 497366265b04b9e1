import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { newEmail, signUpByApi } from './account-helpers.ts';
import { message, SCREENSHOTS } from './helpers.ts';
import { translateText, waitForAnswer } from './workspace-helpers.ts';

const common = (key: string) => message('enus', 'common', key);
/** "Refine: 1 chat · 19 chats left today", as the ask box says it before a turn. */
const costLine = (action: string, left: number) =>
  `${common('cost.oneChat').replace('{{action}}', action)} · ${common('launcher.chatsLeft_other').replace('{{count}}', String(left))}`;

/** Says what the turn costs, sends it from the floating ask input and waits for its streamed reply. */
async function send(page: Page, kind: 'refine' | 'ask' | 'summarize', text: string, left: number) {
  const box = page.getByTestId('ask-box');
  const label = message('enus', 'chat', `ask.kind.${kind}`);
  await box.getByText(label, { exact: true }).click();
  if (text) await box.getByRole('textbox').fill(text);
  await expect(box.getByTestId('chats-left')).toHaveText(costLine(label, left));
  const before = await page.getByTestId('assistant-message').count();
  await page.getByTestId('ask-send').click();
  await expect(page.getByTestId('assistant-message')).toHaveCount(before + 1);
  return waitForAnswer(page);
}

test('ask, quote-and-ask, summarise and refine each say their cost, and every screen then tells the same chats left', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpByApi(page, 'enus', newEmail('counts'));
  const id = await translateText(page, 'The weather is good today. The garden is green.');
  await waitForAnswer(page);
  const first = page.getByTestId('assistant-message').first();
  const translation = first.getByTestId('translation');
  // Quiet text mode: the text with Copy and a small Download, no download card and no guide.
  await expect(first.getByTestId('action-copy')).toBeVisible();
  await expect(first.getByTestId('action-download')).toBeVisible();
  await expect(first.getByTestId('download-open')).toHaveCount(0);
  await expect(page.getByText(message('enus', 'chat', 'download.guide'))).toHaveCount(0);

  const asked = await send(page, 'ask', 'What is the weather like?', 19);
  await expect(asked).not.toBeEmpty();
  await expect(page.getByTestId('user-message').last()).toContainText('What is the weather like?');

  await translation.selectText();
  await page.getByTestId('quote-ask').click();
  await expect(page.getByTestId('ask-quote')).toBeVisible();
  await page.getByTestId('ask-box').getByRole('textbox').fill('Why this word?');
  await expect(page.getByTestId('ask-box').getByTestId('chats-left')).toHaveText(
    costLine(message('enus', 'chat', 'ask.quoteAction'), 18),
  );
  await page.getByTestId('ask-send').click();
  const quoted = await waitForAnswer(page);
  await expect(quoted).not.toBeEmpty();
  await expect(page.getByTestId('user-message').last()).toContainText('Why this word?');

  const summary = await send(page, 'summarize', '', 17);
  await expect(summary).not.toBeEmpty();

  // The fake engine applies 'use "X" for "Y"' instructions, as a model follows a refinement.
  const refined = await send(page, 'refine', 'use "WETTER" for "weather"', 16);
  await expect(refined.getByTestId('translation')).toContainText('WETTER');

  // Five chats used of twenty: the ask box, the account menu, the plan panel and the usage page agree.
  const fifteen = common('launcher.chatsLeft_other').replace('{{count}}', '15');
  await expect(page.getByTestId('ask-box').getByTestId('chats-left')).toContainText(fifteen);
  await page.getByTestId('account-menu').click();
  await expect(page.getByTestId('plan-menu-entry')).toContainText(fifteen);
  await page.keyboard.press('Escape');
  await page.goto('/enus/account?tab=usage');
  await expect(page.getByTestId('usage-chats-left')).toHaveText(fifteen);
  // The newest record's balance (row 0 is the header).
  await expect(page.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('15');
  await page.goto('/enus/account?tab=package');
  await expect(page.getByTestId('package-chats-left')).toHaveText('15');

  // The text result and the cost label as readers of three languages see them, light and dark.
  for (const locale of ['enus', 'zhcn', 'arsa'] as const) {
    await page.goto(`/${locale}/chat/${id}`);
    await expect(page.getByTestId('ask-box').getByTestId('chats-left')).toBeVisible();
    await waitForAnswer(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({
        animations: 'disabled',
        path: path.join(SCREENSHOTS, `chat-costs-${locale}-${scheme}.png`),
      });
    }
    await page.goto(`/${locale}`);
    await expect(page.getByTestId('chats-left')).toContainText(message(locale, 'common', 'cost.translate'));
    await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, `launcher-cost-${locale}.png`) });
  }
});
