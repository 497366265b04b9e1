import { expect, test } from '@playwright/test';
import { account, newEmail, type signUp, signUpByApi } from './account-helpers.ts';
import { message, waitForApp } from './helpers.ts';
import { call, expectWhole, finishCheckout, openSubscribe, plans, shot, useUpDailyChats } from './plans-helpers.ts';

const errors = (locale: string, key: string) => message(locale, 'errors', key);

async function newAccount(page: Parameters<typeof signUp>[0], locale: string) {
  await signUpByApi(page, locale, newEmail(`orders-${locale}`));
}

test('the orders list pages through the server, its states in the reader language (zhcn)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  await newAccount(page, 'zhcn');
  // Eleven orders of a chat pack, each cancelled before the next (one unpaid order of a plan at a time).
  const numbers: string[] = [];
  for (let i = 0; i < 11; i++) {
    const order = await call<{ orderNo: string }>(page, '/combo-order/create-order', {
      comboId: 'pack-500',
      agreed: true,
    });
    await call(page, '/combo-order/cancel', { orderNo: order.orderNo });
    numbers.push(order.orderNo);
  }
  await page.goto('/zhcn/account?tab=orders');
  const table = page.getByTestId('order-table');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(10);
  // Newest first: the last order on the first page, the first one alone on the second.
  await expect(table.locator('tbody tr.ant-table-row').first()).toContainText(numbers[10] ?? '');
  await expect(table).toContainText(message('zhcn', 'account', 'billing.state.cancelled'));
  await expect(table).toContainText(message('zhcn', 'account', 'billing.service.pack'));
  await shot(page, 'plans-orders-zhcn-light-desktop');
  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(table.locator('tbody tr.ant-table-row')).toContainText(numbers[0] ?? '');
});

test('a failed and then an abandoned sandbox payment leave the plan as it was (arsa, dark)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 860 });
  await newAccount(page, 'arsa');
  await page.goto('/arsa/plans');
  await page.getByTestId('period-switch').getByText(plans('arsa', 'period.year')).click();
  await openSubscribe(page, 'member-yearly');
  await page.getByTestId('subscribe-pay').click();
  await finishCheckout(page, 'arsa', 'fail');
  await page.waitForURL(/\/arsa\/plans\?orderNo=GL[0-9A-F]+$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  const notice = page.getByTestId('checkout-return');
  await expect(notice).toHaveAttribute('data-state', 'failed');
  await expect(notice).toContainText(plans('arsa', 'returned.failed').replace('{{orderNo}}', orderNo));
  await shot(page, 'plans-returned-failed-arsa-dark');

  // Paying again reopens the same order; leaving the checkout this time expires it.
  await notice.getByRole('button', { name: plans('arsa', 'orders.pay') }).click();
  await finishCheckout(page, 'arsa', 'abandon');
  await page.waitForURL(new RegExp(`/arsa/plans\\?orderNo=${orderNo}$`));
  await expect(page.getByTestId('checkout-return')).toHaveAttribute('data-state', 'expired');
  const info = await (await page.request.get('/gateway/website/comboView/userAllComboBySystemCode')).json();
  expect(info.data).toMatchObject({ plan: 'free', member: false });
  await page.goto('/arsa/account?tab=orders');
  await expect(page.getByTestId('order-table')).toContainText(message('arsa', 'account', 'billing.state.expired'));
});

test('subscribing needs the terms, and a second unpaid order leads to the first (enus)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  await newAccount(page, 'enus');
  await page.goto('/enus/plans');
  await page.getByTestId('plan-action-member').click();
  await page.getByTestId('subscribe-pay').click();
  await expect(page.getByTestId('terms-missing')).toHaveText(plans('enus', 'subscribe.termsRequired'));
  await expect(page).toHaveURL(/\/enus\/plans$/);
  await page.getByTestId('subscribe-dialog').getByRole('checkbox').check();
  await page.getByTestId('subscribe-pay').click();
  await finishCheckout(page, 'enus', 'abandon');
  // Leaving expires the order; a new one is placed and left waiting on the checkout page.
  await page.waitForURL(/\/enus\/plans\?orderNo=/);
  await openSubscribe(page, 'member');
  await page.getByTestId('subscribe-pay').click();
  await page.waitForURL(/\/combo-order\/sandbox\/checkout\?/);
  await page.goto('/enus/plans');
  await openSubscribe(page, 'member');
  const refusal = page.getByTestId('subscribe-refusal');
  await expect(refusal).toContainText(errors('enus', 'orderPending'));
  await expect(page.getByTestId('subscribe-pay')).toBeDisabled();
  await refusal.getByRole('link', { name: plans('enus', 'subscribe.viewOrders') }).click();
  await page.waitForURL(/\/enus\/account\?tab=orders$/);
  const waiting = page.getByTestId('order-table').locator('tbody tr.ant-table-row').first();
  await expect(waiting).toContainText(message('enus', 'account', 'billing.state.pending'));
  // With its Pay and Cancel buttons the whole table still shows on a desktop.
  await expectWhole(page.getByTestId('order-table').getByRole('table'), 'the orders table');
  await shot(page, 'plans-orders-pending-enus-light-desktop');
  await waiting.getByRole('button', { name: plans('enus', 'orders.cancel') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: plans('enus', 'orders.cancel') })
    .click();
  await expect(waiting).toContainText(message('enus', 'account', 'billing.state.cancelled'));

  // A success page of no order of theirs (unknown, or not an order number at all) says so.
  for (const orderNo of ['GL20260101000000000000', '<b>x</b>']) {
    await page.goto(`/enus/plans/success?${new URLSearchParams({ orderNo })}`);
    await expect(page.getByText(plans('enus', 'success.missing'))).toBeVisible();
  }
});

test('a visitor out of the day’s chats is invited to sign up (zhcn)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/zhcn');
  await waitForApp(page);
  await useUpDailyChats(page, true);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('chats-left-more')).toHaveText(message('zhcn', 'common', 'plan.signUp'));
  await page.getByText(message('zhcn', 'common', 'launcher.typeText'), { exact: true }).click();
  await page.getByTestId('launcher-text').fill('The garden is green.');
  await page.getByTestId('launcher-send').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(plans('zhcn', 'limits.visitorTitle'));
  await expect(dialog).toContainText(plans('zhcn', 'limits.visitorText'));
  await expect(dialog.getByRole('button', { name: message('zhcn', 'common', 'nav.signIn') })).toBeVisible();
  await shot(page, 'plans-visitor-quota-zhcn-light');
  await dialog.getByTestId('quota-sign-up').click();
  await page.waitForURL(/\/zhcn\/register$/);
  await expect(page.getByText(account('zhcn', 'title.register'))).toBeVisible();
});

test('prices follow the chosen currency, and the enterprise form reaches the operators (enus)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/enus/plans');
  const pro = page.getByTestId('plan-card-member');
  await expect(pro).toContainText('$9.99');
  await page.getByTestId('currency-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'EUR' }).click();
  await expect(pro).toContainText('€9.99');
  await page.getByTestId('currency-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'JPY' }).click();
  await expect(pro).toContainText('¥1,500');

  await page.getByTestId('plan-action-enterprise').click();
  const form = page.getByTestId('enterprise-form');
  await page.getByTestId('enterprise-send').click();
  await expect(form).toContainText(plans('enus', 'enterprise.nameRequired'));
  await expect(form).toContainText(plans('enus', 'enterprise.messageRequired'));
  await form.getByLabel(plans('enus', 'enterprise.name')).fill('Ada Lovelace');
  await form.getByLabel(plans('enus', 'enterprise.email')).fill('not-an-address');
  await form.getByLabel(plans('enus', 'enterprise.company')).fill('Analytical Engines Ltd');
  await form.getByLabel(plans('enus', 'enterprise.message')).fill('Forty translators, PDF and DOCX, on premises.');
  await page.getByTestId('enterprise-send').click();
  await expect(form).toContainText(message('enus', 'account', 'rule.emailInvalid'));
  await form.getByLabel(plans('enus', 'enterprise.email')).fill('ada@example.com');
  await shot(page, 'plans-enterprise-enus-light');
  const sent = page.waitForResponse('**/comboView/enterpriseContact');
  await page.getByTestId('enterprise-send').click();
  expect(await (await sent).json()).toMatchObject({ code: 200, data: { received: true } });
  await expect(page.getByText(plans('enus', 'enterprise.sent'))).toBeVisible();
  await expect(form).toHaveCount(0);
});
