import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { chooseMenuItem, expectAccessible, message, SCREENSHOTS, settleMotion } from './helpers.ts';
import { LLM_TARGET, makeDocx, translateText, uploadDocument, waitForAnswer } from './workspace-helpers.ts';

/**
 * The segment editor (issue 32, docs/product.md §7.6): a version's segments side by side, reviewed
 * with the keyboard alone, and a 10,000-segment document drawn as a virtual list.
 */
const chat = (key: string, values: Record<string, string | number> = {}, locale = 'enus') =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    message(locale, 'chat', key),
  );

/** Translates a Word file of these paragraphs, or this file (English to Spanish), and opens its editor from the preview. */
async function openEditor(page: Page, content: string[] | { name: string; bytes: Buffer }, timeout = 60_000) {
  const file = Array.isArray(content) ? { name: 'review.docx', bytes: await makeDocx(content) } : content;
  await uploadDocument(page, file.name, file.bytes);
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  const answer = page.getByTestId('assistant-message').first();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout });
  await waitForAnswer(page);
  await answer.getByTestId('open-full-translation').click();
  await page.getByTestId('open-editor').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}\/editor/);
  await expect(page.getByTestId('segment-row').first()).toBeVisible();
}

/** Presses Tab until a segment row has the focus (the list is one tab stop). */
async function tabToList(page: Page) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'segment-row')) return;
  }
  throw new Error('the segment list never took the focus');
}

/** Picks an entry of an Ant Design select by its text. */
async function chooseOption(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(text, { exact: true }).click();
}

const focusedRow = (page: Page) => page.locator('[data-testid="segment-row"]:focus');

test('20 segments reviewed with the keyboard alone: edits, confirmations, copy source, undo', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const paragraphs = Array.from({ length: 20 }, (_, i) => `Line ${i + 1} of the delivery note for the warehouse.`);
  await openEditor(page, paragraphs);
  await expect(page.getByTestId('editor-version')).toHaveText(chat('versions.name', { number: 1 }));

  await tabToList(page);
  await expect(focusedRow(page)).toHaveAttribute('aria-rowindex', '1');
  for (let i = 0; i < 20; i++) {
    const row = focusedRow(page);
    await expect(row).toHaveAttribute('aria-rowindex', String(i + 1));
    if (i % 4 === 0) {
      // Typed anew, confirmed: Ctrl+Enter saves, marks it reviewed and opens the next one.
      await page.keyboard.press('Enter');
      const box = page.getByTestId('segment-editor-box');
      await expect(box).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(`Línea ${i + 1} revisada.`);
      await page.keyboard.press('ControlOrMeta+Enter');
      // The next segment is open for typing; Escape leaves it as it is.
      await expect(page.getByTestId('segment-editor-box')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(focusedRow(page)).toHaveAttribute('aria-rowindex', String(i + 2));
      await page.keyboard.press('ArrowUp');
    } else if (i === 5) {
      // The source copied into the translation, then confirmed.
      await page.keyboard.press('F2');
      await page.keyboard.press('ControlOrMeta+Shift+S');
      await expect(page.getByTestId('segment-editor-box')).toHaveValue(paragraphs[i] as string);
      await page.keyboard.press('ControlOrMeta+Enter');
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowUp');
    }
    // Confirmed as it is (a typed one is already reviewed: this changes nothing) and on to the next.
    await page.keyboard.press('ControlOrMeta+Enter');
    if (i < 19) await expect(focusedRow(page)).toHaveAttribute('aria-rowindex', String(i + 2));
  }
  const saved = page.getByTestId('editor-saving');
  await expect(saved).toHaveText(chat('editor.saved'));
  await expect(page.locator('[data-status="reviewed"]').first()).toBeVisible();

  // Undo takes the last typed change back (segment 17's), redo gives it again.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.locator('[data-segment-id]').filter({ hasText: 'Línea 17 revisada.' })).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+y');
  await expect(page.getByText('Línea 17 revisada.')).toBeVisible();
  await expect(saved).toHaveText(chat('editor.saved'));

  // A reload reads what was saved: every segment reviewed, the typed ones in a round of edits.
  await page.reload();
  await expect(page.getByTestId('editor-version')).toHaveText(chat('versions.name', { number: 2 }));
  await expect(page.getByTestId('editor-progress')).toHaveText(chat('editor.progress', { reviewed: 20, total: 20 }));
  await chooseOption(page, 'editor-filter', `${chat('editor.filters.edited')} (6)`);
  await expect(page.getByTestId('segment-row')).toHaveCount(6);
  await chooseOption(page, 'editor-filter', `${chat('editor.filters.all')} (20)`);

  // Searched with a regular expression in the translations.
  await page.getByTestId('editor-search').fill('^Línea (1|5) ');
  await page.getByText(chat('editor.regex'), { exact: true }).click();
  await chooseOption(page, 'editor-search-in', chat('editor.inTarget'));
  await expect(page.getByTestId('segment-row')).toHaveCount(2);
  await page.getByTestId('editor-search').fill('');
  await expectAccessible(page);

  // How it reads in English, Chinese and Arabic (right to left), light and dark.
  const url = new URL(page.url());
  for (const locale of ['enus', 'zhcn', 'arsa'] as const) {
    await page.goto(url.pathname.replace('/enus/', `/${locale}/`) + url.search);
    await expect(page.getByTestId('segment-row').first()).toBeVisible();
    await expect(page.getByText(chat('editor.title', {}, locale), { exact: true })).toBeVisible();
    if (locale === 'arsa') {
      const row = await page.getByTestId('segment-row').first().locator('.segment-number').boundingBox();
      expect(row?.x ?? 0).toBeGreaterThan(1440 / 2);
    }
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, `editor-${locale}-${scheme}.png`) });
    }
  }
});

test('a 10,000-segment document scrolls as a virtual list: rows on screen only, long tasks printed', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const paragraphs = Array.from({ length: 10_000 }, (_, i) => `Sentence ${i + 1} of the long report on harbours.`);
  await openEditor(page, paragraphs, 480_000);
  const list = page.getByTestId('segment-list');
  await expect(list).toHaveAttribute('aria-rowcount', '10000');

  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = seen;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) seen.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
  let mostRows = 0;
  await list.hover();
  for (let step = 0; step < 60; step++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(30);
    mostRows = Math.max(mostRows, await page.getByTestId('segment-row').count());
  }
  // The keyboard reaches the end and the start.
  await page.getByTestId('segment-row').first().click();
  await page.keyboard.press('End');
  await expect(focusedRow(page)).toHaveAttribute('aria-rowindex', '10000');
  await expect(page.getByText('Sentence 10000 of the long report on harbours.')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(focusedRow(page)).toHaveAttribute('aria-rowindex', '1');
  mostRows = Math.max(mostRows, await page.getByTestId('segment-row').count());
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  // Printed for the record (a busy machine makes long tasks of its own); the structure is asserted.
  console.log(
    `10,000 segments: at most ${mostRows} rows in the page while scrolling; long tasks (ms): ${JSON.stringify(longTasks)}`,
  );
  expect(mostRows).toBeLessThan(60);
});

test('an XLIFF round trip through the editor: exported, changed in a CAT tool, brought back, downloaded as Word', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, ['The first clause applies.', 'The second clause applies too.']);

  await page.getByTestId('xliff-menu').click();
  const download = page.waitForEvent('download');
  await chooseMenuItem(page, chat('editor.xliff.export', { version: '2.1' }));
  const file = await download;
  expect(file.suggestedFilename()).toBe('review_v1.xlf');
  const xliff = readFileSync(await file.path(), 'utf8');
  expect(xliff).toContain('version="2.1"');
  // What a CAT tool gives back: the first target rewritten.
  const changed = xliff.replace(/(<target[^>]*>)[^<]*(<\/target>)/, '$1Texto traído del CAT.$2');
  expect(changed).not.toBe(xliff);
  await page.getByTestId('xliff-file').setInputFiles({
    name: 'review_v1.xlf',
    mimeType: 'application/xliff+xml',
    buffer: Buffer.from(changed),
  });
  await expect(page.getByText(chat('editor.xliff.imported', { changed: 1, unchanged: 1 }))).toBeVisible();
  await expect(page.getByTestId('editor-version')).toHaveText(chat('versions.name', { number: 2 }));
  await expect(page.getByTestId('segment-row').first()).toContainText('Texto traído del CAT.');

  // The conversation's answer now downloads the imported version, rebuilt as a Word file.
  await page.getByRole('link', { name: chat('editor.back') }).click();
  const answer = page.getByTestId('assistant-message').first();
  await answer.getByTestId('download-open').click();
  const dialog = page.getByRole('dialog', { name: chat('download.title') });
  const word = page.waitForEvent('download');
  await dialog.locator('#download-confirm').click();
  const docx = await word;
  expect(docx.suggestedFilename()).toBe('review_es_v2.docx');
  const xml = strFromU8(unzipSync(new Uint8Array(readFileSync(await docx.path())))['word/document.xml'] as Uint8Array);
  expect(xml).toContain('Texto traído del CAT.');
});

test('a term added from the segment editor is used by the next translation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await translateText(page, 'The orchard is quiet.', { target: LLM_TARGET });
  await waitForAnswer(page);
  await page.getByTestId('preview-toggle').click();
  await page.getByTestId('open-editor').click();
  await expect(page.getByTestId('segment-row').first()).toBeVisible();

  // The source word selected in the editor, the translation typed in the term base's dialog.
  await page.getByTestId('segment-row').first().locator('.segment-source').selectText();
  await page.getByTestId('editor-add-term').click();
  const dialog = page.getByRole('dialog', { name: message('enus', 'termbase', 'fromSentence.title') });
  const source = dialog.getByLabel(message('enus', 'termbase', 'entries.source'));
  await expect(source).toHaveValue('The orchard is quiet.');
  await source.fill('orchard');
  await dialog.getByLabel(message('enus', 'termbase', 'entries.target')).fill('OBSTGARTEN-TERM');
  await dialog.locator('#add-term-confirm').click();
  const name = message('enus', 'termbase', 'fromSentence.newName');
  await expect(
    page.getByText(message('enus', 'termbase', 'fromSentence.added').replace('{{name}}', name)),
  ).toBeVisible();

  await translateText(page, 'We walk through the orchard every morning.', { target: LLM_TARGET, termBase: name });
  const answer = await waitForAnswer(page);
  await expect(answer.getByTestId('translation')).toContainText('OBSTGARTEN-TERM');
});

test('a range retranslated with another engine becomes a new version; the other segments stay as they were', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const paragraphs = [
    'The first line of the notice stays as it is.',
    'The second line of the notice is translated again.',
    'The third line of the notice is translated again.',
    'The fourth line of the notice stays as well.',
  ];
  await openEditor(page, paragraphs);
  const targets = () => page.getByTestId('segment-row').locator('.segment-target').allInnerTexts();
  const before = await targets();
  await page.getByTestId('segment-row').nth(1).click();

  await page.getByTestId('editor-retranslate').click();
  const dialog = page.getByRole('dialog', { name: chat('editor.retranslate.title') });
  await expect(dialog.getByTestId('retranslate-count')).toHaveText(chat('editor.retranslate.count', { count: 1 }));
  await dialog.getByText(chat('editor.retranslate.scopes.range'), { exact: true }).click();
  // The range starts at the current segment; it ends at the third.
  await expect(dialog.getByRole('spinbutton', { name: chat('editor.retranslate.from') })).toHaveValue('2');
  await dialog.getByRole('spinbutton', { name: chat('editor.retranslate.to') }).fill('3');
  await expect(dialog.getByTestId('retranslate-count')).toHaveText(chat('editor.retranslate.count', { count: 2 }));
  // Translated by Apertium, retranslated by the AI model.
  await chooseOption(page, 'retranslate-engine', chat('parsing.engines.ai'));
  await expectAccessible(page);
  await dialog.getByTestId('retranslate-submit').click();

  await expect(page.getByTestId('editor-version')).toHaveText(chat('versions.name', { number: 2 }), {
    timeout: 90_000,
  });
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]version=/);
  const after = await targets();
  expect(after[0]).toBe(before[0]);
  expect(after[3]).toBe(before[3]);
  expect(after[1]).not.toBe(before[1]);
  expect(after[2]).not.toBe(before[2]);

  // The dialog in English, Chinese and Arabic (right to left), light and dark.
  const url = new URL(page.url());
  for (const locale of ['enus', 'zhcn', 'arsa'] as const) {
    await page.goto(url.pathname.replace('/enus/', `/${locale}/`) + url.search);
    await expect(page.getByTestId('segment-row').first()).toBeVisible();
    await page.getByTestId('editor-retranslate').click();
    const shown = page.getByRole('dialog', { name: chat('editor.retranslate.title', {}, locale) });
    await expect(shown).toBeVisible();
    await shown.getByText(chat('editor.retranslate.scopes.range', {}, locale), { exact: true }).click();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({
        animations: 'disabled',
        path: path.join(SCREENSHOTS, `editor-retranslate-${locale}-${scheme}.png`),
      });
    }
  }

  // On a 375 px phone the editor fits the screen: the rows stack source over translation, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ colorScheme: 'light' });
  for (const locale of ['enus', 'arsa'] as const) {
    await page.goto(url.pathname.replace('/enus/', `/${locale}/`) + url.search);
    await expect(page.getByTestId('segment-row').first()).toBeVisible();
    await settleMotion(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, `editor-phone-${locale}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // The conversation tells the turn: the user's message is a retranslation, and the new version is in its history.
  await page.goto(url.pathname.replace(/\/editor$/, ''));
  await expect(page.getByTestId('user-message').last()).toContainText(chat('kinds.retranslate'));
  await expect(page.getByTestId('user-message').last()).toContainText(paragraphs[1] as string);
});

test('subtitles are held to 42 characters a line; the limit can be changed or lifted', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const cues = ['Good morning.', 'This subtitle line of the talk is long enough to pass forty-two characters.'];
  const srt = cues.map((text, i) => `${i + 1}\n00:00:0${i},000 --> 00:00:0${i},900\n${text}\n`).join('\n');
  await openEditor(page, { name: 'talk.srt', bytes: Buffer.from(srt) });
  const limit = page.getByRole('spinbutton', { name: chat('editor.lineLength.label') });
  await expect(limit).toHaveValue('42');
  const tooLong = (row: number) => page.getByTestId('segment-row').nth(row).locator('[data-kind="length"]');
  await expect(tooLong(1)).toBeVisible();
  await expect(tooLong(0)).toHaveCount(0);

  // Lifted: nothing is too long; the format's limit is one click away.
  await limit.fill('');
  await limit.press('Enter');
  await expect(tooLong(1)).toHaveCount(0);
  await page.getByTestId('line-length-reset').click();
  await expect(limit).toHaveValue('42');
  await expect(tooLong(1)).toBeVisible();

  // A tighter limit flags the short cue too.
  await limit.fill('5');
  await limit.press('Enter');
  await expect(tooLong(0)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: chat('editor.lineLength.label') })).toHaveValue('5');
});

test('an edit in the editor is offered to the repeats of its source, and taken back', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const repeated = 'Switch the machine off before cleaning.';
  await openEditor(page, [repeated, 'Clean the filter weekly.', repeated, repeated]);
  const rows = page.getByTestId('segment-row');
  const machine = await rows.nth(2).locator('.segment-target').innerText();
  await rows.first().dblclick();
  const box = page.getByTestId('segment-editor-box');
  await box.fill('Apague la máquina antes de limpiarla.');
  await box.press('ControlOrMeta+Enter');
  await page.keyboard.press('Escape');

  const offer = page.getByTestId('repeat-offer');
  await expect(offer).toContainText(chat('repeats.offer', { count: 2 }));
  await offer.getByTestId('repeat-apply').click();
  await expect(page.getByTestId('repeat-done')).toContainText(chat('repeats.applied', { count: 2 }));
  for (const index of [2, 3]) await expect(rows.nth(index)).toContainText('Apague la máquina antes de limpiarla.');
  await expectAccessible(page);

  await page.getByTestId('repeat-undo').click();
  await expect(page.getByText(chat('repeats.undone', { count: 2 }))).toBeVisible();
  for (const index of [2, 3]) await expect(rows.nth(index).locator('.segment-target')).toHaveText(machine);
  await expect(rows.first()).toContainText('Apague la máquina antes de limpiarla.');
});
