import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseBudget } from '../../src/features/workspace/llm-budget.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE);
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
const start = 1_000 * MINUTE;

describe('DatabaseBudget', () => {
  it('keeps the requests per minute of two processes together', async () => {
    const endpoint = { id: 'llm-rpm', requestsPerMinute: 3 };
    const one = new DatabaseBudget(t.db, endpoint);
    const other = new DatabaseBudget(t.db, endpoint);
    expect(await one.take(10, start + 1000)).toBe(0);
    expect(await other.take(10, start + 2000)).toBe(0);
    expect(await one.take(10, start + 3000)).toBe(0);
    // The fourth waits for the next minute, whichever process asks.
    expect(await other.take(10, start + 4000)).toBe(MINUTE - 4000);
    expect(await one.take(10, start + 5000)).toBe(MINUTE - 5000);
    expect(await other.take(10, start + MINUTE)).toBe(0);
  });

  it('keeps the tokens per minute, corrected by the usage the model server reported', async () => {
    const endpoint = { id: 'llm-tpm', tokensPerMinute: 1000 };
    const one = new DatabaseBudget(t.db, endpoint);
    const other = new DatabaseBudget(t.db, endpoint);
    expect(await one.take(600, start)).toBe(0);
    expect(await other.take(600, start + 10)).toBeGreaterThan(0);
    // The first request used only 200 of the 600 it was counted for: room for the second.
    await one.correct(600, 200, start);
    expect(await other.take(600, start + 20)).toBe(0);
    // A request larger than the whole budget goes alone in an empty minute.
    expect(await one.take(5000, start + 2 * MINUTE)).toBe(0);
  });

  it('keeps each endpoint apart and forgets old minutes', async () => {
    const rpm = new DatabaseBudget(t.db, { id: 'llm-a', requestsPerMinute: 1 });
    const strong = new DatabaseBudget(t.db, { id: 'llm-b', requestsPerMinute: 1 });
    expect(await rpm.take(1, start)).toBe(0);
    expect(await strong.take(1, start)).toBe(0);
    expect(await rpm.take(1, start + 10 * MINUTE)).toBe(0);
    const rows = await t.db.selectFrom('llm_budget_windows').selectAll().where('endpoint', '=', 'llm-a').execute();
    expect(rows.map((row) => Number(row.window_start))).toEqual([start + 10 * MINUTE]);
  });
});
