import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import SQLite from 'better-sqlite3';

const root = path.resolve(import.meta.dirname, '../..');

/** Where shots of the site's pages go (git-ignored). */
export const SHOTS = path.join(root, '.tmp/shots');

/** A fresh browser: the cookie banner not yet answered (the suite's default answer is 'declined'). */
export const FRESH = { storageState: { cookies: [], origins: [] } };

export interface StoredStay {
  page_key: string;
  stay_ms: number;
  locale: string | null;
  user_id: string | null;
}

/** Page-stay events the server stored for pages under `prefix` since `since` (read from its database). */
export function storedStays(prefix: string, since: number): StoredStay[] {
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        "select page_key, stay_ms, locale, user_id from tracking_events where bury_point_id = 'page_stay' and page_key like ? and created_at >= ? order by created_at",
      )
      .all(`${prefix}%`, since) as StoredStay[];
  } finally {
    db.close();
  }
}

/** Makes an account an operator with the README's command, against the e2e server's database. */
export function makeOperator(email: string): void {
  execFileSync('node', ['--import', 'tsx', 'apps/server/src/cli/operator.ts', email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
}

/** The tab goes to the background, as when the user switches tabs (Chromium cannot hide a tab itself). */
export async function hideTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The tracking client has loaded (after the first paint, when the browser was idle). */
export async function waitForTracking(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('start-tracking'))),
    )
    .toBe(true);
  // It asks the server for the first visit before it starts timing.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('track_first_visit'))).not.toBeNull();
}

/** The browser says Do Not Track. */
export async function sayDoNotTrack(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
}

export type Look = { locale: string; scheme: 'light' | 'dark'; device: 'desktop' | 'phone' };

/** Runs `shoot` in enus, zhcn and arsa, light and dark, desktop 1440x900 and phone 375x812. */
export async function eachLook(page: Page, shoot: (look: Look) => Promise<void>): Promise<void> {
  for (const locale of ['enus', 'zhcn', 'arsa']) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [device, size] of [
        ['desktop', { width: 1440, height: 900 }],
        ['phone', { width: 375, height: 812 }],
      ] as const) {
        await page.setViewportSize(size);
        await shoot({ locale, scheme, device });
      }
    }
  }
}

/** Where the shot of one page in one look goes. */
export function shotPath(name: string, { locale, scheme, device }: Look): string {
  return path.join(SHOTS, `${name}-${locale}-${scheme}-${device}.png`);
}
