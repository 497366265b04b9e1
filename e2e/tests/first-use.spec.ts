import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { account, newEmail, signUp } from './account-helpers.ts';
import { chooseMenuItem, holdRequests, message, SCREENSHOTS, waitForApp } from './helpers.ts';

/**
 * Decision 0018: the language fields, the header's menus and the toasts fetch their chunks on first
 * use. Here each chunk is held back for a while, as on a slow network, and the reader acts before
 * it arrives: nothing they did is lost.
 */
const HELD_MS = 1500;

/** Holds back the chunks whose names match, and records whether they were asked for. */
async function holdChunks(page: Page, pattern: RegExp) {
  const asked: string[] = [];
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await new Promise((resolve) => setTimeout(resolve, HELD_MS));
      await route.continue();
    },
  );
  return asked;
}

test('the first visit does not fetch the select, the menus or the toasts until they are used', async ({ page }) => {
  const asked = await holdChunks(page, /\/assets\/(select|dropdown|notices-host)-[\w-]+\.js$/);
  await page.goto('/enus');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(page.getByTestId('language-target')).toContainText('Spanish');
});

test('a language typed and chosen with Enter before the select arrives is chosen', async ({ page }) => {
  // Two launchers and the 176-language list typed into: more than 30 s on a busy machine.
  test.setTimeout(90_000);
  await holdChunks(page, /\/assets\/select-[\w-]+\.js$/);
  await page.goto('/enus');
  await waitForApp(page);
  const target = page.getByTestId('language-target');
  await target.click();
  await page.keyboard.type('deutsch');
  await page.keyboard.press('Enter');
  await expect(target).toContainText('German');
  // The other field, now live, works as before.
  await page.getByTestId('language-source').click();
  await page.keyboard.type('english');
  // Enter picks the highlighted entry: on a busy machine the filtered list is drawn a moment after
  // the typing, as a person sees it before they press Enter. (The target's list may still be on its
  // way out, German highlighted there: only the source list has English highlighted.)
  await expect(page.locator('.ant-select-item-option-active').filter({ hasText: /^English/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('language-source')).toContainText('English');
});

test('a field pressed just as its select chunk finishes loading opens, focused', async ({ page }) => {
  // The chunk's module ends by waiting for the next press: it arrives with the press, as on a busy
  // page where an arrived chunk is still waiting to be drawn when the reader presses the field.
  await page.route(
    (url) => /\/assets\/select-[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const waitForPress = `window.selectWaitsForPress = true;
await new Promise((pressed) => window.addEventListener('mousedown', pressed, { capture: true, once: true }));`;
      await route.fulfill({ response, body: `${await response.text()}\n${waitForPress}\n` });
    },
  );
  await page.goto('/enus');
  await waitForApp(page);
  const source = page.getByTestId('language-source');
  await source.hover();
  await page.waitForFunction(() => 'selectWaitsForPress' in window);
  await source.click();
  await expect(page.locator('[data-testid=language-source] input')).toBeFocused();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('english');
  await page.keyboard.press('Enter');
  await expect(source).toContainText('English');
});

test('a field reached with the keyboard opens with the arrow key and keeps the focus', async ({ page }) => {
  await holdChunks(page, /\/assets\/select-[\w-]+\.js$/);
  await page.goto('/enus');
  await waitForApp(page);
  await page.getByTestId('language-target').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.locator('[data-testid=language-target] input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('a header menu clicked before its chunk arrives opens when it does', async ({ page }) => {
  await holdChunks(page, /\/assets\/dropdown-[\w-]+\.js$/);
  await page.goto('/zhcn');
  await waitForApp(page);
  await page.getByTestId('language-switcher').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await chooseMenuItem(page, 'English');
  await expect(page).toHaveURL(/\/enus$/);
});

test('a header menu whose chunk arrives between the press and the release opens', async ({ page }) => {
  const release = await holdRequests(page, (url) => /\/assets\/dropdown-[\w-]+\.js$/.test(url.pathname));
  await page.goto('/zhcn');
  await waitForApp(page);
  const trigger = page.getByTestId('language-switcher');
  const box = await trigger.boundingBox();
  if (!box) throw new Error('no language switcher');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The chunk arrives while the button is held (the pointer's arrival asked for it).
  const arrived = page.waitForResponse((response) => /\/assets\/dropdown-[\w-]+\.js$/.test(response.url()));
  release();
  await arrived;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await page.mouse.up();
  await chooseMenuItem(page, 'English');
  await expect(page).toHaveURL(/\/enus$/);
});

test('the account menu clicked on the sign-in page while the home page is on its way opens there', async ({ page }) => {
  // The home page's layout draws the header anew. On a slow phone (the CPU 5 times slower) the
  // sign-in page's header, already showing the account menu, is still up when the reader clicks it.
  test.setTimeout(90_000);
  await signUp(page, 'arsa', newEmail('slow-phone'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 5 });
  await page.getByTestId('account-submit').click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.getByTestId('account-menu').click();
  await chooseMenuItem(page, account('arsa', 'menu.account'));
  await expect(page).toHaveURL(/\/arsa\/account$/);
});

for (const locale of ['enus', 'arsa'] as const) {
  test(`a toast asked for before its chunk arrives is shown (${locale})`, async ({ page }) => {
    await holdChunks(page, /\/assets\/notices-host-[\w-]+\.js$/);
    await page.goto(`/${locale}`);
    await waitForApp(page);
    // Swapping with "Detect language" as the source says why it cannot.
    await page.getByRole('button', { name: message(locale, 'common', 'launcher.swap') }).click();
    const toast = page.locator('.ant-message-notice');
    await expect(toast).toContainText(message(locale, 'common', 'launcher.autoDetectNoSwap'));
    if (locale === 'arsa') await expect(page.locator('.ant-message')).toHaveAttribute('class', /ant-message-rtl/);
    await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, `first-use-toast-${locale}.png`) });
  });
}
