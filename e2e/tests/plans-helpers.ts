import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { Document, ImageRun, Packer, Paragraph } from 'docx';
import { message } from './helpers.ts';

/** Screenshots of the plans screens, looked at by hand (git-ignored). */
const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots');
mkdirSync(SHOTS, { recursive: true });
export const shot = (page: Page, name: string) =>
  page.screenshot({ animations: 'disabled', path: path.join(SHOTS, `${name}.png`), fullPage: true });

export const plans = (locale: string, key: string) => message(locale, 'plans', key);

const W = '/gateway/website';

/** A call of the signed-in browser (its session cookie), answering the envelope's data. */
export async function call<T>(
  page: Page,
  path: string,
  data: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await page.request.post(`${W}${path}`, { data, headers: { 'lan-i18n-code': 'enus', ...headers } });
  const body = await response.json();
  expect(body, `${path} answered ${JSON.stringify(body)}`).toMatchObject({ code: 200 });
  return body.data as T;
}

/**
 * Uses up the day's chats, as a busy reader would: short translations through the API, until the
 * server says none is left. A visitor is known by the client id the page keeps (`visitor`).
 */
/** Fails when a table is wider than the box it scrolls in: a column would be hidden sideways. */
export async function expectWhole(table: Locator, what: string): Promise<void> {
  const hidden = await table.evaluate((element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0));
  expect(hidden, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

export async function useUpDailyChats(page: Page, visitor = false): Promise<void> {
  const headers: Record<string, string> = {};
  if (visitor) headers['x-client-id'] = await page.evaluate(() => localStorage.getItem('client_id') ?? '');
  const left = async () => {
    const info = await (await page.request.get(`${W}/system/combo/settings`, { headers })).json();
    return info.data.quota.dailyLeft as number;
  };
  const chats = Array.from({ length: await left() }, (_, i) =>
    call(
      page,
      '/conversation/createConversation',
      {
        overseasConversationModule: 'text',
        sourceLanguage: 'en',
        targetLanguage: 'es',
        text: `The house ${i} is red.`,
      },
      headers,
    ),
  );
  await Promise.all(chats);
  expect(await left()).toBe(0);
}

/**
 * A Word document over the free plan's 10 MB that is cheap to translate: one sentence and a large
 * picture (random bytes do not compress, so the file stays as large as the picture).
 */
export async function largeDocx(bytes = 10.5 * 1024 * 1024): Promise<Buffer> {
  const picture = new ImageRun({
    type: 'png',
    data: randomBytes(Math.ceil(bytes)),
    transformation: { width: 64, height: 64 },
  });
  const document = new Document({
    sections: [{ children: [new Paragraph({ text: 'The garden is green.' }), new Paragraph({ children: [picture] })] }],
  });
  return Buffer.from(await Packer.toBuffer(document));
}

/** On the sandbox provider's test checkout: pays, fails or leaves, by the button's words. */
export async function finishCheckout(page: Page, locale: string, outcome: 'succeed' | 'fail' | 'abandon') {
  await page.waitForURL(/\/combo-order\/sandbox\/checkout\?/);
  await expect(page.getByRole('status')).toHaveText(message(locale, 'account', 'billing.sandbox.title'));
  await page.getByRole('button', { name: message(locale, 'account', `billing.sandbox.${outcome}`) }).click();
}

/** Subscribe now on the plans page: the plan's button and the terms accepted; answers the dialog. */
export async function openSubscribe(page: Page, comboId: string) {
  await page.getByTestId(`plan-action-${comboId}`).click();
  const dialog = page.getByTestId('subscribe-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await expect(page.getByTestId('subscribe-amount')).toBeVisible();
  return dialog;
}
