import { expect, type Page, test } from '@playwright/test';
import { newEmail, signUpByApi } from './account-helpers.ts';
import { message } from './helpers.ts';
import { finishCheckout, openSubscribe, plans, shot } from './plans-helpers.ts';

/** Buys Pro through the plans page and the sandbox checkout; answers the order number. */
async function buyPro(page: Page, locale: string): Promise<string> {
  await signUpByApi(page, locale, newEmail(`receipt-${locale}`));
  await page.goto(`/${locale}/plans`);
  await openSubscribe(page, 'member');
  await page.getByTestId('subscribe-pay').click();
  await finishCheckout(page, locale, 'succeed');
  await page.waitForURL(new RegExp(`/${locale}/plans/success\\?orderNo=GL[0-9A-F]+$`));
  await expect(page.getByTestId('plans-success')).toHaveAttribute('data-state', 'paid');
  return new URL(page.url()).searchParams.get('orderNo') ?? '';
}

/**
 * Issue 27's acceptance for receipts: a buyer opens the receipt of a paid order from the account's
 * orders, in English, Chinese and Arabic (mirrored), light and dark, and prints it without the
 * site's chrome.
 */
for (const locale of ['enus', 'zhcn', 'arsa'] as const) {
  test(`in ${locale}, the receipt of a paid order opens from the orders, in light and dark, and prints alone`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1024, height: 860 });
    const orderNo = await buyPro(page, locale);

    await page.goto(`/${locale}/account?tab=orders`);
    const row = page.getByTestId('order-table').locator('tr', { hasText: orderNo });
    await row.getByTestId('order-receipt').click();
    await page.waitForURL(new RegExp(`/${locale}/account/orders/${orderNo}/receipt$`));
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plans(locale, 'receipt.title'));
    await expect(page.getByTestId('receipt-orderNo')).toContainText(orderNo);
    await expect(page.getByTestId('receipt-product')).toContainText(
      `${plans(locale, 'name.member')} · ${plans(locale, 'period.month')}`,
    );
    // The first-subscription price of Pro in US dollars, in the reader's number format.
    await expect(page.getByTestId('receipt-total')).toContainText(/4[.٫]99|٤٫٩٩/);
    await expect(page.getByTestId('receipt-period')).toBeVisible();
    await expect(page.getByTestId('receipt-tax')).toHaveCount(0);
    await expect(page).toHaveTitle(message(locale, 'meta', 'orderReceipt.title'));

    if (locale === 'arsa') {
      // Mirrored: the labels stand on the right, their values to their left.
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const label = await page.getByTestId('receipt-total').locator('dt').boundingBox();
      const value = await page.getByTestId('receipt-total').locator('dd').boundingBox();
      expect(label?.x ?? 0).toBeGreaterThan(value?.x ?? 0);
    }
    await shot(page, `receipt-${locale}-light`);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByTestId('receipt-orderNo')).toContainText(orderNo);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await shot(page, `receipt-${locale}-dark`);

    // Printed (from dark mode too): the receipt alone, black on white.
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await expect(page.locator('header.site-header')).toBeHidden();
    await expect(page.locator('footer.site-footer')).toBeHidden();
    await expect(page.getByTestId('receipt-print')).toBeHidden();
    await expect(receipt).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await shot(page, `receipt-${locale}-print`);
    await page.emulateMedia({ media: 'screen' });

    // Back to the orders; an order number that is not the buyer's has no receipt.
    await page.getByTestId('receipt-back').click();
    await page.waitForURL(new RegExp(`/${locale}/account\\?tab=orders`));
    await page.goto(`/${locale}/account/orders/GL20260101000000000000/receipt`);
    await expect(page.getByTestId('receipt-missing')).toContainText(message(locale, 'errors', 'orderNotFound'));
  });
}
