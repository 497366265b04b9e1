import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { samplePdf } from '../../packages/translate/test/pdf-fixtures.ts';
import { E2E_PORT, FRONT_PROXY_PORT } from '../account-stand-ins-config.ts';
import { declineTrackingAt, startFrontProxy } from './front-proxy.ts';
import { expectAccessible, message, SCREENSHOTS } from './helpers.ts';
import {
  chooseProfessionalMode,
  holdLlm,
  holdMarker,
  LLM_TARGET,
  makeDocx,
  uploadDocument,
  waitForAnswer,
} from './workspace-helpers.ts';

const EDITED = 'La casa es azul y verde.';

/** Downloads the translation in one layout and answers the text of word/document.xml. */
async function downloadIn(page: Page, mode: 'translated' | 'source-then-target' | 'target-then-source') {
  await page.getByTestId('download-open').click();
  const dialog = page.getByRole('dialog', { name: message('enus', 'chat', 'download.title') });
  await dialog.getByLabel(message('enus', 'chat', `download.modes.${mode}`)).check();
  const download = page.waitForEvent('download');
  await dialog.locator('#download-confirm').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.docx$/);
  const saved = await file.path();
  const entries = unzipSync(new Uint8Array(readFileSync(saved)));
  const xml = entries['word/document.xml'];
  expect(xml).toBeTruthy();
  return strFromU8(xml as Uint8Array);
}

test('a DOCX is uploaded, translated with progress, edited in the preview and downloaded in three layouts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const bytes = await makeDocx(['The house is red.', 'The dog is big.', 'The cat is small.']);
  await uploadDocument(page, 'animals.docx', bytes);
  await expect(page.getByTestId('upload-facts')).toContainText(/words/);
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);

  await expect(page.getByTestId('user-message')).toContainText('animals.docx');
  await expect(page.getByTestId('job-progress')).toBeVisible();
  const answer = await waitForAnswer(page);
  await expect(answer.getByTestId('job-progress')).toHaveAttribute('data-state', 'done');
  await expect(answer.getByTestId('translation')).toContainText(/casa/i);

  await page.getByTestId('preview-toggle').click();
  const preview = page.getByTestId('preview-panel');
  const first = preview.getByTestId('sentence-pair').first();
  await expect(first).toContainText('The house is red.');
  await first.getByTestId('sentence-edit').click();
  await first.getByTestId('sentence-editor').fill('   ');
  await first.getByTestId('sentence-save').click();
  await expect(page.getByText(message('enus', 'chat', 'edit.empty'))).toBeVisible();
  await first.getByTestId('sentence-editor').fill(EDITED);
  await first.getByTestId('sentence-save').click();
  await expect(first).toContainText(EDITED);
  await expect(first).toContainText(message('enus', 'chat', 'preview.edited'));
  await expectAccessible(page);
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, 'workspace-document-enus-light.png') });

  const translated = await downloadIn(page, 'translated');
  expect(translated).toContain(EDITED);
  expect(translated).not.toContain('The house is red.');
  const sourceFirst = await downloadIn(page, 'source-then-target');
  expect(sourceFirst).toContain(EDITED);
  expect(sourceFirst.indexOf('The house is red.')).toBeLessThan(sourceFirst.indexOf(EDITED));
  const targetFirst = await downloadIn(page, 'target-then-source');
  expect(targetFirst.indexOf(EDITED)).toBeLessThan(targetFirst.indexOf('The house is red.'));
});

test('a translation paused and reloaded mid-way continues after resume and another reload', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // German goes to the fake llm. Its requests for this document are held until the test lets them
  // go, so the job is still running when paused however fast or busy the machine is.
  const marker = holdMarker();
  const paragraphs = Array.from(
    { length: 120 },
    (_, index) => `Paragraph ${index + 1} ${marker}: the weather is good and the house is red.`,
  );
  await holdLlm('hold', marker);
  await uploadDocument(page, 'long.docx', await makeDocx(paragraphs), LLM_TARGET);
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);

  const progress = page.getByTestId('job-progress');
  await expect(progress).toHaveAttribute('data-state', /queued|running/);
  await page.getByTestId('job-pause').click();
  await expect(progress).toHaveAttribute('data-state', 'paused');

  await page.reload();
  await expect(progress).toHaveAttribute('data-state', 'paused');
  await holdLlm('release', marker);
  await page.getByTestId('job-resume').click();
  await expect(progress).toHaveAttribute('data-state', /queued|running|done/);
  await page.reload();
  const answer = await waitForAnswer(page);
  await expect(answer.getByTestId('job-progress')).toHaveAttribute('data-state', 'done');
  await expect(answer.getByTestId('download-open')).toBeVisible();
});

test('the launcher shows what the server read in the file and the professional options of its format', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/zhcn');
  await page.locator('input[type=file]').setInputFiles({
    name: 'brief.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await makeDocx(['The meeting starts at nine.', 'Bring the report.']),
  });
  const facts = page.getByTestId('upload-facts');
  await expect(facts).toBeVisible({ timeout: 20_000 });
  await expect(facts).toContainText('词');
  await chooseProfessionalMode(page, 'zhcn');
  await expect(page.getByRole('checkbox', { name: message('zhcn', 'chat', 'options.comments') })).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, 'workspace-launcher-zhcn-dark.png') });

  await page.keyboard.press('Escape');
  await page
    .getByTestId('uploaded-document')
    .getByRole('button', { name: message('zhcn', 'chat', 'upload.remove') })
    .click();
  await expect(page.getByTestId('uploaded-document')).toHaveCount(0);
});

test('a PDF source is shown as pictures of its pages in the preview', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { bytes } = await samplePdf();
  await uploadDocument(page, 'sample.pdf', Buffer.from(bytes));
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  await waitForAnswer(page);
  await page.getByTestId('preview-toggle').click();
  const preview = page.getByTestId('preview-panel');
  await preview.getByText(message('enus', 'chat', 'preview.source'), { exact: true }).click();
  const picture = preview.getByTestId('source-page');
  await expect(picture).toBeVisible({ timeout: 20_000 });
  await expect(picture).toHaveAttribute('alt', /^Page 1 of \d+$/);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);
  await page.screenshot({
    animations: 'disabled',
    path: path.join(SCREENSHOTS, 'workspace-pdf-preview-enus-light.png'),
  });
});

test.describe('through a proxy in front of the server', () => {
  test.use({ baseURL: `http://127.0.0.1:${FRONT_PROXY_PORT}` });

  test('when the server goes away mid-answer, the conversation says so in view, keeps the page on Stop and finishes once it is back', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const proxy = await startFrontProxy(FRONT_PROXY_PORT, E2E_PORT);
    try {
      await declineTrackingAt(page);
      await page.setViewportSize({ width: 1366, height: 768 });
      // The last paragraph is held by the fake llm until the test lets it go: the job is mid-way
      // while the server is away, however fast or busy the machine is.
      const marker = holdMarker();
      const paragraphs = Array.from({ length: 30 }, (_, index) => `Line ${index + 1}: the river is long.`);
      paragraphs.push(`Last line ${marker}: the hill is green.`);
      await holdLlm('hold', marker);
      await uploadDocument(page, 'drop.docx', await makeDocx(paragraphs), LLM_TARGET);
      // The network fails the first two attempts to open the stream (a connection reset), then recovers.
      let attempts = 0;
      await page.route(/\/conversation\/reconnectConversation\//, (route) =>
        ++attempts <= 2 ? route.abort('connectionreset') : route.continue(),
      );
      await page.getByTestId('launcher-send').click();
      await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
      const address = page.url();
      const progress = page.getByTestId('job-progress');
      await expect(progress).toHaveAttribute('data-state', 'running');
      // The stream's two failed opens were told, then their end; that toast has gone.
      await expect(page.getByText(message('enus', 'chat', 'stream.back'))).toBeHidden();
      // Anything that loads the page again (a reload, an error page) loses this.
      await page.evaluate(() => {
        (window as unknown as { samePage: boolean }).samePage = true;
      });

      // The server goes away: the live stream is cut, and nothing answers.
      await proxy.stop();
      const status = page.getByTestId('connection-status');
      await expect(status).toContainText(message('enus', 'chat', 'stream.lost.network'));
      await expect(status).toBeInViewport();
      await expect(page.getByTestId('ask-offline')).toContainText(message('enus', 'chat', 'stream.sendLater'));
      await expect(page.getByTestId('ask-send')).toHaveCount(0);
      await page.getByTestId('ask-stop').click();
      await expect(status).toContainText(message('enus', 'chat', 'stream.needsConnection'));
      await page.screenshot({
        animations: 'disabled',
        path: path.join(SCREENSHOTS, 'workspace-connection-enus-light.png'),
      });

      // The proxy is back but the server is not: its 502 is told as such, and Retry now asks again.
      await proxy.gatewayError();
      await status.getByTestId('connection-retry-now').click();
      await expect(status).toContainText(message('enus', 'chat', 'stream.lost.server'));

      await proxy.start();
      await holdLlm('release', marker);
      await status.getByTestId('connection-retry-now').click();
      await expect(page.getByText(message('enus', 'chat', 'stream.back'))).toBeVisible();
      await expect(status).toHaveCount(0);
      const answer = await waitForAnswer(page);
      await expect(answer.getByTestId('job-progress')).toHaveAttribute('data-state', 'done');
      expect(attempts).toBeGreaterThanOrEqual(3);
      expect(page.url()).toBe(address);
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    } finally {
      await proxy.close();
    }
  });
});
