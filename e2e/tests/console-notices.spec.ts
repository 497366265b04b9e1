import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { consoleCall, consoleText, openSection, signUpOperator } from './console-helpers.ts';

/**
 * Messages and ads made here are for Thai and Korean visitors only, languages no other test
 * visits, and are deleted at the end: other tests running at the same time never see them.
 */
const MESSAGE_LOCALE = 'thth';
const AD_LOCALE = 'kokr';
test.setTimeout(120_000);

test('an operator’s notification and dialog reach a visitor staggered, and closed ones never return', async ({
  page,
  browser,
}) => {
  await signUpOperator(page);
  const mark = randomBytes(3).toString('hex');
  const t = (key: string) => consoleText('enus', key);
  await openSection(page, 'enus', 'messages', t('menu.messages'));
  const created: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/console/messages/save') && response.ok()) {
      created.push((await response.json()).data.messageNumber);
    }
  });
  for (const [type, title, order] of [
    ['1', `Notice ${mark}`, '1'],
    ['0', `Dialog ${mark}`, '2'],
  ] as const) {
    await page.getByTestId('message-new').click();
    const drawer = page.getByRole('dialog', { name: t('messages.new') });
    if (type === '0') await drawer.getByText(t('messages.types.0'), { exact: true }).click();
    await page.getByTestId('message-title').fill(title);
    await page.getByTestId('message-content').fill(`Hello **${mark}**`);
    await drawer.getByRole('combobox', { name: t('messages.audience') }).click();
    await page.getByTitle(t('messages.audiences.visitors')).click();
    await drawer.getByRole('combobox', { name: t('fields.locale') }).fill('ไทย');
    await page.keyboard.press('Enter');
    await drawer.getByRole('spinbutton', { name: t('fields.sortOrder') }).fill(order);
    await page.getByTestId('message-save').click();
    await expect(page.getByRole('cell', { name: title })).toBeVisible();
  }
  expect(created).toHaveLength(2);

  try {
    const visitor = await (await browser.newContext()).newPage();
    // The order in which the two appear, seen by the page itself.
    await visitor.addInitScript((marker) => {
      const seen: string[] = [];
      (window as unknown as { seenMessages: string[] }).seenMessages = seen;
      new MutationObserver(() => {
        for (const title of [`Notice ${marker}`, `Dialog ${marker}`]) {
          if (!seen.includes(title) && document.body?.innerText.includes(title)) seen.push(title);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, mark);
    await visitor.goto(`/${MESSAGE_LOCALE}`);
    const notice = visitor.locator('.ant-notification-notice', { hasText: `Notice ${mark}` });
    const dialog = visitor.getByRole('dialog', { name: `Dialog ${mark}` });
    await expect(notice).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('strong', { hasText: mark })).toBeVisible();
    expect(await visitor.evaluate(() => (window as unknown as { seenMessages: string[] }).seenMessages)).toEqual([
      `Notice ${mark}`,
      `Dialog ${mark}`,
    ]);
    await visitor.screenshot({ animations: 'disabled', path: '.tmp/shots/site-messages-thth-light.png' });

    // Confirming the dialog closes it and tells the server; so does closing the notification.
    const dialogClosed = visitor.waitForRequest(
      (request) =>
        request.url().endsWith('/sysMessage/closeMessage') && request.postData()?.includes(created[1] ?? '-') === true,
    );
    await dialog.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await dialogClosed;
    await expect(dialog).toBeHidden();
    // The notification stays until closed.
    await expect(notice).toBeVisible();
    const noticeClosed = visitor.waitForRequest(
      (request) =>
        request.url().endsWith('/sysMessage/closeMessage') && request.postData()?.includes(created[0] ?? '-') === true,
    );
    await notice.locator('.ant-notification-notice-close').click();
    expect((await (await noticeClosed).response())?.ok()).toBe(true);
    await expect(notice).toBeHidden();

    const fetched = visitor.waitForResponse((response) => response.url().endsWith('/sysMessage/getShowMessage'));
    await visitor.reload();
    const again = (await (await fetched).json()).data as { title: string }[];
    expect(again.map((m) => m.title)).not.toContain(`Notice ${mark}`);
    expect(again.map((m) => m.title)).not.toContain(`Dialog ${mark}`);
    await expect(visitor.getByText(`Notice ${mark}`)).toBeHidden();
  } finally {
    for (const id of created) await consoleCall(page, 'messages/delete', { id });
  }
});

test('an ad space counts a show and a click, and stays closed for the browser that closed it', async ({
  page,
  browser,
}) => {
  await signUpOperator(page);
  const mark = randomBytes(3).toString('hex');
  const t = (key: string) => consoleText('enus', key);
  await openSection(page, 'enus', 'ads', t('menu.ads'));
  let adId = '';
  page.on('response', async (response) => {
    if (response.url().endsWith('/console/ads/save') && response.ok()) adId = (await response.json()).data.id;
  });
  await page.getByTestId('ad-new').click();
  const drawer = page.getByRole('dialog', { name: t('ads.new') });
  await page.getByTestId('ad-name').fill(`Ad ${mark}`);
  await drawer.getByRole('combobox', { name: t('fields.locale') }).fill('한국어');
  await page.keyboard.press('Enter');
  await page.getByTestId('ad-text').fill(`Try it ${mark}`);
  await page.getByTestId('ad-link').fill(`/${AD_LOCALE}/contract/privacyPolicy`);
  await page.getByTestId('ad-save').click();
  const row = page.getByRole('row', { name: new RegExp(`Ad ${mark}`) });
  await expect(row).toBeVisible();

  try {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/${AD_LOCALE}`);
    const ad = visitor.getByTestId('ad-space-launcherFoot');
    await expect(ad).toContainText(`Try it ${mark}`);
    await visitor.screenshot({ animations: 'disabled', path: '.tmp/shots/site-ad-kokr-light.png' });
    const clicked = visitor.waitForResponse((r) => r.url().includes('/increaseAdvertisingSpaceClicks/'));
    await ad.getByRole('link').click();
    expect((await clicked).ok()).toBe(true);
    await expect(visitor).toHaveURL(new RegExp(`/${AD_LOCALE}/contract/privacyPolicy$`));

    await visitor.goto(`/${AD_LOCALE}`);
    const closed = visitor.waitForResponse((r) => r.url().endsWith('/advertisingSpace/closeAdvertisingSpace'));
    await visitor.getByTestId('ad-space-launcherFoot').getByTestId('ad-space-close').click();
    expect((await closed).ok()).toBe(true);
    await expect(visitor.getByTestId('ad-space-launcherFoot')).toBeHidden();
    const fetched = visitor.waitForResponse((r) => r.url().endsWith('/advertisingSpace/getAllShowAdvertisingSpace'));
    await visitor.reload();
    expect(((await (await fetched).json()).data as { id: string }[]).map((entry) => entry.id)).not.toContain(adId);
    await expect(visitor.getByText(`Try it ${mark}`)).toBeHidden();

    // The console counts two shows (two visits before closing), one click and one close.
    await page.reload();
    const cells = row.getByRole('cell');
    await expect(row).toBeVisible();
    const texts = await cells.allInnerTexts();
    const [shows, clicks, closes] = texts.slice(4, 7).map(Number);
    expect([shows, clicks, closes]).toEqual([2, 1, 1]);
  } finally {
    if (adId) await consoleCall(page, 'ads/delete', { id: adId });
  }
});
