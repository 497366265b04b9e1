import { expect, test } from '@playwright/test';
import { newEmail, signUpByApi } from './account-helpers.ts';
import { expectAccessible, message } from './helpers.ts';
import { eachLook, makeOperator, shotPath } from './site-helpers.ts';

test.setTimeout(180_000);

test('the console’s Reports section in enus, zhcn and arsa, light and dark, desktop and phone', async ({ page }) => {
  const email = newEmail('reports-shots');
  await signUpByApi(page, 'enus', email);
  makeOperator(email);
  await eachLook(page, async (look) => {
    await page.goto(`/${look.locale}/console?section=reports`);
    await expect(page.getByTestId('report-visitors')).toBeVisible();
    await expect(page.getByText(message(look.locale, 'reports', 'metrics.conversion'))).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ animations: 'disabled', path: shotPath('reports', look), fullPage: true });
  });
  // The CSV comes from the server, named by its content-disposition.
  await page.setViewportSize({ width: 1440, height: 900 });
  const download = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  expect((await download).suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectAccessible(page);
});
