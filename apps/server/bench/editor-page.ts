/**
 * The page's share of bench:editor: Chromium opens the segment editor of a conversation on the
 * bench's server (listening on a free port, serving the built web app) as the bench's visitor.
 * Every figure comes from the page's own clock and the Performance API (resource and long-task
 * entries); nothing is asserted.
 */
import { existsSync } from 'node:fs';
import { STORAGE_KEYS } from '@glossa/contracts/limits';
import { chromium } from '@playwright/test';
import type { FastifyInstance } from 'fastify';

export interface Share {
  total: number;
  server: number;
}

export interface PageShare {
  open: Share;
  firstSave: Share;
  nextSave: Share;
  scroll: { steps: number; longTasks: number[]; mostRows: number };
}

const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(
  (file): file is string => Boolean(file && existsSync(file)),
);

/** The time the last request to `path` took, from its request to its last byte. */
const requestTime = (path: string) => `(() => {
  const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes(${JSON.stringify(path)}));
  const last = entries.at(-1);
  return last ? last.responseEnd - last.requestStart : 0;
})()`;

export async function editorPageShare(
  app: FastifyInstance,
  clientId: string,
  conversationId: string,
): Promise<PageShare> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(
      ([key, id]) => {
        localStorage.setItem(key, id);
        const seen: number[] = [];
        (window as unknown as { longTasks: number[] }).longTasks = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.push(Math.round(entry.duration));
        }).observe({ type: 'longtask' });
      },
      [STORAGE_KEYS.clientId, clientId] as const,
    );
    const page = await context.newPage();
    await page.goto(`${address}/enus/chat/${conversationId}/editor`);
    const rows = page.getByTestId('segment-row');
    await rows.first().waitFor();
    const openTotal = await page.evaluate(() => performance.now());
    const openServer = (await page.evaluate(requestTime('/editorSegments'))) as number;

    async function save(text: string): Promise<Share> {
      await page.keyboard.press('Enter');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(text);
      const started = await page.evaluate(() => performance.now());
      await page.keyboard.press('ControlOrMeta+Enter');
      await page.getByText('All changes saved').waitFor();
      await page.getByText(text).waitFor();
      const total = (await page.evaluate(() => performance.now())) - started;
      await page.keyboard.press('Escape');
      return { total, server: (await page.evaluate(requestTime('/editTranslation'))) as number };
    }
    await rows.first().click();
    const firstSave = await save('Erste Zeile, geprüft.');
    const nextSave = await save('Zweite Zeile, geprüft.').catch(async (error) => {
      await page.screenshot({ path: '/tmp/bench-editor.png' });
      throw error;
    });

    await page.evaluate(() => {
      (window as unknown as { longTasks: number[] }).longTasks.length = 0;
    });
    const list = page.getByTestId('segment-list');
    await list.hover();
    let mostRows = 0;
    let steps = 0;
    for (; steps < 400; steps++) {
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(16);
      mostRows = Math.max(mostRows, await rows.count());
      const atEnd = await list.evaluate(
        (element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 2,
      );
      if (atEnd) break;
    }
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.slice());
    return {
      open: { total: openTotal, server: openServer },
      firstSave,
      nextSave,
      scroll: { steps, longTasks, mostRows },
    };
  } finally {
    await browser.close();
  }
}
