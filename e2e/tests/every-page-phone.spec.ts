import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { newEmail, screenshot, signUpByApi } from './account-helpers.ts';
import { signUpOperator } from './console-helpers.ts';
import { message, SCREENSHOTS, settleMotion } from './helpers.ts';
import { ACCOUNT_ROUTES, CONSOLE_ROUTES, VISITOR_ROUTES } from './routes.ts';

/**
 * Every route at 375 px, in every interface language: nothing wider than the screen (issue 31).
 * One page per test, moved between routes inside the app (the history API and a popstate, as the
 * router's own links do); a full load only to change the language. Only the main landmark and the
 * end of the page's loading placeholders are waited for: a width is measured, not a network.
 */
const LOCALES = readdirSync(path.resolve(import.meta.dirname, '../../packages/i18n/locales')).sort();
const PHONE = { width: 375, height: 812 };
const SHOT_LOCALES = ['enus', 'zhcn', 'arsa', 'dede'];
const VISITOR = ['', ...VISITOR_ROUTES];
const SIGNED_IN_ROUTES = [
  '',
  ...ACCOUNT_ROUTES,
  'plans',
  'plans/success?orderNo=GL0',
  'account/orders/GL0/receipt',
  'chat/01900000-0000-7000-8000-000000000000',
];

/** Moves the app to a path as its own links do (no page load). */
async function goInside(page: Page, to: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** The page's main landmark is up and its loading placeholders are gone (a short wait, never a failure). */
async function settle(page: Page, to: string): Promise<void> {
  const pathname = to.split('?')[0] as string;
  await page.waitForFunction((p) => window.location.pathname === p, pathname);
  await expect(page.locator('#main')).toBeVisible();
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          '#main .ant-skeleton, #main .ant-spin-spinning, #main .loading-lines, .ant-table-placeholder .ant-spin',
        ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // Two frames: the last data's layout is painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Undefined when the page fits and the header's brand and controls do not overlap; otherwise what
 * is wrong, naming the element that reaches furthest past the screen's edge (not one clipped by a
 * scrolling or hiding box: that one is inside its own scroll).
 */
async function misfit(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const start = document.querySelector('.site-header-start')?.getBoundingClientRect();
    const end = document.querySelector('.site-header-end')?.getBoundingClientRect();
    if (start && end && start.width > 0 && Math.min(start.right, end.right) - Math.max(start.left, end.left) > 0.5) {
      return `the header's brand (${Math.round(start.left)}-${Math.round(start.right)}) overlaps its controls (${Math.round(end.left)}-${Math.round(end.right)})`;
    }
    const scroll = document.documentElement.scrollWidth;
    if (scroll <= width) return undefined;
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible' && box.getBoundingClientRect().right <= width) return true;
      }
      return false;
    };
    let widest: Element | undefined;
    let right = width;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right && !clipped(element)) {
        right = box.right;
        widest = element;
      }
    }
    return `${scroll} px wide; widest: ${widest ? describe(widest) : 'none found'} (right edge ${Math.round(right)})`;
  });
}

/** A drawer or dialog: inside the screen, and nothing in it past its edge (outside a scrolling box). */
async function overlayMisfit(page: Page, selector: string): Promise<string | undefined> {
  return page.locator(selector).evaluate((overlay) => {
    const edge = overlay.getBoundingClientRect();
    if (edge.left < -0.5 || edge.right > window.innerWidth + 0.5) {
      return `${Math.round(edge.left)}-${Math.round(edge.right)} of ${window.innerWidth}`;
    }
    for (const element of overlay.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= edge.right + 0.5 && box.left >= edge.left - 0.5)) continue;
      let clipped = false;
      for (let up = element.parentElement; up && up !== overlay && !clipped; up = up.parentElement) {
        clipped = getComputedStyle(up).overflowX !== 'visible';
      }
      if (!clipped) return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} past the edge`;
    }
    return undefined;
  });
}

/** Visits each route in each language; returns every page wider than the screen. */
async function sweep(page: Page, routes: readonly string[], locales = LOCALES): Promise<string[]> {
  const wide: string[] = [];
  for (const locale of locales) {
    for (const [index, route] of routes.entries()) {
      const to = `/${locale}${route ? `/${route}` : ''}`;
      if (index === 0) await page.goto(to, { waitUntil: 'commit' });
      else await goInside(page, to);
      await settle(page, to);
      const found = await misfit(page);
      if (found) wide.push(`${to} (${locale}): ${found}`);
    }
  }
  return wide;
}

/** A shot in light and dark (looked at by hand): the whole page, the screen, or what `part` names. */
async function lightAndDark(page: Page, name: string, part?: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await settleMotion(page);
    if (part === 'screen') await page.screenshot({ animations: 'disabled', path: shotFile(`${name}-${scheme}`) });
    else if (part) await page.locator(part).screenshot({ animations: 'disabled', path: shotFile(`${name}-${scheme}`) });
    else await screenshot(page, `${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const shotFile = (name: string) => path.join(SCREENSHOTS, `${name}.png`);

test.use({ viewport: PHONE });

// Hang guards for a busy machine (decision 0050): a quiet one needs a fraction of these.
test('every visitor page fits a 375 px phone in every language', async ({ page }) => {
  test.setTimeout(240_000);
  expect(await sweep(page, VISITOR)).toEqual([]);

  // A first visit: the cookie banner sits below the launcher's Translate button, not over it.
  await page.evaluate(() => localStorage.removeItem('glossa-tracking-consent'));
  for (const locale of ['enus', 'arsa']) {
    await page.goto(`/${locale}`, { waitUntil: 'commit' });
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    const send = page.getByTestId('launcher-send');
    await send.scrollIntoViewIfNeeded();
    const bottom = await send.evaluate((element) => element.getBoundingClientRect().bottom);
    const top = await banner.evaluate((element) => element.getBoundingClientRect().top);
    expect(bottom, `the cookie banner covers Translate in ${locale}`).toBeLessThanOrEqual(top);
    await screenshot(page, `phone-home-consent-${locale}-light`);
  }
});

test('every signed-in page fits a 375 px phone in every language', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpByApi(page, 'enus', newEmail('phone'));
  expect(await sweep(page, SIGNED_IN_ROUTES)).toEqual([]);
});

test('every console section fits a 375 px phone in every language', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpOperator(page);
  expect(await sweep(page, CONSOLE_ROUTES)).toEqual([]);
});

test('account, plans, history and term bases on a phone, light and dark, in four languages', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpByApi(page, 'enus', newEmail('phone-shots'));
  const wide: string[] = [];
  for (const locale of SHOT_LOCALES) {
    for (const [route, name] of [
      ['account?tab=profile', 'account'],
      ['account?tab=usage', 'usage'],
    ]) {
      await page.goto(`/${locale}/${route}`, { waitUntil: 'commit' });
      await settle(page, `/${locale}/${route}`);
      await lightAndDark(page, `phone-${name}-${locale}`);
    }
    await goInside(page, `/${locale}/plans`);
    await settle(page, `/${locale}/plans`);
    await lightAndDark(page, `phone-plans-${locale}`, 'screen');
    // The comparison scrolls sideways in its own box, which the keyboard reaches and scrolls.
    const compare = page.getByRole('region', {
      name: message(locale, 'common', 'table.scrollRegion').replace(
        '{{name}}',
        message(locale, 'plans', 'compare.title'),
      ),
    });
    await compare.scrollIntoViewIfNeeded();
    await lightAndDark(page, `phone-plans-compare-${locale}`, '.plans-compare');
    await expect(compare).toHaveAttribute('tabindex', '0');
    await compare.focus();
    await expect(compare).toBeFocused();
    const before = await compare.evaluate((element) => element.scrollLeft);
    await page.keyboard.press(locale === 'arsa' ? 'ArrowLeft' : 'ArrowRight');
    await expect.poll(() => compare.evaluate((element) => element.scrollLeft)).not.toBe(before);

    // The history drawer and the term base manager it opens.
    await goInside(page, `/${locale}`);
    await settle(page, `/${locale}`);
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar-termbases')).toBeVisible();
    // Measured once its slide-in has ended: mid-motion the panel is still partly past the edge.
    await settleMotion(page);
    const drawer = await overlayMisfit(page, '.ant-drawer-content-wrapper');
    if (drawer) wide.push(`history drawer (${locale}): ${drawer}`);
    await lightAndDark(page, `phone-history-${locale}`);
    await page.getByTestId('sidebar-termbases').click();
    await expect(page.locator('.ant-modal-container')).toBeVisible();
    await settleMotion(page);
    const manager = await overlayMisfit(page, '.ant-modal-container');
    if (manager) wide.push(`term base manager (${locale}): ${manager}`);
    await lightAndDark(page, `phone-termbases-${locale}`);
  }
  expect(wide).toEqual([]);
});
