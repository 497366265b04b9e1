import { expect, type Page, test } from '@playwright/test';
import { message } from './helpers.ts';
import { APERTIUM_TARGET, holdLlm, holdMarker, LLM_TARGET, openLauncher, waitForAnswer } from './workspace-helpers.ts';

const termbase = (key: string) => message('enus', 'termbase', key);

/** Creates a term base for the launcher's pair through its manager, then picks it in the launcher. */
async function chooseNewTermBase(page: Page, name: string, source: string, target: string) {
  await page.getByTestId('termbase-manage').click();
  const manager = page.getByRole('dialog', { name: termbase('manager.title') });
  await manager.getByRole('button', { name: termbase('manager.newTermBase') }).click();
  const create = page.getByRole('dialog', { name: termbase('termBase.createTitle') });
  await create.getByTestId('termbase-name').fill(name);
  await create.getByTestId('termbase-name').press('Enter');
  await expect(create).toBeHidden();
  await manager.getByTestId('termbase-add').click();
  const add = page.getByRole('dialog', { name: termbase('entryForm.addTitle') });
  await add.getByTestId('term-source').fill(source);
  await add.getByTestId('term-target').fill(target);
  await add.getByTestId('term-target').press('Enter');
  await expect(add).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(manager).toBeHidden();

  await page.getByTestId('termbase-picker').click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByTestId('termbase-picker')).toContainText(name);
}

async function send(page: Page, text: string) {
  await page.getByTestId('launcher-text').fill(text);
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
}

test('a term base chosen for a typed text is followed while the translation streams (llm)', async ({ page }) => {
  // Dialogs, then a translation: more than the default budget on a shared machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLauncher(page, 'text', 'enus', LLM_TARGET);
  await chooseNewTermBase(page, 'Home words', 'house', 'HAUS-TERM');
  // Six paragraphs, streamed one after another. The stand-in holds the last one until the test
  // lets it go, so the first ones are seen while the translation is still running, however fast
  // or busy the machine is.
  const marker = holdMarker();
  const paragraphs = Array.from({ length: 6 }, (_, i) => `Paragraph ${i + 1}: the house is old.`);
  paragraphs[5] = `Paragraph 6 ${marker}: the house is old.`;
  await holdLlm('hold', marker);
  await send(page, paragraphs.join('\n\n'));

  const answer = page.getByTestId('assistant-message').last();
  const translation = answer.getByTestId('translation');
  await expect(translation).toContainText('HAUS-TERM', { timeout: 20_000 });
  // The term arrived with the stream, while the last paragraph was still being translated.
  await expect(answer).not.toHaveAttribute('data-status', 'done');
  await holdLlm('release', marker);

  await waitForAnswer(page);
  const text = (await translation.textContent()) ?? '';
  expect(text.match(/HAUS-TERM/g)).toHaveLength(6);
  expect(text).not.toContain('de:house');
  expect(text).not.toMatch(/<\/?[gx]\d/);
});

test('a term base chosen for a typed text is followed by Apertium', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLauncher(page, 'text', 'enus', APERTIUM_TARGET);
  await chooseNewTermBase(page, 'Vivienda', 'house', 'vivienda');
  await send(page, 'The house is red.');
  const translation = (await waitForAnswer(page)).getByTestId('translation');
  await expect(translation).toContainText('vivienda');
  // The term travels as a placeholder, so Apertium cannot make "red" agree with it: 'rojo' or 'roja'.
  await expect(translation).toContainText(/roj[oa]/i);
  await expect(translation).not.toContainText(/casa/i);
});
