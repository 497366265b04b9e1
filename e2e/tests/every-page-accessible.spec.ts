import { expect, type Locator, type Page, test } from '@playwright/test';
import { newEmail, signUpByApi } from './account-helpers.ts';
import { expectAccessible, message, waitForApp } from './helpers.ts';
import { ACCOUNT_ROUTES, VISITOR_ROUTES } from './routes.ts';
import { FRESH } from './site-helpers.ts';

/**
 * axe-core on every route (issue 31, "Keyboard and contrast"): in English and Arabic, light and
 * dark, as a visitor and signed in, 0 serious or critical violations. One page per test; after the
 * first load the routes are opened inside the app (no reload), as a reader moves between them, and
 * each is measured in both schemes: the theme follows the system's scheme live, so the page is
 * drawn once and only recoloured.
 */

type Who = 'visitor' | 'member';
type Scheme = 'light' | 'dark';

/** The rules whose outcome depends on the colours: all a change of scheme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe on what the page shows, in the scheme it is in, then its colour rules in the other (the same
 * page, recoloured); the page stays in the other.
 */
async function accessibleInBothSchemes(page: Page): Promise<void> {
  const now: Scheme = await page.evaluate(() =>
    document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  );
  const other: Scheme = now === 'light' ? 'dark' : 'light';
  await test.step(now, () => expectAccessible(page));
  await page.emulateMedia({ colorScheme: other });
  await expect(page.locator('html')).toHaveClass(other === 'dark' ? /(^|\s)dark(\s|$)/ : /(^|\s)light(\s|$)/);
  await test.step(other, () => expectAccessible(page, COLOUR_RULES));
}

/** English asked in the Arabic interface too: its question mark must stay at its end. */
const SOURCE_TEXT = 'Is this formal enough? The house is red.';

/** Opens a path inside the running app, as its own links do (React Router follows popstate). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** The page has drawn its content: its main heading, and nothing still loading in it. */
async function drawn(page: Page): Promise<void> {
  await expect(page.locator('main h1, main .legal-document, main .ant-result').first()).toBeVisible();
  await expect(page.locator('main :is(.ant-skeleton, .loading-lines, .ant-spin-spinning)')).toHaveCount(0);
}

/** A translated text of this browser's owner (session cookie or visitor's client id). */
async function translatedText(page: Page): Promise<string> {
  const clientId = await page.evaluate(() => localStorage.getItem('client_id') ?? '');
  const response = await page.request.post('/gateway/website/conversation/createConversation', {
    data: { overseasConversationModule: 'text', sourceLanguage: 'en', targetLanguage: 'es', text: SOURCE_TEXT },
    headers: { 'lan-i18n-code': 'enus', ...(clientId ? { 'x-client-id': clientId } : {}) },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ code: 200 });
  return body.data.conversation.conversationId as string;
}

/** Whether an element's first text is drawn with its first character left of its last. */
function readsLeftToRight(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const text = document.createTreeWalker(node, NodeFilter.SHOW_TEXT).nextNode() as Text | null;
    if (!text?.data) return false;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    return at(0) < at(text.data.trimEnd().length - 1);
  });
}

/** Every visitor page; of the help articles, which share one layout, only one. */
const VISITOR_PAGES = VISITOR_ROUTES.filter((route) => !route.startsWith('help/') || route === 'help/termBases');
const MEMBER_PAGES = ['plans', 'help', ...ACCOUNT_ROUTES];

for (const who of ['visitor', 'member'] as Who[]) {
  test.describe(`every page as a ${who}`, () => {
    // A visitor comes without a cookie answer, so the banner is measured too.
    if (who === 'visitor') test.use(FRESH);
    // Many pages with axe each (and a sign-up): more than one page's budget on a shared machine.
    test.setTimeout(180_000);

    for (const locale of ['enus', 'arsa']) {
      test(`${locale} light and dark`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.emulateMedia({ colorScheme: 'light' });
        if (who === 'member') {
          await signUpByApi(page, locale, newEmail(`a11y-${locale}`));
        } else {
          await page.goto(`/${locale}`);
          await waitForApp(page);
        }
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'arsa' ? 'rtl' : 'ltr');

        // The home page, with the cookie banner over it for a visitor; then the answer is given.
        await openInApp(page, `/${locale}`);
        await expect(page.getByTestId('launcher-send')).toBeVisible();
        if (who === 'visitor') {
          const banner = page.getByTestId('consent-banner');
          await expect(banner).toBeVisible();
          await accessibleInBothSchemes(page);
          await banner.getByTestId('consent-decline').click();
          await expect(banner).toBeHidden();
        }
        await accessibleInBothSchemes(page);

        for (const path of who === 'visitor' ? VISITOR_PAGES : MEMBER_PAGES) {
          await test.step(path, async () => {
            await openInApp(page, `/${locale}/${path}`);
            await drawn(page);
            await accessibleInBothSchemes(page);
          });
        }

        await test.step('a conversation with its translation, the history and the term bases', async () => {
          const id = await translatedText(page);
          await openInApp(page, `/${locale}/chat/${id}`);
          await expect(page.getByTestId('translation')).toBeVisible({ timeout: 30_000 });
          await expect(page.getByTestId('assistant-message').last()).toHaveAttribute('data-status', 'done', {
            timeout: 30_000,
          });
          // The English text keeps its own direction in the Arabic interface: its first letter is
          // drawn left of its last ('?' not moved to the front), in the bubble and the title alike.
          await expect(page.getByTestId('user-text')).toHaveAttribute('dir', 'auto');
          for (const shown of [page.getByTestId('user-text'), page.getByTestId('conversation-title')]) {
            expect(await readsLeftToRight(shown)).toBe(true);
          }
          await accessibleInBothSchemes(page);

          await page.getByTestId('sidebar-toggle').click();
          await expect(page.locator('.history-panel')).toBeVisible();
          await expect(page.locator('.history-panel .history-link').first()).toBeVisible();
          await accessibleInBothSchemes(page);

          await page.getByTestId('sidebar-termbases').click();
          const manager = page.getByRole('dialog', { name: message(locale, 'termbase', 'manager.title') });
          await expect(manager).toBeVisible();
          await expect(manager.locator('.ant-skeleton')).toHaveCount(0);
          await accessibleInBothSchemes(page);
        });
      });
    }
  });
}
