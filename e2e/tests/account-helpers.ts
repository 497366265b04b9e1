import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ACCOUNT_STAND_INS } from '../account-stand-ins-config.ts';
import { message, SCREENSHOTS, waitForApp } from './helpers.ts';

export const PASSWORD = 'e2e-pass-123';

export const account = (locale: string, key: string) => message(locale, 'account', key);

/** A button's accessible name: Ant Design puts a space between two CJK characters ("登 录"). */
export function buttonName(text: string): RegExp {
  return new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);
}

/** A fresh address per test and run. */
export function newEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

/** The newest code the SMTP catcher received for an address, as the person reads it in the mail. */
export async function mailedCode(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await fetch(
        `http://127.0.0.1:${ACCOUNT_STAND_INS.mailApiPort}/code?${new URLSearchParams({ to: email })}`,
      );
      code = response.ok ? await response.text() : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The one form's first step: address, terms, Continue. */
export async function enterEmail(page: Page, locale: string, email: string): Promise<void> {
  await page.goto(`/${locale}/login`);
  await waitForApp(page);
  await page.getByLabel(account(locale, 'field.email')).fill(email);
  await page.getByRole('checkbox').check();
  await page.getByTestId('account-submit').click();
}

/** Sign-up through the one form, as a new person would: the code arrives by e-mail. */
export async function signUp(page: Page, locale: string, email: string): Promise<void> {
  await enterEmail(page, locale, email);
  await expect(page.getByText(account(locale, 'notice.newAccount'))).toBeVisible();
  await page.getByTestId('send-code').click();
  const countdown = new RegExp(account(locale, 'action.resendIn').replace('{{seconds}}', '\\d+'));
  // The countdown, or the notice that says why there is none: a failure then names its cause.
  const notice = page.locator('.ant-message-notice');
  await expect(page.getByTestId('send-code').filter({ hasText: countdown }).or(notice).first()).toBeVisible();
  if (await notice.count()) throw new Error(`Sending the code was refused: ${await notice.allInnerTexts()}`);
  await expect(page.getByTestId('send-code')).toBeDisabled();
  await page.getByLabel(account(locale, 'field.code')).fill(await mailedCode(email));
  await page.getByLabel(account(locale, 'field.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(account(locale, 'field.confirmPassword')).fill(PASSWORD);
}

/**
 * A new account for a test whose subject is not the sign-up form (account.spec.ts tests the form):
 * the code asked for and the account made through the account API in the page's own browser
 * context, so the session cookie lands where the form's would, then the home page opened signed in.
 */
export async function signUpByApi(page: Page, locale: string, email: string): Promise<void> {
  const headers = { 'lan-i18n-code': locale };
  // The form's own requests (ACCOUNT_ROUTES in packages/contracts/src/account.ts); 200 is their success code.
  const post = async (path: string, data: object) => {
    const answer = await page.request.post(`/gateway/logincommon${path}`, { data, headers });
    const body = (await answer.json().catch(() => ({}))) as { code?: number; msg?: string };
    if (!answer.ok() || body.code !== 200) throw new Error(`${path}: ${answer.status()} ${body.msg ?? ''}`);
  };
  await post('/code/getSMSCode', { email, purpose: 'register' });
  const code = await mailedCode(email);
  await post('/user/register', { email, agreed: true, code, password: PASSWORD, confirmPassword: PASSWORD });
  await page.goto(`/${locale}`);
  await waitForApp(page);
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/** Sign-in with a password through the one form. */
export async function signIn(page: Page, locale: string, email: string): Promise<void> {
  await enterEmail(page, locale, email);
  await page.getByLabel(account(locale, 'field.password'), { exact: true }).fill(PASSWORD);
  await page.getByTestId('account-submit').click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}
