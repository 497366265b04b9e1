import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectAccessible, message, SCREENSHOTS } from './helpers.ts';
import { LLM_TARGET, makeDocx, translateText, uploadDocument, waitForAnswer } from './workspace-helpers.ts';

/**
 * Versions of a translation (docs/decisions/0052-translation-versions.md), as a reader meets them:
 * the first translation edited after a refinement keeps both, each answer downloads its own.
 */
const EDITED = 'Escrito a mano por el revisor.';
const chat = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
    message('enus', 'chat', key),
  );

/** Downloads what an answer's card gives: its file name and the text of word/document.xml. */
async function downloadFrom(page: Page, answer: Locator) {
  await answer.getByTestId('download-open').click();
  const dialog = page.getByRole('dialog', { name: chat('download.title') });
  const download = page.waitForEvent('download');
  await dialog.locator('#download-confirm').click();
  const file = await download;
  const xml = unzipSync(new Uint8Array(readFileSync(await file.path())))['word/document.xml'];
  await expect(dialog).toBeHidden();
  return { name: file.suggestedFilename(), text: strFromU8(xml as Uint8Array) };
}

test('editing the first translation after a refinement keeps both versions; each answer downloads its own', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uploadDocument(page, 'notes.docx', await makeDocx(['The house is red.', 'The garden is green.']));
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  await waitForAnswer(page);
  // Located by place: waitForAnswer's locator is "the last answer", which the refinement becomes.
  const first = page.getByTestId('assistant-message').first();

  // A refinement: the fake model follows 'use "X" for "Y"'.
  const box = page.getByTestId('ask-box');
  await box.getByText(message('enus', 'chat', 'ask.kind.refine'), { exact: true }).click();
  await box.getByRole('textbox').fill('use "JARDIN" for "garden"');
  await page.getByTestId('ask-send').click();
  await expect(page.getByTestId('assistant-message')).toHaveCount(2);
  await waitForAnswer(page);
  const refined = page.getByTestId('assistant-message').nth(1);
  await expect(refined.getByTestId('translation-version')).toHaveText(chat('versions.name', { number: 2 }));

  // The first answer's translation, opened and edited in the preview.
  await first.getByTestId('open-full-translation').click();
  const preview = page.getByTestId('preview-panel');
  const sentence = preview.getByTestId('sentence-pair').first();
  await expect(sentence).toContainText('The house is red.');
  await expect(preview.getByTestId('version-choice')).toContainText(chat('versions.name', { number: 1 }));
  await sentence.getByTestId('sentence-edit').click();
  await sentence.getByTestId('sentence-editor').fill(EDITED);
  await sentence.getByTestId('sentence-save').click();
  await expect(sentence).toContainText(EDITED);
  // The edit is version 3, made from version 1; the first answer now shows it, the refinement its own.
  await expect(preview.getByTestId('version-choice')).toContainText(chat('versions.name', { number: 3 }));
  await expect(first.getByTestId('translation-version')).toHaveText(chat('versions.name', { number: 3 }));
  await expect(refined.getByTestId('translation-version')).toHaveText(chat('versions.name', { number: 2 }));

  // A reload shows the same.
  await page.reload();
  const answers = page.getByTestId('assistant-message');
  await expect(answers.first().getByTestId('translation-version')).toHaveText(chat('versions.name', { number: 3 }));
  await expect(answers.last().getByTestId('translation-version')).toHaveText(chat('versions.name', { number: 2 }));

  const editedFile = await downloadFrom(page, answers.first());
  expect(editedFile.name).toBe('notes_es_v3.docx');
  expect(editedFile.text).toContain(EDITED);
  expect(editedFile.text).not.toContain('JARDIN');
  const refinedFile = await downloadFrom(page, answers.last());
  expect(refinedFile.name).toBe('notes_es_v2.docx');
  expect(refinedFile.text).toContain('JARDIN');
  expect(refinedFile.text).not.toContain(EDITED);

  // The history: three versions, and what changed between 1 and 3.
  await page.getByTestId('preview-toggle').click();
  await page.getByTestId('preview-panel').getByText(chat('versions.title'), { exact: true }).click();
  const items = page.getByTestId('version-item');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText(chat('versions.kinds.edit'));
  await expect(items.first()).toContainText(chat('versions.from', { number: 1 }));
  const changes = page.getByTestId('version-changes');
  await expect(changes.locator('ins')).toHaveText(EDITED);
  await expectAccessible(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, `versions-enus-${scheme}.png`) });
  }
  // The same history as readers of Chinese and Arabic (right to left) see it.
  const url = new URL(page.url());
  for (const locale of ['zhcn', 'arsa'] as const) {
    await page.goto(url.pathname.replace('/enus/', `/${locale}/`));
    await page.getByTestId('preview-toggle').click();
    await page
      .getByTestId('preview-panel')
      .getByText(message(locale, 'chat', 'versions.title'), { exact: true })
      .click();
    await expect(page.getByTestId('version-item')).toHaveCount(3);
    await expect(page.getByTestId('version-changes').locator('ins')).toHaveText(EDITED);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({
        animations: 'disabled',
        path: path.join(SCREENSHOTS, `versions-${locale}-${scheme}.png`),
      });
    }
  }
});

test('an edit given to the 3 repeats of its source, then taken back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const repeated = 'The meeting starts at noon.';
  await translateText(
    page,
    [repeated, 'Bring your notes.', repeated, repeated, 'Lunch is served after.', repeated].join('\n\n'),
  );
  await waitForAnswer(page);
  await page.getByTestId('preview-toggle').click();
  const pairs = page.getByTestId('preview-panel').getByTestId('sentence-pair');
  await expect(pairs).toHaveCount(6);
  const machine = (await pairs.nth(2).locator('.sentence-target').textContent()) ?? '';
  const first = pairs.first();
  await first.getByTestId('sentence-edit').click();
  await first.getByTestId('sentence-editor').fill('La reunión empieza a mediodía en punto.');
  await first.getByTestId('sentence-save').click();
  await expect(first.getByTestId('repeat-offer')).toContainText(chat('repeats.offer', { count: 3 }));
  await first.getByTestId('repeat-apply').click();
  await expect(first.getByTestId('repeat-done')).toContainText(chat('repeats.applied', { count: 3 }));
  for (const index of [2, 3, 5])
    await expect(pairs.nth(index)).toContainText('La reunión empieza a mediodía en punto.');
  await expect(page.getByTestId('assistant-message').first().getByTestId('translation')).toContainText(
    'La reunión empieza a mediodía en punto.',
  );
  await expectAccessible(page);

  await first.getByTestId('repeat-undo').click();
  await expect(page.getByText(chat('repeats.undone', { count: 3 }))).toBeVisible();
  for (const index of [2, 3, 5]) await expect(pairs.nth(index).locator('.sentence-target')).toHaveText(machine);
  await expect(first).toContainText('La reunión empieza a mediodía en punto.');
});

test('a term added from a sentence of the preview is used by the next translation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await translateText(page, 'The orchard is quiet.', { target: LLM_TARGET });
  await waitForAnswer(page);
  await page.getByTestId('preview-toggle').click();
  const pair = page.getByTestId('preview-panel').getByTestId('sentence-pair').first();
  await pair.getByTestId('sentence-add-term').click();
  const dialog = page.getByRole('dialog', { name: message('enus', 'termbase', 'fromSentence.title') });
  await expect(dialog.getByLabel(message('enus', 'termbase', 'entries.source'))).toHaveValue('The orchard is quiet.');
  await dialog.getByLabel(message('enus', 'termbase', 'entries.source')).fill('orchard');
  await dialog.getByLabel(message('enus', 'termbase', 'entries.target')).fill('OBSTGARTEN-TERM');
  await expectAccessible(page);
  await dialog.locator('#add-term-confirm').click();
  const name = message('enus', 'termbase', 'fromSentence.newName');
  await expect(
    page.getByText(message('enus', 'termbase', 'fromSentence.added').replace('{{name}}', name)),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The next translation with that term base.
  await translateText(page, 'We walk through the orchard every morning.', { target: LLM_TARGET, termBase: name });
  const answer = await waitForAnswer(page);
  await expect(answer.getByTestId('translation')).toContainText('OBSTGARTEN-TERM');

  // An edit that drops the term is flagged beside the sentence.
  await page.getByTestId('preview-toggle').click();
  const sentence = page.getByTestId('preview-panel').getByTestId('sentence-pair').first();
  // The stand-in model's "de:" words start in lower case (a capital-letter warning); the term is there.
  await expect(sentence.locator('[data-kind="term"]')).toHaveCount(0);
  await sentence.getByTestId('sentence-edit').click();
  await sentence.getByTestId('sentence-editor').fill('Wir gehen jeden Morgen durch den Garten.');
  await sentence.getByTestId('sentence-save').click();
  await expect(sentence.locator('[data-kind="term"]')).toHaveText(chat('qa.kinds.term'));
  const report = page.waitForEvent('download');
  await page.getByTestId('checks-download').click();
  const file = await report;
  expect(file.suggestedFilename()).toBe('translation_v2_checks.csv');
  expect(readFileSync(await file.path(), 'utf8')).toContain('OBSTGARTEN-TERM');
});

test('an edit given, when asked, to the same sentence in the reader’s other files, then taken back', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const shared = 'The office is closed on Friday.';
  const edited = 'La oficina no abre los viernes.';
  await translateText(page, [shared, 'Call us on Monday.'].join('\n\n'));
  await waitForAnswer(page);
  const otherFile = page.url();
  await translateText(page, ['Welcome back to the team.', shared].join('\n\n'));
  await waitForAnswer(page);
  await page.getByTestId('preview-toggle').click();
  const pairs = page.getByTestId('preview-panel').getByTestId('sentence-pair');
  await expect(pairs).toHaveCount(2);
  const pair = pairs.nth(1);
  await pair.getByTestId('sentence-edit').click();
  await pair.getByTestId('sentence-editor').fill(edited);
  await pair.getByTestId('sentence-save').click();

  // Nothing repeats in this file; the other files are looked at when asked.
  await expect(pair.getByTestId('repeat-offer')).toHaveCount(0);
  await pair.getByTestId('elsewhere-look').click();
  await expect(pair.getByTestId('elsewhere-offer')).toContainText(
    chat('repeats.elsewhereOffer', { count: 1, files: 1 }),
  );
  await pair.getByTestId('elsewhere-apply').click();
  await expect(pair.getByTestId('elsewhere-done')).toContainText(
    chat('repeats.elsewhereApplied', { count: 1, files: 1 }),
  );
  await expectAccessible(page);

  // The other file says it now, in a round of edits of its own.
  const other = await context.newPage();
  await other.goto(otherFile);
  const otherAnswer = other.getByTestId('assistant-message').first().getByTestId('translation');
  await expect(otherAnswer).toContainText(edited);

  await pair.getByTestId('elsewhere-undo').click();
  await expect(page.getByText(chat('repeats.undone', { count: 1 }))).toBeVisible();
  await other.reload();
  await expect(other.getByTestId('assistant-message').first().getByTestId('translation')).not.toContainText(edited);
  await expect(pair).toContainText(edited);
});
