import { expect, test } from '@playwright/test';
import { freePort } from '../../apps/server/test/free-port.ts';
import { LLM_STAND_IN_PORT } from '../account-stand-ins-config.ts';
import { newEmail, signUpByApi } from './account-helpers.ts';
import { consoleText, openSection, signUpOperator } from './console-helpers.ts';

test.setTimeout(120_000);

test('a visitor or a signed-in user opening the console gets the page of an unknown path', async ({ page }) => {
  const asVisitor = await page.goto('/enus/console');
  expect(asVisitor?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toHaveText('Page not found: /enus/console');

  await signUpByApi(page, 'enus', newEmail('user'));
  const asUser = await page.goto('/enus/console');
  expect(asUser?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toHaveText('Page not found: /enus/console');
  await expect(page.getByTestId('console-operator')).toHaveCount(0);
});

test('test connection reports success against the llm stand-in and failure against a closed port', async ({ page }) => {
  const email = await signUpOperator(page);
  const t = (key: string) => consoleText('enus', key);
  await openSection(page, 'enus', 'engines', t('engines.llmTitle'));
  await expect(page.getByTestId('console-operator')).toHaveText(email);
  // The endpoint in force (the stand-in, from the environment) is checked as the section opens.
  const reachable = new RegExp(t('engines.reachable').replace('{{ms}}', '\\d+').replace(/[()]/g, '\\$&'));
  await expect(page.getByTestId('engine-status')).toHaveText(reachable);

  const port = await freePort();
  await page.getByTestId('engine-base-url').fill(`http://127.0.0.1:${port}/v1`);
  await page.getByTestId('engine-test').click();
  await expect(page.getByTestId('engine-status')).toHaveText(t('engines.unreachable'));
  await expect(page.getByText(t('engines.failedBecause').replace('{{error}}', 'ECONNREFUSED'))).toBeVisible();

  await page.getByTestId('engine-base-url').fill(`http://127.0.0.1:${LLM_STAND_IN_PORT}/v1`);
  await page.getByTestId('engine-test').click();
  await expect(page.getByTestId('engine-status')).toHaveText(reachable);
  await expect(page.getByText(`${t('engines.models')}:`)).toBeVisible();
});
