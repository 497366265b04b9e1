import { expect, type Page, test } from '@playwright/test';
import { newEmail, signUpByApi } from './account-helpers.ts';
import { expectAccessible, message } from './helpers.ts';
import { call, expectWhole, shot } from './plans-helpers.ts';

const SIZES = [
  ['desktop', 1440, 900],
  ['phone', 375, 812],
] as const;

/** The page in light and dark, on a desktop and a phone: nothing wider than the screen. */
async function everyLook(page: Page, name: string, ready: () => Promise<void>) {
  for (const [device, width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await ready();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} ${device} ${scheme} is wider than the screen`).toBeLessThanOrEqual(0);
      await shot(page, `${name}-${scheme}-${device}`);
    }
  }
}

for (const locale of ['enus', 'zhcn', 'arsa'] as const) {
  test(`the plans, success, orders and usage pages read well in ${locale}, light and dark, desktop and phone`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // A visitor's plans page, checked for accessibility.
    await page.goto(`/${locale}/plans`);
    await expect(page.getByTestId('rights-table')).toBeVisible();
    await expectAccessible(page);
    await everyLook(page, `plans-page-${locale}`, async () => {
      await expect(page.getByTestId('plan-card-member')).toBeVisible();
    });

    // A buyer: one paid month of Pro through the sandbox checkout.
    await signUpByApi(page, locale, newEmail(`screens-${locale}`));
    const order = await call<{ orderNo: string }>(page, '/combo-order/create-order', {
      comboId: 'member',
      agreed: true,
    });
    const { payUrl } = await call<{ payUrl: string }>(
      page,
      '/combo-order/to-pay',
      { orderNo: order.orderNo },
      { 'lan-i18n-code': locale },
    );
    await page.goto(payUrl);
    await page.getByRole('button', { name: message(locale, 'account', 'billing.sandbox.succeed') }).click();
    await expect(page.getByTestId('plans-success')).toHaveAttribute('data-state', 'paid');
    await expectAccessible(page);
    await everyLook(page, `plans-success-page-${locale}`, async () => {
      await expect(page.getByTestId('plans-success')).toBeVisible();
    });

    for (const tab of ['orders', 'usage', 'package'] as const) {
      await page.goto(`/${locale}/account?tab=${tab}`);
      await everyLook(page, `plans-account-${tab}-${locale}`, async () => {
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      });
      if (tab === 'package') continue;
      // On a desktop the whole table shows: nothing to scroll sideways inside it either.
      await page.setViewportSize({ width: 1440, height: 900 });
      await expectWhole(page.getByRole('tabpanel').getByRole('table'), `the ${tab} table on a desktop`);
    }
    await expect(page.getByTestId('package-plan-left')).toHaveText('1000');
    await page.getByTestId('package-see-plans').click();
    await expect(page.getByTestId('plan-action-member')).toHaveText(message(locale, 'plans', 'action.renew'));
  });
}
