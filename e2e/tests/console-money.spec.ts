import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { newEmail, signUpByApi } from './account-helpers.ts';
import { consoleText, openSection, signUpOperator } from './console-helpers.ts';
import { expectAccessible, message } from './helpers.ts';
import { call, finishCheckout } from './plans-helpers.ts';
import { eachLook, shotPath } from './site-helpers.ts';

const reports = (locale: string, key: string) => message(locale, 'reports', key);

/** Writes a refund on an order in the e2e server's database, as Stripe's `charge.refunded` event would. */
function recordRefund(orderNo: string, amount: number): void {
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'), { fileMustExist: true });
  try {
    db.prepare('update orders set refunded_amount = ? where order_no = ?').run(amount, orderNo);
  } finally {
    db.close();
  }
}

/** A buyer in a browser of their own: signs up, then pays each plan through the sandbox checkout. */
async function buyer(browser: Browser, purchases: { comboId: string; currency: string }[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = newEmail('money-buyer');
  await signUpByApi(page, 'enus', email);
  const orders: string[] = [];
  for (const purchase of purchases) {
    const { orderNo } = await call<{ orderNo: string }>(page, '/combo-order/create-order', {
      ...purchase,
      agreed: true,
    });
    const { payUrl } = await call<{ payUrl: string }>(page, '/combo-order/to-pay', { orderNo });
    await page.goto(payUrl);
    await finishCheckout(page, 'enus', 'succeed');
    await page.waitForURL(/\/plans\/success\?/);
    orders.push(orderNo);
  }
  await context.close();
  return { email, orders };
}

test.describe('the operator’s money console', () => {
  test.setTimeout(240_000);

  test('finds a buyer’s orders by e-mail, exports them as CSV, and sees revenue per currency', async ({
    page,
    browser,
  }) => {
    const { email, orders } = await buyer(browser, [
      { comboId: 'member', currency: 'USD' },
      { comboId: 'pack-500', currency: 'JPY' },
    ]);
    await signUpOperator(page, 'enus');
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSection(page, 'enus', 'orders', consoleText('enus', 'menu.orders'));
    await page.getByTestId('order-filter-email').fill(email.split('@')[0] ?? '');
    await page.getByTestId('order-search').click();
    const rows = page.getByTestId('order-results').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    for (const orderNo of orders) await expect(page.getByTestId('order-results')).toContainText(orderNo);
    await expect(page.getByTestId('order-results')).toContainText('$4.99');
    await expect(page.getByTestId('order-results')).toContainText('¥750');
    await page.screenshot({ animations: 'disabled', path: shotPath('console-orders-search', lookOf('enus')) });

    const download = page.waitForEvent('download');
    await page.getByTestId('order-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path()) as string, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^Order number,Buyer e-mail,/);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...orders].sort());
    expect(lines.find((line) => line.startsWith(orders[0] ?? '-'))).toContain(',USD,4.99,Paid,');
    expect(lines.find((line) => line.startsWith(orders[1] ?? '-'))).toContain(',JPY,750,Paid,');
    // A refund Stripe reported on the first order (recorded as its webhook would; the e2e server
    // pays through the sandbox, which has no refunds): the operator sees it on the order.
    recordRefund(orders[0] ?? '', 200);
    await page.getByTestId('order-search').click();
    await expect(page.getByTestId('order-results')).toContainText(
      consoleText('enus', 'orders.refunded').replace('{{amount}}', '\u2068$2.00\u2069'),
    );
    // The pointer leaves the export button: its hover colour is not what the page shows.
    await page.mouse.move(0, 0);
    await expectAccessible(page);

    await eachLook(page, async (look) => {
      await page.goto(`/${look.locale}/console?section=reports`);
      await expect(page.getByTestId('report-visitors')).toBeVisible();
      await expect(page.getByText(reports(look.locale, 'revenue.title'), { exact: true })).toBeVisible();
      for (const currency of ['USD', 'JPY']) {
        await expect(page.getByTestId(`report-revenue-${currency}`)).toBeVisible();
        await expect(page.getByTestId(`report-chart-revenue-${currency}`).locator('canvas')).toBeVisible();
      }
      await expect(page.getByTestId('report-revenue-plans')).toContainText('pack-500');
      await page.waitForTimeout(300);
      await page.screenshot({ animations: 'disabled', path: shotPath('reports-revenue', look), fullPage: true });
    });
    await expectAccessible(page);
  });

  test('the enterprise inbox moves a request to contacted, saying who and when', async ({ page }) => {
    const company = `Analytical Engines ${Date.now()}`;
    const sent = await page.request.post('/gateway/website/comboView/enterpriseContact', {
      data: { name: 'Ada Lovelace', email: 'ada@example.com', company, message: 'Forty translators.\nPDF and DOCX.' },
      headers: { 'lan-i18n-code': 'zhcn' },
    });
    expect((await sent.json()).code).toBe(200);
    const operator = await signUpOperator(page, 'arsa');
    await openSection(page, 'arsa', 'enterprise', consoleText('arsa', 'menu.enterprise'));
    const row = page.getByTestId('enterprise-table').locator('tr', { hasText: company });
    await expect(row).toContainText(consoleText('arsa', 'enterprise.states.new'));
    await row.click();
    await expect(page.getByTestId('enterprise-message')).toHaveText('Forty translators.\nPDF and DOCX.');
    await page.getByTestId('enterprise-state').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: consoleText('arsa', 'enterprise.states.contacted') })
      .click();
    await expect(page.locator('.ant-drawer')).toContainText(operator);
    await expect(row).toContainText(consoleText('arsa', 'enterprise.states.contacted'));
    await page.screenshot({ animations: 'disabled', path: shotPath('console-enterprise-drawer', lookOf('arsa')) });
    await expectAccessible(page);
  });
});

function lookOf(locale: string) {
  return { locale, scheme: 'light', device: 'desktop' } as const;
}
