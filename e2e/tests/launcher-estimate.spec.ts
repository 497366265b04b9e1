import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, holdRequests, message, waitForApp } from './helpers.ts';
import { chooseProfessionalMode, LLM_TARGET, makeDocx, openLauncher } from './workspace-helpers.ts';

const SHOTS = path.join(import.meta.dirname, '../../.tmp/shots');
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 375, height: 812 } } as const;

test('an attached document shows what translating it would take, in every layout', async ({ page }) => {
  test.setTimeout(180_000);
  const bytes = await makeDocx(
    Array.from(
      { length: 40 },
      (_, i) => `Paragraph ${i + 1}: the report shows that our customers expect faster delivery.`,
    ),
  );
  // English → German goes to the llm stand-in; the launcher remembers the choice for the other languages.
  await openLauncher(page, 'document', 'enus', LLM_TARGET);
  for (const locale of ['enus', 'zhcn', 'arsa']) {
    await page.goto(`/${locale}`);
    await waitForApp(page);
    await page.locator('input[type=file]').setInputFiles({
      name: 'report.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: bytes,
    });
    const estimate = page.getByTestId('translation-estimate');
    await expect(estimate).toBeVisible({ timeout: 20_000 });
    await expect(estimate).toHaveAttribute('aria-label', message(locale, 'chat', 'estimate.label'));
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        if (size === 'desktop') await expectAccessible(page);
        await page.screenshot({
          animations: 'disabled',
          path: path.join(SHOTS, `estimate-${locale}-${scheme}-${size}.png`),
        });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
});

test('what the server read and the estimate appear together: nothing below moves when the estimate comes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openLauncher(page, 'document', 'enus', LLM_TARGET);
  const release = await holdRequests(page, (url) => url.pathname.endsWith('/conversation/estimateTranslation'));
  const asked = page.waitForRequest((request) => request.url().includes('/conversation/estimateTranslation'));
  await page.locator('input[type=file]').setInputFiles({
    name: 'brief.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await makeDocx(['The meeting starts at nine.', 'Please bring the annual report.']),
  });
  await asked;
  // Read, the estimate on its way: the progress bar holds the place, the facts wait.
  const facts = page.getByTestId('upload-facts');
  const estimate = page.getByTestId('translation-estimate');
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(facts).toBeHidden();
  release();
  await expect(facts).toBeVisible();
  // Drawn in the same frame as the facts, not after them.
  expect(await estimate.isVisible()).toBe(true);
  await expect(page.getByRole('progressbar')).toBeHidden();

  // Another precision: the figures shown stay until its own arrive.
  const releaseAgain = await holdRequests(page, (url) => url.pathname.endsWith('/conversation/estimateTranslation'));
  const options = await chooseProfessionalMode(page, 'enus');
  const askedAgain = page.waitForRequest(
    (request) =>
      request.url().includes('/conversation/estimateTranslation') && request.postDataJSON()?.precision === 'best',
  );
  await options.getByText(message('enus', 'chat', 'settings.precisionBest'), { exact: true }).click();
  await askedAgain;
  await expect(estimate).toBeVisible();
  releaseAgain();
  await expect(estimate).toBeVisible();
});
