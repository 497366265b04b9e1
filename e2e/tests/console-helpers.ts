import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { newEmail, signUpByApi } from './account-helpers.ts';
import { message } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const W = '/gateway/website';

export const consoleText = (locale: string, key: string) => message(locale, 'console', key);

/** Signs up in the browser, then makes the account an operator with the real `npm run operator` command. */
export async function signUpOperator(page: Page, locale = 'enus'): Promise<string> {
  const email = newEmail('operator');
  await signUpByApi(page, locale, email);
  await promisify(execFile)('npm', ['run', '--silent', 'operator', '--', email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return email;
}

/** Opens a console section and waits for its card. */
export async function openSection(page: Page, locale: string, section: string, label: string): Promise<void> {
  await page.goto(`/${locale}/console?section=${section}`);
  await expect(page.getByRole('heading', { name: label, level: 2 })).toBeVisible();
}

/** A console call as the signed-in operator of this page (cleaning up after a test). */
export async function consoleCall(page: Page, call: string, body: object): Promise<void> {
  const answer = await page.request.post(`${W}/console/${call}`, { data: body });
  expect((await answer.json()).code).toBe(200);
}
