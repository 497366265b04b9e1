import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
export const SCREENSHOTS = path.join(root, 'e2e/artifacts/screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

type Messages = { [key: string]: string | Messages };

/** A text from the app's own locale files, so tests check the real translation. */
export function message(locale: string, namespace: string, key: string): string {
  const messages = JSON.parse(
    readFileSync(path.join(root, `packages/i18n/locales/${locale}/${namespace}.json`), 'utf8'),
  ) as Messages;
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No message ${locale}/${namespace}:${key}`);
  return node;
}

/** The page is up: React rendered and the launcher or page content is visible. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('header.site-header')).toBeVisible();
}

/**
 * Waits (up to 5 s) for the page's finite animations and transitions to end: a tooltip fading out
 * is measured by axe half-transparent, with a contrast no reader ever sees. Endless ones (a
 * spinner, a loading shimmer) are not waited for.
 */
export async function settleMotion(page: Page): Promise<void> {
  // Two frames first: a change just made (a colour scheme emulated, a class toggled) has started
  // its transitions by then, so they are seen running rather than missed and measured mid-way.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Clicks a menu's entry once the menu has finished opening. An opening menu is drawn at its place
 * for a frame or two, then scaled in from its trigger: Playwright can take those frames for a
 * still entry and click where it will be, which the scaling entry is not yet (a click on the
 * entry above it, or beside the menu, which closes it).
 */
export async function chooseMenuItem(page: Page, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await expect(item).toBeVisible();
  await settleMotion(page);
  await item.click();
}

/** Fails on serious or critical accessibility violations. */
export async function expectAccessible(page: Page, rules?: string[]): Promise<void> {
  await settleMotion(page);
  const axe = new AxeBuilder({ page });
  const results = await (rules ? axe.withRules(rules) : axe).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // The first node's own words say what was measured (a contrast's colours and ratio).
  const why = (v: (typeof serious)[number]) => v.nodes[0]?.any[0]?.message ?? '';
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')}) ${why(v)}`),
  ).toEqual([]);
}

/** Holds the page's requests to URLs that `matches` until the answered function is called. */
export async function holdRequests(page: Page, matches: (url: URL) => boolean): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(matches, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
