import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { CHAT_PATHS } from '@glossa/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, buy, signUp } from '../billing-kit.ts';
import { settled, visitor, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

let w: WorkspaceTest;
const DAILY = 3;

beforeAll(async () => {
  // Visitors counted per address as in production: the per-address count is the visitor allowance.
  w = await workspaceApp({}, {}, { VISITOR_ADDRESS_DAILY_CHATS: String(DAILY) });
  // Plans are data: a smaller daily count keeps the test short.
  await w.t.db.updateTable('plans').set({ daily_chats: DAILY }).where('id', '=', 'free').execute();
});
afterAll(async () => w.close());

const text = { overseasConversationModule: 'text', sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello there.' };

async function translate(who: Buyer) {
  const created = await who.post(CHAT_PATHS.create, text);
  if (created.json.code === 200) {
    const id = created.json.data.conversation.conversationId;
    await settled({ clientId: '', post: (url, body) => who.post(url, body), get: (url) => who.get(url) }, id);
  }
  return created;
}

describe('quotas that follow the plan', () => {
  it('a visitor rotating client ids from one address gets no more than the visitor allowance', async () => {
    const answers = [];
    for (let i = 0; i < DAILY + 2; i++) {
      const me = visitor(w.t.app);
      answers.push((await me.post(CHAT_PATHS.create, text)).json);
    }
    expect(answers.slice(0, DAILY).map((answer) => answer.code)).toEqual(Array(DAILY).fill(200));
    for (const refused of answers.slice(DAILY)) {
      expect(refused).toMatchObject({
        code: 10200,
        msg: 'Your chats are used up: subscribe to a plan or try again tomorrow',
      });
    }
    const fresh = visitor(w.t.app);
    expect((await fresh.get(CHAT_PATHS.settings)).json.data.quota.dailyLeft).toBe(0);
  });

  it('free users spend daily chats, then packs; members plan chats; the usage records sum to what was used', async () => {
    const me = await signUp(w.t, 'quota@example.com');
    for (let i = 0; i < DAILY; i++) expect((await translate(me)).json.code).toBe(200);
    const out = await translate(me);
    expect(out.json).toMatchObject({
      code: 10200,
      msg: 'Your chats are used up: subscribe to a plan or try again tomorrow',
    });

    await buy(w.t, me, 'pack-500');
    expect((await translate(me)).json.code).toBe(200);
    let info = (await me.get(ACCOUNT_PATHS.packageInfo)).json.data;
    expect(info).toMatchObject({ plan: 'free', dailyLeft: 0, packLeft: 499 });

    await buy(w.t, me, 'member');
    info = (await me.get(ACCOUNT_PATHS.packageInfo)).json.data;
    expect(info).toMatchObject({ plan: 'member', planLeft: 1000, packLeft: 499, rights: { fileMaxBytes: 52428800 } });
    expect((await translate(me)).json.code).toBe(200);
    info = (await me.get(ACCOUNT_PATHS.packageInfo)).json.data;
    expect(info).toMatchObject({ planLeft: 999, packLeft: 499 });

    const usage = (await me.post(ACCOUNT_PATHS.usagePage, { pageSize: 100 })).json.data;
    const records: { change: number; source: string; kind: string }[] = usage.records;
    const used = records.filter((r) => r.change < 0);
    expect(used.map((r) => r.source).sort()).toEqual(['daily', 'daily', 'daily', 'pack', 'plan']);
    // What was given less what was used is what is left.
    const given = records.filter((r) => r.change > 0).reduce((sum, r) => sum + r.change, 0);
    const spent = used.reduce((sum, r) => sum - r.change, 0);
    expect(spent).toBe(DAILY + 2);
    expect(given - (spent - DAILY)).toBe(info.planLeft + info.packLeft);
  });
});
