import { expect, type Locator, type Page } from '@playwright/test';
import { Document, Packer, Paragraph } from 'docx';
import { LLM_STAND_IN_PORT } from '../account-stand-ins-config.ts';
import { message, waitForApp } from './helpers.ts';

/** Picks a language in one of the launcher's two pickers by typing part of its name. */
export async function pickLanguage(page: Page, which: 'source' | 'target', query: string, option: string) {
  await page.getByTestId(`language-${which}`).click();
  await page.keyboard.type(query);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Target languages: Spanish goes to Apertium; German to the slow fake llm (e2e/llm-stand-in.ts). */
export const APERTIUM_TARGET = { query: 'spanish', option: 'Spanish · Español' };
export const LLM_TARGET = { query: 'german', option: 'German · Deutsch' };

/** From the home page: English → Spanish (Apertium) unless told, the launcher set to text or document. */
export async function openLauncher(page: Page, type: 'text' | 'document', locale = 'enus', target = APERTIUM_TARGET) {
  await page.goto(`/${locale}`);
  await waitForApp(page);
  // The launcher remembers the last type chosen on this browser: both are picked explicitly.
  const label = type === 'text' ? 'launcher.typeText' : 'launcher.typeDocument';
  await page.getByText(message(locale, 'common', label), { exact: true }).click();
  await pickLanguage(page, 'source', 'english', 'English');
  await pickLanguage(page, 'target', target.query, target.option);
}

/** Translates a pasted text and lands on its conversation; answers the conversation id. */
export async function translateText(
  page: Page,
  text: string,
  options: { target?: typeof APERTIUM_TARGET; termBase?: string } = {},
): Promise<string> {
  await openLauncher(page, 'text', 'enus', options.target);
  if (options.termBase) {
    await page.getByTestId('termbase-picker').click();
    await page.getByRole('option', { name: options.termBase, exact: true }).click();
  }
  await page.getByTestId('launcher-text').fill(text);
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() ?? '';
}

/** A Word document with the given paragraphs, made the way Word users write them. */
export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph({ text })) }],
  });
  return Buffer.from(await Packer.toBuffer(document));
}

/** Uploads a document in the launcher and waits until the server has read it. */
export async function uploadDocument(page: Page, name: string, bytes: Buffer, target = APERTIUM_TARGET) {
  await openLauncher(page, 'document', 'enus', target);
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: bytes,
  });
  await expect(page.getByTestId('upload-facts')).toBeVisible({ timeout: 20_000 });
}

/** The latest assistant answer, once its job reached `done`. */
export async function waitForAnswer(page: Page) {
  const answer = page.getByTestId('assistant-message').last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  return answer;
}

/** A marker the fake llm can hold requests for (letters only, unique per test run). */
export function holdMarker(): string {
  return `held${Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q')}`;
}

/** Holds (or lets go) the fake llm's answers to requests that carry `marker` (e2e/llm-stand-in.ts). */
export async function holdLlm(action: 'hold' | 'release', marker: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${LLM_STAND_IN_PORT}/v1/_${action}?marker=${marker}`, {
    method: 'POST',
  });
  expect(response.ok).toBe(true);
}

/**
 * Opens the launcher's options and picks professional mode; answers the options popover. Clicked
 * again until the choice shows: on a busy machine the first click can land while the popover still
 * grows in.
 */
export async function chooseProfessionalMode(page: Page, locale: string): Promise<Locator> {
  await page.getByTestId('translation-settings').click();
  const options = page.locator('.ant-popover');
  const label = message(locale, 'chat', 'settings.modeProfessional');
  const professional = options.getByRole('radio', { name: label });
  await expect(async () => {
    await options.getByText(label, { exact: true }).click();
    await expect(professional).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return options;
}
