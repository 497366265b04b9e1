import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeTranslate } from '../../../packages/translate/test/fake-llm-server.ts';
import type { Buyer } from './billing-kit.ts';
import { signUpUser } from './console-kit.ts';
import { libreClient } from './libretranslate-kit.ts';
import { type WorkspaceTest, workspaceApp } from './workspace/workspace-kit.ts';

/**
 * The public APIs' core (decision 0026) as every facade uses it, seen here through the
 * LibreTranslate routes: one chat per text request, given back when our side fails; the owner's
 * memory and usage; the account's plan bounding what a key may do.
 */
let w: WorkspaceTest;
let lt: ReturnType<typeof libreClient>;

beforeAll(async () => {
  w = await workspaceApp();
  lt = libreClient(w.t);
});
afterAll(async () => w?.close());

async function keyOf(user: Buyer, name = 'core test'): Promise<string> {
  const created = await user.post('/user/apiKeys/create', { name });
  expect(created.status, created.body).toBe(200);
  return created.json.data.secret;
}

const usageRows = (userId: string) =>
  w.t.db.selectFrom('usage_records').selectAll().where('owner', '=', `user:${userId}`).execute();

describe('the public API core', () => {
  it('charges one chat per text request, shown as an API translation in the owner usage', async () => {
    const user = await signUpUser(w.t);
    const key = await keyOf(user);
    const answer = await lt.json('/translate', {
      q: ['One.', 'Two.', 'Three.'],
      source: 'en',
      target: 'es',
      api_key: key,
    });
    expect(answer.status, answer.body).toBe(200);
    const rows = await usageRows(user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'api', change: -1, conversation_id: null });
    const billed = await w.t.db
      .selectFrom('api_requests')
      .selectAll()
      .where('owner', '=', `user:${user.userId}`)
      .execute();
    expect(billed.map((row) => Number(row.characters))).toEqual([14]);
    // The account's usage list (the website's) names it.
    const usage = await user.post(ACCOUNT_PATHS.usagePage, { pageNum: 1, pageSize: 10 });
    expect(usage.json.data.records).toEqual([expect.objectContaining({ kind: 'api', change: -1, source: 'daily' })]);
  });

  it('gives the chat back when the engine fails, and keeps no billed characters', async () => {
    const user = await signUpUser(w.t);
    const key = await keyOf(user);
    w.llm.options.failFirst = 100;
    try {
      const answer = await lt.json('/translate', { q: 'It breaks.', source: 'en', target: 'fr', api_key: key });
      expect(answer.status).toBe(500);
    } finally {
      w.llm.options.failFirst = 0;
    }
    expect(await usageRows(user.userId)).toEqual([]);
    const billed = await w.t.db
      .selectFrom('api_requests')
      .selectAll()
      .where('owner', '=', `user:${user.userId}`)
      .execute();
    expect(billed).toEqual([]);
  });

  it("reuses the owner's translation memory: a repeated text is not sent to the engine again", async () => {
    const user = await signUpUser(w.t);
    const key = await keyOf(user);
    const text = 'A sentence remembered by the memory of this account only.';
    const first = await lt.json('/translate', { q: text, source: 'en', target: 'de', api_key: key });
    expect(first.json).toEqual({ translatedText: fakeTranslate(text, 'de') });
    const before = w.llm.stats.segmentsByText[text] ?? 0;
    const again = await lt.json('/translate', { q: text, source: 'en', target: 'de', api_key: key });
    expect(again.json).toEqual(first.json);
    expect(w.llm.stats.segmentsByText[text] ?? 0).toBe(before);
    // Another account's memory is its own: the engine translates it for them.
    const other = await signUpUser(w.t);
    const otherKey = await keyOf(other);
    await lt.json('/translate', { q: text, source: 'en', target: 'de', api_key: otherKey });
    expect(w.llm.stats.segmentsByText[text]).toBe(before + 1);
  });

  it("stops at the plan's daily allowance, and counts a key's requests against its account", async () => {
    const user = await signUpUser(w.t);
    const [first, second] = [await keyOf(user, 'first'), await keyOf(user, 'second')];
    const free = await w.t.db
      .selectFrom('plans')
      .select('daily_chats')
      .where('id', '=', 'free')
      .executeTakeFirstOrThrow();
    const allowance = Number(free.daily_chats);
    for (let i = 0; i < allowance; i++) {
      const answer = await lt.json('/translate', {
        q: `Text ${i}.`,
        source: 'en',
        target: 'es',
        api_key: i % 2 ? first : second,
      });
      expect(answer.status, answer.body).toBe(200);
    }
    const refused = await lt.json('/translate', { q: 'One more.', source: 'en', target: 'es', api_key: first });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/chats are used up/);
    expect(await usageRows(user.userId)).toHaveLength(allowance);
  });

  it('refuses a pair no engine serves before charging anything', async () => {
    const user = await signUpUser(w.t);
    const key = await keyOf(user);
    const answer = await lt.json('/translate', { q: 'Hello', source: 'en', target: 'xx-nope', api_key: key });
    expect(answer.status).toBe(400);
    expect(await usageRows(user.userId)).toEqual([]);
  });
});
