import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chooseMenuItem, expectAccessible, message, SCREENSHOTS } from './helpers.ts';
import { translateText, waitForAnswer } from './workspace-helpers.ts';

const t = (key: string) => message('enus', 'chat', key);

test('a conversation is listed under today, renamed, found by search and deleted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await translateText(page, 'The garden is green.');
  await waitForAnswer(page);

  await page.getByTestId('sidebar-toggle').click();
  const sidebar = page.locator('.history-sider');
  await expect(sidebar.getByText(t('history.today'))).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'The garden is green.' })).toBeVisible();
  await expect(sidebar.getByText(t('history.visitorHint'))).toBeVisible();

  await sidebar.getByTestId('history-item-actions').first().click();
  await chooseMenuItem(page, t('history.rename'));
  const dialog = page.getByRole('dialog', { name: t('history.renameTitle') });
  await dialog.getByTestId('rename-input').fill('  ');
  await dialog.getByRole('button', { name: t('save') }).click();
  await expect(dialog.getByText(t('history.titleEmpty'))).toBeVisible();
  await dialog.getByTestId('rename-input').fill('Green garden notes');
  await dialog.getByRole('button', { name: t('save') }).click();
  await expect(sidebar.getByRole('link', { name: 'Green garden notes' })).toBeVisible();
  await expect(page.getByTestId('conversation-title')).toHaveText('Green garden notes');
  await expectAccessible(page);
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, 'workspace-history-enus-light.png') });

  const search = sidebar.getByRole('combobox', { name: t('history.search') });
  await search.fill('garden');
  await search.press('Enter');
  const results = sidebar.getByTestId('search-results');
  await expect(results.getByRole('link', { name: /Green garden notes/ })).toBeVisible();
  await search.fill('');
  // The keyword is remembered on this device and offered again.
  await search.click();
  await expect(page.getByText(t('history.recentSearches'))).toBeVisible();
  await page.keyboard.press('Escape');

  await sidebar.getByTestId('history-item-actions').first().click();
  await chooseMenuItem(page, t('history.delete'));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('history.delete') })
    .click();
  await page.waitForURL(/\/enus$/);
  await expect(sidebar.getByText(t('history.empty'))).toBeVisible();
});
