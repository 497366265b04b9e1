import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { consoleCall, consoleText, openSection, signUpOperator } from './console-helpers.ts';
import { message } from './helpers.ts';

/**
 * Messages and ads made here are for Thai and Korean visitors only, languages no other test
 * visits, and are deleted at the end: other tests running at the same time never see them.
 * (The first test's ad is Thai, so the second one's Korean ad is alone on its page.)
 */
const MESSAGE_LOCALE = 'thth';
const AD_LOCALE = 'kokr';
test.setTimeout(120_000);

/** What may cover a page (decision 0048), as the page itself finds them. */
const OVERLAYS = {
  consent: '[data-testid=consent-banner]',
  announcement: '[data-testid=announcement-bar]',
  welcome: '.ant-modal[role=dialog]',
  ad: '[data-testid^=ad-space-]',
} as const;

test('a first visit on a phone shows one overlay at a time, in order, and closed messages never return', async ({
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
  // The dialog is sorted first: still, the announcement comes before the welcome.
  for (const [type, title, order] of [
    ['0', `Welcome ${mark}`, '1'],
    ['1', `Notice ${mark}`, '2'],
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
  const ad = await page.request.post('/gateway/website/console/ads/save', {
    data: {
      slot: 'launcherFoot',
      name: `Ad ${mark}`,
      startsAt: Date.now() - 60_000,
      contents: [{ locale: MESSAGE_LOCALE, text: `Ad ${mark}` }],
    },
  });
  const adId: string = (await ad.json()).data.id;

  try {
    // A first visit: the cookie banner not answered yet.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const visitor = await context.newPage();
    await visitor.setViewportSize({ width: 375, height: 812 });
    // Every change of what covers the page, seen by the page itself.
    await visitor.addInitScript((selectors) => {
      const states: string[][] = [];
      (window as unknown as { overlayStates: string[][] }).overlayStates = states;
      new MutationObserver(() => {
        const now = Object.entries(selectors)
          .filter(([, selector]) => document.querySelector(selector))
          .map(([name]) => name);
        if (now.join() !== states.at(-1)?.join()) states.push(now);
      }).observe(document, { childList: true, subtree: true });
    }, OVERLAYS);
    await visitor.goto(`/${MESSAGE_LOCALE}`);
    const banner = visitor.getByTestId('consent-banner');
    const bar = visitor.getByTestId('announcement-bar');
    const dialog = visitor.getByRole('dialog', { name: `Welcome ${mark}` });
    const adSpace = visitor.getByTestId('ad-space-launcherFoot');
    await expect(banner).toBeVisible();
    await expect(bar).toBeHidden();
    await banner.getByTestId('consent-decline').click();

    // The announcement: a bar in the page's flow, above the header; Sign in stays clickable.
    await expect(bar).toContainText(`Notice ${mark}`);
    await expect(bar.getByTestId('system-message-content').locator('strong', { hasText: mark })).toBeVisible();
    const signIn = visitor.getByRole('link', { name: message(MESSAGE_LOCALE, 'common', 'nav.signIn') });
    await signIn.click({ trial: true });
    const barBox = await bar.boundingBox();
    const headerBox = await visitor.locator('header.site-header').boundingBox();
    expect(barBox && headerBox && barBox.y + barBox.height <= headerBox.y).toBe(true);
    await visitor.screenshot({ animations: 'disabled', path: '.tmp/shots/site-messages-thth-phone.png' });
    const noticeClosed = visitor.waitForRequest(
      (request) =>
        request.url().endsWith('/sysMessage/closeMessage') && request.postData()?.includes(created[1] ?? '-') === true,
    );
    await bar.getByTestId('announcement-close').click();
    expect((await (await noticeClosed).response())?.ok()).toBe(true);

    // Then the welcome; then the ad, below the launcher, not over it.
    await expect(dialog).toBeVisible();
    await expect(bar).toBeHidden();
    const welcomeClosed = visitor.waitForRequest(
      (request) =>
        request.url().endsWith('/sysMessage/closeMessage') && request.postData()?.includes(created[0] ?? '-') === true,
    );
    await dialog.locator('.ant-btn-primary').click();
    await welcomeClosed;
    await expect(adSpace).toContainText(`Ad ${mark}`);
    await expect(dialog).toBeHidden();
    await visitor.getByTestId('language-target').click({ trial: true });
    const adBox = await adSpace.boundingBox();
    const launcherBox = await visitor.getByTestId('launcher-send').boundingBox();
    expect(adBox && launcherBox && adBox.y >= launcherBox.y + launcherBox.height).toBe(true);
    // All of it on the phone's screen, its close button too.
    expect(adBox && adBox.x >= 0 && adBox.x + adBox.width <= 375).toBe(true);
    // Never two at once, and in the order of decision 0048.
    const states = await visitor.evaluate(() => (window as unknown as { overlayStates: string[][] }).overlayStates);
    expect(states.filter((state) => state.length > 0)).toEqual([['consent'], ['announcement'], ['welcome'], ['ad']]);

    const fetched = visitor.waitForResponse((response) => response.url().endsWith('/sysMessage/getShowMessage'));
    await visitor.reload();
    const again = (await (await fetched).json()).data as { title: string }[];
    expect(again.map((m) => m.title)).not.toContain(`Notice ${mark}`);
    expect(again.map((m) => m.title)).not.toContain(`Welcome ${mark}`);
    await expect(adSpace).toBeVisible();
    await expect(bar).toBeHidden();
    await context.close();
  } finally {
    for (const id of created) await consoleCall(page, 'messages/delete', { id });
    if (adId) await consoleCall(page, 'ads/delete', { id: adId });
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
