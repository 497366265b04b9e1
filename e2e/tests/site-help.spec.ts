import { expect, test } from '@playwright/test';
import { expectAccessible, message, waitForApp } from './helpers.ts';
import { eachLook, FRESH, shotPath } from './site-helpers.ts';

const help = (locale: string, key: string) => message(locale, 'help', key);

/** A word of the term-base article's title in each language, as a reader would type it. */
const SEARCHES = [
  { locale: 'enus', query: 'term', article: 'termBases' },
  { locale: 'zhcn', query: '术语', article: 'termBases' },
  { locale: 'arsa', query: 'المصطلحات', article: 'termBases' },
];

for (const { locale, query, article } of SEARCHES) {
  test(`help search finds an article in ${locale} and highlights the words`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await waitForApp(page);
    await page.getByTestId('header-help').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(help(locale, 'center.title'));
    await page.getByTestId('help-search').fill(query);
    const results = page.getByTestId('help-results');
    const title = help(locale, `articles.${article}.title`);
    await expect(results.getByRole('link', { name: title })).toBeVisible();
    await expect(results.locator('mark').first()).toHaveText(new RegExp(query, 'i'));
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(query)}`));
    await page.getByTestId('help-search').fill('zzzz qqqq');
    await expect(page.getByTestId('help-count')).toHaveText(
      help(locale, 'center.noResults').replace('{{query}}', 'zzzz qqqq'),
    );
    await page.getByTestId('help-search').fill(query);
    await results.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title));
    await expectAccessible(page);
  });
}

test('about us, from the footer, in Arabic right to left', async ({ page }) => {
  await page.goto('/arsa/help');
  await waitForApp(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: message('arsa', 'common', 'footer.about') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(help('arsa', 'about.title'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(help('arsa', 'about.openTitle'))).toBeVisible();
  await page.getByRole('link', { name: help('arsa', 'about.helpLink') }).click();
  await expect(page).toHaveURL(/\/arsa\/help$/);
  await expectAccessible(page);
});

test('an unknown help article is the 404 page', async ({ page }) => {
  const response = await page.goto('/enus/help/nothing-here');
  expect(response?.status()).toBe(404);
});

test.describe('screenshots', () => {
  test.use(FRESH);
  test.setTimeout(180_000);
  test('help, an article, about and the cookie banner in enus, zhcn and arsa, light and dark, desktop and phone', async ({
    page,
  }) => {
    await eachLook(page, async (look) => {
      const { locale } = look;
      const shot = (name: string) => shotPath(name, look);
      await page.goto(`/${locale}/help`);
      await waitForApp(page);
      await expect(page.getByTestId('consent-banner')).toBeVisible();
      await page.screenshot({ animations: 'disabled', path: shot('banner') });
      await page.evaluate(() => localStorage.setItem('glossa-tracking-consent', 'declined'));
      await page.reload();
      await expect(page.getByTestId('help-search')).toBeVisible();
      await page.screenshot({ animations: 'disabled', path: shot('help'), fullPage: true });
      await page.getByTestId('help-search').fill(help(locale, 'articles.formats.title').split(/\s/)[0] ?? '');
      await page.screenshot({ animations: 'disabled', path: shot('help-search'), fullPage: true });
      await page.goto(`/${locale}/help/outputForms`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ animations: 'disabled', path: shot('help-article'), fullPage: true });
      await page.goto(`/${locale}/about`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ animations: 'disabled', path: shot('about'), fullPage: true });
      await page.evaluate(() => localStorage.removeItem('glossa-tracking-consent'));
    });
  });
});
