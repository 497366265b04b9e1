import path from 'node:path';
import { expect, test } from '@playwright/test';
import { titlesDeck } from '../../packages/translate/src/formats/presentation/test-presentations.ts';
import { expectAccessible, message, SCREENSHOTS } from './helpers.ts';
import { LLM_TARGET, uploadDocument, waitForAnswer } from './workspace-helpers.ts';

/**
 * Issue 34: what a reader of a deck sees is translated by default. A deck of short titles with
 * speaker notes and a master that puts a footer on every slide goes through the web app (Apertium,
 * English to Spanish): the preview shows the notes and the footer translated, and the summary
 * card states how much of each part was translated.
 */
test('a deck’s speaker notes and master footer are translated by default, and the summary card says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uploadDocument(page, 'briefing.pptx', Buffer.from(await titlesDeck()));
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  const answer = await waitForAnswer(page);

  const coverage = answer.getByRole('group', { name: message('enus', 'chat', 'coverage.label') });
  await expect(coverage).toBeVisible();
  for (const part of ['body', 'notes', 'masters'] as const) {
    await expect(coverage.getByTestId(`coverage-${part}`)).toHaveText(
      `${message('enus', 'chat', `coverage.parts.${part}`)} 100%`,
    );
  }

  await page.getByTestId('preview-toggle').click();
  const preview = page.getByTestId('preview-panel');
  for (const source of ['Welcome everyone.', 'Prepared by the finance team']) {
    const pair = preview.getByTestId('sentence-pair').filter({ hasText: source });
    await expect(pair).toHaveCount(1);
    const target = pair.locator('.sentence-target');
    await expect(target).not.toHaveText('');
    await expect(target).not.toContainText(source);
  }
  await expectAccessible(page);

  // The card in three interface languages (Arabic right to left), light and dark, looked at by hand.
  const conversation = page.url().split('/').pop() as string;
  for (const locale of ['enus', 'zhcn', 'arsa']) {
    await page.goto(`/${locale}/chat/${conversation}`);
    const card = page.getByTestId('document-summary');
    await expect(card.getByRole('group', { name: message(locale, 'chat', 'coverage.label') })).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await card.screenshot({
        animations: 'disabled',
        path: path.join(SCREENSHOTS, `deck-summary-${locale}-${scheme}.png`),
      });
    }
  }
});

test('through the AI model, the summary card shows the tokens used beside the estimate given before', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uploadDocument(page, 'briefing.pptx', Buffer.from(await titlesDeck()), LLM_TARGET);
  const estimate = page.getByTestId('translation-estimate');
  await expect(estimate).toBeVisible();
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  const answer = await waitForAnswer(page);
  const tokens = answer.getByTestId('document-fact-tokens');
  await expect(tokens).toContainText(message('enus', 'chat', 'parsing.tokens'));
  await expect(tokens.locator('dd')).toHaveText(/^[\d,]+estimated [\d,]+$/);
  await answer.getByTestId('document-summary').screenshot({
    animations: 'disabled',
    path: path.join(SCREENSHOTS, 'deck-summary-tokens-enus-light.png'),
  });
});
