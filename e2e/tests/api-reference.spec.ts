import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { message, waitForApp } from './helpers.ts';
import { SHOTS } from './site-helpers.ts';

/** What the page asked of other origins, and what the browser refused (CSP, failed scripts). */
function watch(page: Page, origin: string) {
  const elsewhere: string[] = [];
  const refusals: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url);
  });
  page.on('console', (entry) => {
    if (entry.type() === 'error') refusals.push(entry.text());
  });
  page.on('pageerror', (error) => refusals.push(error.message));
  return { elsewhere, refusals };
}

const OPERATIONS = [
  'Translate texts',
  'Submit a document',
  'Download a translated document',
  'Import a CSV or TSV term list',
];

for (const scheme of ['light', 'dark'] as const) {
  test(`the API reference renders the native API offline, ${scheme}`, async ({ page, baseURL }) => {
    const seen = watch(page, baseURL ?? '');
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/api/docs');
    await expect(page).toHaveTitle(/ API reference$/);
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByRole('link', { name: 'native', exact: true })).toBeVisible();
    for (const operation of OPERATIONS) await expect(sidebar.getByText(operation, { exact: true })).toBeVisible();
    // Scalar follows the reader's colour scheme.
    const dark = await page.evaluate(() => document.body.classList.contains('dark-mode'));
    expect(dark).toBe(scheme === 'dark');
    await page.screenshot({ animations: 'disabled', path: path.join(SHOTS, `api-reference-${scheme}.png`) });
    await sidebar.getByText('Submit a document', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Submit a document' }).first()).toBeVisible();
    await expect(page.getByText('multipart/form-data').first()).toBeVisible();
    await page.screenshot({ animations: 'disabled', path: path.join(SHOTS, `api-reference-documents-${scheme}.png`) });
    expect(seen.elsewhere).toEqual([]);
    expect(seen.refusals).toEqual([]);
  });
}

test('the footer links the API reference', async ({ page }) => {
  await page.goto('/enus/help');
  await waitForApp(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: message('enus', 'common', 'footer.apiDocs') })
    .click();
  await expect(page).toHaveURL(/\/api\/docs$/);
  await expect(page.getByRole('complementary').getByText('Translate texts', { exact: true })).toBeVisible();
});
