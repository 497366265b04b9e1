import { expect, type Page, test } from '@playwright/test';
import { consoleText, openSection, signUpOperator } from './console-helpers.ts';
import { shot } from './plans-helpers.ts';

/** Opens the plan form of the monthly member plan (prices sorted by currency: CNY, EUR, JPY, USD). */
async function editMember(page: Page, locale: string) {
  await openSection(page, locale, 'plans', consoleText(locale, 'menu.plans'));
  const row = page.locator('tr', { has: page.locator('code', { hasText: /^member$/ }) });
  await row.getByRole('button', { name: consoleText(locale, 'actions.edit') }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Issue 27: operator price inputs (minor units) show the amount as buyers will see it. */
test('the plan form shows each minor-unit price formatted for its currency as the operator types', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpOperator(page, 'enus');
  let drawer = await editMember(page, 'enus');
  const amounts = drawer.getByTestId('price-preview-amount');
  await expect(amounts).toHaveText(['→ CN¥69.00', '→ €9.99', '→ ¥1,500', '→ $9.99']);
  await expect(drawer.getByTestId('price-preview-firstAmount')).toHaveText([
    '→ CN¥35.00',
    '→ €4.99',
    '→ ¥750',
    '→ $4.99',
  ]);
  const usd = drawer.getByLabel(consoleText('enus', 'plans.amount')).nth(3);
  await usd.fill('1999');
  await expect(amounts.nth(3)).toHaveText('→ $19.99');
  await drawer.getByLabel(consoleText('enus', 'plans.amount')).nth(2).fill('1500000');
  await expect(amounts.nth(2)).toHaveText('→ ¥1,500,000');
  await amounts.nth(3).scrollIntoViewIfNeeded();
  await shot(page, 'console-price-preview-enus-light');

  // The Arabic console, dark: the same amounts in the reader's format, the form mirrored.
  await page.emulateMedia({ colorScheme: 'dark' });
  drawer = await editMember(page, 'arsa');
  await expect(drawer.getByTestId('price-preview-amount').nth(3)).toContainText(/9[.٫]99|٩٫٩٩/);
  await drawer.getByTestId('price-preview-amount').nth(3).scrollIntoViewIfNeeded();
  await shot(page, 'console-price-preview-arsa-dark');
});
