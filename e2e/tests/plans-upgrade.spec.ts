import { expect, test } from '@playwright/test';
import { newEmail, signUpByApi } from './account-helpers.ts';
import { waitForApp } from './helpers.ts';
import { finishCheckout, openSubscribe, plans, shot } from './plans-helpers.ts';

/**
 * Issue 27: moving from the monthly plan to the yearly one is an upgrade that starts at once; the
 * subscribe dialog shows, before anything is paid, the price, the credit for the unused part of
 * the monthly plan and what is left to pay.
 */
for (const [locale, scheme] of [
  ['enus', 'light'],
  ['zhcn', 'dark'],
  ['arsa', 'light'],
] as const) {
  test(`in ${locale} (${scheme}), an upgrade to the yearly plan shows its credit before paying`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 860 });
    await signUpByApi(page, locale, newEmail(`upgrade-${locale}`));

    await page.goto(`/${locale}/plans`);
    await waitForApp(page);
    await openSubscribe(page, 'member');
    await page.getByTestId('subscribe-pay').click();
    await finishCheckout(page, locale, 'succeed');
    await expect(page.getByTestId('plans-success')).toHaveAttribute('data-state', 'paid');

    await page.goto(`/${locale}/plans`);
    await waitForApp(page);
    await page.getByTestId('period-switch').getByText(plans(locale, 'period.year')).click();
    const dialog = await openSubscribe(page, 'member-yearly');
    await expect(dialog.getByTestId('subscribe-upgrade')).toHaveText(plans(locale, 'subscribe.upgrade'));
    await expect(dialog).toContainText(plans(locale, 'subscribe.credit'));
    const credit = await dialog.getByTestId('subscribe-credit').innerText();
    // Nearly all of the month just paid comes off the price (its first-subscription price).
    expect(credit).toMatch(/4[.,]9\d|4[.,]8\d/);
    await expect(dialog.getByTestId('subscribe-list-price')).toBeVisible();
    await shot(page, `plans-upgrade-${locale}-${scheme}`);
    await page.getByTestId('subscribe-pay').click();
    await finishCheckout(page, locale, 'succeed');
    await expect(page.getByTestId('plans-success')).toHaveAttribute('data-state', 'paid');

    await page.goto(`/${locale}/account?tab=package`);
    await waitForApp(page);
    await expect(page.getByTestId('package-panel')).toContainText(plans(locale, 'period.year'));
  });
}
