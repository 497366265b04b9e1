import path from 'node:path';
import { expect, test } from '@playwright/test';
import { message, SCREENSHOTS, waitForApp } from './helpers.ts';

test('the history sidebar is collapsed by default and expands', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/enus');
  await waitForApp(page);
  const toggle = page.getByTestId('sidebar-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByText(message('enus', 'chat', 'history.empty'))).toBeVisible();
  await expect(
    page.locator('.history-sider').getByRole('link', { name: message('enus', 'common', 'nav.newChat') }),
  ).toBeVisible();
});

test('below the lg breakpoint the sidebar is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/arsa');
  await waitForApp(page);
  await expect(page.locator('.history-sider')).toHaveCount(0);
  await page.getByTestId('sidebar-toggle').click();
  const drawer = page.getByRole('dialog', { name: message('arsa', 'common', 'nav.history') });
  await expect(drawer).toBeInViewport({ ratio: 0.99 });
  const box = await drawer.boundingBox();
  expect(box!.x + box!.width).toBeGreaterThan(370);
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, 'mobile-drawer-arsa.png') });
});

test('the launcher checks the file type and explains auto-detect cannot swap', async ({ page }) => {
  await page.goto('/enus');
  await waitForApp(page);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByText('Unsupported file type: virus.exe')).toBeVisible();
  await page.getByRole('button', { name: message('enus', 'common', 'launcher.swap') }).click();
  await expect(page.getByText(message('enus', 'common', 'launcher.autoDetectNoSwap'))).toBeVisible();

  // A file of a known type is uploaded at once; one the server cannot read says so, and stays unsendable.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
  const uploaded = page.getByTestId('uploaded-document');
  await expect(uploaded).toContainText('notes.docx');
  await expect(uploaded.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('launcher-send')).toBeDisabled();
  await uploaded.getByRole('button', { name: message('enus', 'chat', 'upload.remove') }).click();
  await expect(page.locator('input[type=file]')).toHaveCount(1);
});

test('the text mode counts characters', async ({ page }) => {
  await page.goto('/zhcn');
  await waitForApp(page);
  await page.getByText(message('zhcn', 'common', 'launcher.typeText'), { exact: true }).click();
  await page.getByRole('textbox').fill('你好，世界');
  await expect(page.getByText('5 / 5,000')).toBeVisible();
});

test('a new build makes the next navigation a full page load', async ({ page }) => {
  await page.goto('/enus');
  await waitForApp(page);
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
  );
  const polled = page.waitForRequest('**/builds/latest.json*');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await polled;
  await page.getByRole('link', { name: message('enus', 'common', 'footer.privacyPolicy') }).click();
  await expect(page).toHaveURL(/\/enus\/contract\/privacyPolicy$/);
  await waitForApp(page);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
});

test('a lazy chunk that fails to load reloads the page once', async ({ page }) => {
  let failed = 0;
  await page.route(/\/assets\/legal-page-.*\.js$/, async (route) => {
    if (failed++ === 0) return route.abort();
    return route.continue();
  });
  await page.goto('/enus');
  await waitForApp(page);
  // Every chunk of the home page is in before the link is followed (a busy machine is slow to get there).
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: message('enus', 'common', 'footer.userAgreement') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Agreement');
  expect(failed).toBe(2);
});

test('the language picker finds a language by any of its names', async ({ page }) => {
  await page.goto('/enus');
  await waitForApp(page);
  const target = page.getByTestId('language-target');
  await target.click();
  await page.keyboard.type('deutsch');
  await page.getByRole('option', { name: 'German · Deutsch' }).click();
  await expect(target).toContainText('German');
  await page.getByTestId('language-source').click();
  await page.keyboard.type('西班牙');
  await page.getByRole('option', { name: 'Spanish · Español' }).click();
  await expect(page.getByTestId('language-source')).toContainText('Spanish');
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, 'language-picker-enus.png') });
});
