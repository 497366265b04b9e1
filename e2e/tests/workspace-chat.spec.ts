import { expect, type Page, test } from '@playwright/test';
import { message } from './helpers.ts';
import { translateText, waitForAnswer } from './workspace-helpers.ts';

/** Sends one chat turn from the floating ask input and waits for its streamed reply. */
async function send(page: Page, kind: 'refine' | 'ask' | 'summarize', text: string) {
  const box = page.getByTestId('ask-box');
  await box.getByText(message('enus', 'chat', `ask.kind.${kind}`), { exact: true }).click();
  if (text) await box.getByRole('textbox').fill(text);
  const before = await page.getByTestId('assistant-message').count();
  await page.getByTestId('ask-send').click();
  await expect(page.getByTestId('assistant-message')).toHaveCount(before + 1);
  return waitForAnswer(page);
}

test('ask, quote-and-ask, summarise and refine stream replies from the AI engine', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await translateText(page, 'The weather is good today. The garden is green.');
  await waitForAnswer(page);
  const translation = page.getByTestId('assistant-message').first().getByTestId('translation');

  const asked = await send(page, 'ask', 'What is the weather like?');
  await expect(asked).not.toBeEmpty();
  await expect(page.getByTestId('user-message').last()).toContainText('What is the weather like?');

  await translation.selectText();
  await page.getByTestId('quote-ask').click();
  await expect(page.getByTestId('ask-quote')).toBeVisible();
  await page.getByTestId('ask-box').getByRole('textbox').fill('Why this word?');
  await page.getByTestId('ask-send').click();
  const quoted = await waitForAnswer(page);
  await expect(quoted).not.toBeEmpty();
  await expect(page.getByTestId('user-message').last()).toContainText('Why this word?');

  const summary = await send(page, 'summarize', '');
  await expect(summary).not.toBeEmpty();

  // The fake engine applies 'use "X" for "Y"' instructions, as a model follows a refinement.
  const refined = await send(page, 'refine', 'use "WETTER" for "weather"');
  await expect(refined.getByTestId('translation')).toContainText('WETTER');
});
