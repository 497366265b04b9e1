import { expect, type Page, test } from '@playwright/test';
import { account, newEmail, screenshot, signUp } from './account-helpers.ts';
import { waitForApp } from './helpers.ts';

// Sign-up, sign-out and sign-in again, with argon2 on a shared machine: more than the default 30 s.
test.setTimeout(120_000);

/** From the site's button to the local provider's form and back through /{lang}/oauth/callback. */
async function signInWithGoogle(page: Page, locale: string, email: string) {
  await page.goto(`/${locale}/login`);
  await waitForApp(page);
  await page.getByRole('checkbox').check();
  const callback = page.waitForURL(new RegExp(`/${locale}/oauth/callback\\?`));
  await page.getByRole('button', { name: account(locale, 'action.google') }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await callback;
  await expect(page).toHaveURL(new RegExp(`/${locale}$`));
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

test('Google sign-in creates an account, lands on the callback route and signs in', async ({ page }) => {
  const email = newEmail('google');
  await signInWithGoogle(page, 'enus', email);
  await page.goto('/enus/account');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(account('enus', 'profile.googleLinked'), { exact: true })).toBeVisible();
  await expect(page.getByText(account('enus', 'profile.passwordUnset'), { exact: true })).toBeVisible();
  await screenshot(page, 'account-google-profile-enus-light');
});

test('Google sign-in links an existing e-mail account by its verified address', async ({ page }) => {
  const email = newEmail('link');
  await signUp(page, 'arsa', email);
  await page.getByTestId('account-submit').click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.context().clearCookies();

  await signInWithGoogle(page, 'arsa', email);
  await page.goto('/arsa/account');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(account('arsa', 'profile.googleLinked'), { exact: true })).toBeVisible();
  await expect(page.getByText(account('arsa', 'profile.passwordSet'), { exact: true })).toBeVisible();
  await screenshot(page, 'account-google-linked-arsa-light');
});
