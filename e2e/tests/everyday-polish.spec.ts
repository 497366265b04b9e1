import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { escapeHtml } from '../../apps/server/src/http/escape-html.ts';
import { message, SCREENSHOTS, waitForApp } from './helpers.ts';
import {
  holdLlm,
  holdMarker,
  LLM_TARGET,
  makeDocx,
  openLauncher,
  translateText,
  uploadDocument,
  waitForAnswer,
} from './workspace-helpers.ts';

const LOCALES = ['enus', 'zhcn', 'arsa'] as const;
const SCHEMES = ['light', 'dark'] as const;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

const shot = (page: Page, name: string) =>
  page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, `everyday-polish-${name}.png`) });

/** Top of the welcome title and of the launcher: the server's shell without scripts, or the app. */
async function homeGeometry(page: Page, shell: boolean) {
  const title = page.locator(shell ? '.boot-welcome h1' : '.home-title');
  const launcher = page.locator(shell ? '.boot-launcher' : 'section.launcher');
  const [a, b] = [await title.boundingBox(), await launcher.boundingBox()];
  expect(a && b).toBeTruthy();
  return { title: a!.y, launcherTop: b!.y, launcherLeft: b!.x, launcherWidth: b!.width };
}

/**
 * The page as it is before any script runs: JavaScript off. The theme then comes from the
 * cookie the app writes (for a first visit the inline script of index.html applies it).
 */
async function noScriptPage(browser: Browser, baseURL: string, scheme: 'light' | 'dark', viewport: typeof PHONE) {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: scheme, viewport, baseURL });
  await context.addCookies([{ name: 'color-scheme', value: scheme, url: baseURL }]);
  return { context, page: await context.newPage() };
}

for (const locale of LOCALES) {
  test(`the home page paints its launcher before any script runs in ${locale}, and the app takes over in place`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    // Eight page loads (two themes, two sizes, with and without scripts): a hang guard for a busy machine.
    test.setTimeout(150_000);
    const title = message(locale, 'common', 'home.welcomeTitle');
    const html = await (await request.get(`/${locale}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root).toContain('data-shell="home"');
    expect(root).toContain(escapeHtml(title));
    expect(root).toContain(escapeHtml(message(locale, 'common', 'launcher.documentPlaceholder')));
    expect(root).toContain(escapeHtml(message(locale, 'common', 'launcher.send')));
    expect(html).toContain(`dir="${locale === 'arsa' ? 'rtl' : 'ltr'}"`);

    const hydration: string[] = [];
    page.on('console', (entry) => {
      if (/hydrat/i.test(entry.text())) hydration.push(entry.text());
    });
    for (const scheme of SCHEMES) {
      for (const [view, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const bare = await noScriptPage(browser, baseURL ?? '', scheme, viewport);
        await bare.page.goto(`/${locale}`);
        await expect(bare.page.locator('.boot-launcher')).toBeVisible();
        await expect(bare.page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(bare.page.locator('html')).toHaveClass(scheme);
        const before = await homeGeometry(bare.page, true);
        await bare.page.screenshot({
          animations: 'disabled',
          path: path.join(SCREENSHOTS, `everyday-polish-shell-${locale}-${scheme}-${view}.png`),
        });
        await bare.context.close();

        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`/${locale}`);
        await waitForApp(page);
        await expect(page.locator('[data-shell]')).toHaveCount(0);
        const after = await homeGeometry(page, false);
        // The same place: the title and the launcher do not move when the app replaces the shell.
        expect(Math.abs(after.title - before.title)).toBeLessThanOrEqual(2);
        expect(Math.abs(after.launcherTop - before.launcherTop)).toBeLessThanOrEqual(2);
        expect(Math.abs(after.launcherLeft - before.launcherLeft)).toBeLessThanOrEqual(1);
        expect(Math.abs(after.launcherWidth - before.launcherWidth)).toBeLessThanOrEqual(1);
        await shot(page, `home-${locale}-${scheme}-${view}`);
      }
    }
    expect(hydration).toEqual([]);
  });

  test(`the phone home page in ${locale} does not scroll sideways`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`/${locale}`);
      await waitForApp(page);
      const widths = await page.evaluate(() => {
        const main = document.querySelector('.chat-main') as HTMLElement;
        main.scrollTo({ top: main.scrollHeight });
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          main: main.scrollWidth - main.clientWidth,
        };
      });
      expect(widths).toEqual({ page: 0, main: 0 });
      await shot(page, `phone-end-${locale}-${scheme}`);
    }
  });
}

test('Stop ends a running text turn where it is; Continue takes it on at once', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const marker = holdMarker();
  await holdLlm('hold', marker);
  await openLauncher(page, 'text', 'enus', LLM_TARGET);
  await page.getByTestId('launcher-text').fill(`The weather ${marker} is good today. The house is red.`);
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);

  const answer = page.getByTestId('assistant-message').last();
  const stop = page.getByTestId('ask-stop');
  await expect(stop).toHaveAccessibleName(message('enus', 'chat', 'ask.stop'));
  await stop.click();
  await expect(page.getByTestId('turn-stopped')).toBeVisible();
  await expect(answer).toHaveAttribute('data-status', 'paused');
  await expect(stop).toHaveCount(0);
  await expect(page.getByTestId('ask-send')).toBeVisible();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('turn-stopped')).toBeVisible();
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveClass(scheme);
    await shot(page, `stopped-enus-${scheme}`);
  }

  await holdLlm('release', marker);
  await page.getByTestId('turn-continue').click();
  await expect(page.getByTestId('turn-stopped')).toHaveCount(0);
  await expect(answer).not.toHaveAttribute('data-status', 'paused');
  await waitForAnswer(page);
  await expect(answer.getByTestId('translation')).not.toBeEmpty();
});

test('a document turn: a summary card with the first paragraphs, and Copy copies the whole translation', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  const paragraphs = Array.from(
    { length: 24 },
    (_, i) => `Paragraph ${i + 1}: the house is red and the garden is green.`,
  );
  await uploadDocument(page, 'garden.docx', await makeDocx(paragraphs));
  await page.getByTestId('launcher-send').click();
  await page.waitForURL(/\/enus\/chat\/[0-9a-f-]{36}$/);
  const answer = await waitForAnswer(page);
  const summary = answer.getByTestId('document-summary');
  await expect(summary).toBeVisible();
  // A few paragraphs as paragraphs, no count of sentences it does not show.
  const shown = await summary.locator('.document-sample p').count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(paragraphs.length);
  await expect(summary).toContainText(message('enus', 'chat', 'translation.beginning'));
  await expect(summary).not.toContainText('segments');

  await answer.getByTestId('action-copy').click();
  await expect(answer.getByTestId('action-copy')).toHaveAccessibleName(message('enus', 'chat', 'actions.copied'));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n\n')).toHaveLength(paragraphs.length);
  expect(copied.length).toBeGreaterThan((await summary.locator('.document-sample').innerText()).length);

  await answer.getByTestId('open-full-translation').click();
  await expect(page.getByTestId('preview-panel')).toBeVisible();
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveClass(scheme);
    await shot(page, `document-summary-enus-${scheme}`);
  }
  await page.setViewportSize(PHONE);
  await page.goto(page.url().replace('/enus/', '/arsa/'));
  await waitForApp(page);
  await waitForAnswer(page);
  await shot(page, 'document-summary-arsa-dark-phone');
});

test('a long source is folded with Show more, and the tabs are named after the page and the conversation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/enus/login');
  await waitForApp(page);
  await expect(page).toHaveTitle(message('enus', 'meta', 'login.title'));
  await expect(page.locator('header').getByRole('link', { name: message('enus', 'common', 'nav.signIn') })).toHaveCount(
    0,
  );

  const text = Array.from({ length: 44 }, (_, i) => `Line ${i + 1}: the quick brown fox jumps over the dog.`).join(
    '\n',
  );
  expect(text.length).toBeGreaterThan(2000);
  await translateText(page, text);
  // A title is the first words, cut at a word (history and tab alike).
  await expect(page).toHaveTitle('Line 1: the quick brown fox jumps over the dog.… - Glossa');
  const source = page.getByTestId('user-text');
  await expect(source).toHaveAttribute('data-folded', 'true');
  const folded = (await source.boundingBox())?.height ?? 0;
  expect(folded).toBeLessThan(260);
  const toggle = page.getByTestId('fold-toggle');
  await expect(toggle).toHaveText(message('enus', 'chat', 'actions.showMore'));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await source.scrollIntoViewIfNeeded();
  await shot(page, 'folded-source-enus-light');
  await toggle.click();
  await expect(source).toHaveAttribute('data-folded', 'false');
  expect((await source.boundingBox())?.height ?? 0).toBeGreaterThan(folded * 2);
  await expect(toggle).toHaveText(message('enus', 'chat', 'actions.showLess'));
  await waitForAnswer(page);

  await page.emulateMedia({ colorScheme: 'dark' });
  for (const locale of ['zhcn', 'arsa'] as const) {
    await page.goto(page.url().replace(/\/(enus|zhcn|arsa)\//, `/${locale}/`));
    await waitForApp(page);
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.getByTestId('fold-toggle')).toHaveText(message(locale, 'chat', 'actions.showMore'));
    await page.getByTestId('user-text').scrollIntoViewIfNeeded();
    await shot(page, `folded-source-${locale}-dark`);
  }
  await page.goto('/zhcn');
  await waitForApp(page);
  await expect(page).toHaveTitle(message('zhcn', 'meta', 'home.title'));
});
