import { expect, test } from '@playwright/test';
import { account, enterEmail, newEmail, screenshot, signIn, signUp } from './account-helpers.ts';
import { chooseMenuItem, expectAccessible, message, waitForApp } from './helpers.ts';

// Sign-up, sign-out and sign-in again, with argon2 on a shared machine: more than the default 30 s.
test.setTimeout(120_000);

for (const locale of ['enus', 'zhcn', 'arsa']) {
  test(`${locale}: a new person signs up with an e-mail code, signs out and signs in again`, async ({ page }) => {
    const email = newEmail(`new-${locale}`);
    await page.emulateMedia({ colorScheme: 'light' });
    await signUp(page, locale, email);
    await screenshot(page, `account-signup-${locale}-light`);
    await expectAccessible(page);
    await page.getByTestId('account-submit').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(page.getByTestId('account-menu')).toBeVisible();

    await page.getByTestId('account-menu').click();
    await chooseMenuItem(page, account(locale, 'menu.account'));
    await expect(page).toHaveURL(new RegExp(`/${locale}/account$`));
    await expect(page.getByText(email)).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, `account-profile-${locale}-dark`);

    await page.getByTestId('account-menu').click();
    await chooseMenuItem(page, account(locale, 'menu.signOut'));
    // Signed out: the account menu is gone (the header offers Sign in, except on the sign-in page itself).
    await expect(page.getByTestId('account-menu')).toHaveCount(0);

    await enterEmail(page, locale, email);
    await expect(page.getByLabel(account(locale, 'field.password'), { exact: true })).toBeVisible();
    await screenshot(page, `account-signin-${locale}-dark`);
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, locale, email);
  });
}

test('every rule of the form answers in the interface language', async ({ page }) => {
  await page.goto('/enus/register');
  await waitForApp(page);
  await page.getByLabel(account('enus', 'field.email')).fill('not-an-email');
  await page.getByLabel(account('enus', 'field.password'), { exact: true }).fill('short');
  await page.getByLabel(account('enus', 'field.confirmPassword')).fill('other');
  await page.getByTestId('account-submit').click();
  for (const rule of ['emailInvalid', 'passwordRules', 'passwordMismatch', 'codeRequired', 'termsRequired']) {
    await expect(page.getByText(account('enus', `rule.${rule}`))).toBeVisible();
  }
  await screenshot(page, 'account-register-rules-enus-light');
});

test('the first browser learns it was signed out elsewhere after a sign-in from a second one', async ({ browser }) => {
  const email = newEmail('twice');
  const first = await browser.newContext();
  const one = await first.newPage();
  await signUp(one, 'enus', email);
  await one.getByTestId('account-submit').click();
  await expect(one.getByTestId('account-menu')).toBeVisible();

  const second = await browser.newContext();
  await signIn(await second.newPage(), 'enus', email);

  await one.reload();
  await expect(one.getByText(message('enus', 'common', 'error.signedOutElsewhere'))).toBeVisible();
  await expect(one.getByRole('link', { name: message('enus', 'common', 'nav.signIn') })).toBeVisible();
  await screenshot(one, 'account-signed-out-elsewhere-enus-light');
  await first.close();
  await second.close();
});
