import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { CHAT_PATHS } from '@glossa/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, buy, signUp } from '../billing-kit.ts';
import { settled, type Visitor, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

/**
 * One count of chats left (docs/product.md §4.3): the account menu and the launcher (chat
 * settings), the plan panel (package info) and the usage page (each record's balance) tell the
 * same number, whichever count a turn was spent from.
 */
let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp();
});
afterAll(async () => w.close());

const asVisitor = (who: Buyer): Visitor => ({
  clientId: '',
  post: (url, body) => who.post(url, body),
  get: (url) => who.get(url),
});

/** The chats left as each screen reads them, and the newest usage record's balance. */
async function counts(who: Buyer) {
  const settings = (await who.get(CHAT_PATHS.settings)).json.data.quota;
  const info = (await who.get(ACCOUNT_PATHS.packageInfo)).json.data;
  const usage = (await who.post(ACCOUNT_PATHS.usagePage, { pageSize: 100 })).json.data;
  return { menu: settings.chatsLeft, panel: info.chatsLeft, balance: usage.records[0]?.balanceAfter, usage, info };
}

describe('the chats left', () => {
  it('agree after a translation and four follow-ups, each of which used one chat', async () => {
    const me = await signUp(w.t, 'counts@example.com');
    const start = await counts(me);
    expect(start).toMatchObject({ menu: 20, panel: 20, balance: undefined });

    const created = await me.post(CHAT_PATHS.create, {
      overseasConversationModule: 'text',
      sourceLanguage: 'en',
      targetLanguage: 'de',
      text: 'The house is red. The garden is green.',
    });
    const id = created.json.data.conversation.conversationId as string;
    await settled(asVisitor(me), id);
    const followUps = [
      { kind: 'refine', content: 'More formal, please.' },
      { kind: 'ask', content: 'What colour is the house?' },
      { kind: 'quote', quote: 'The garden is green.', content: 'Why green?' },
      { kind: 'summarize', content: '' },
    ];
    for (const followUp of followUps) {
      expect((await me.post(CHAT_PATHS.send, { conversationId: id, ...followUp })).json.code).toBe(200);
      await settled(asVisitor(me), id);
    }

    const after = await counts(me);
    expect(after).toMatchObject({ menu: 15, panel: 15, balance: 15 });
    expect(after.info.dailyLeft).toBe(15);
    const used = after.usage.records.map((r: { kind: string; change: number; balanceAfter: number }) => [
      r.kind,
      r.change,
      r.balanceAfter,
    ]);
    expect(used).toEqual([
      ['summarize', -1, 15],
      ['quote', -1, 16],
      ['ask', -1, 17],
      ['refine', -1, 18],
      ['translate', -1, 19],
    ]);
  });

  it('count packs in: a daily chat and a pack chat both leave the balance every screen shows', async () => {
    const me = await signUp(w.t, 'counts-pack@example.com');
    await buy(w.t, me, 'pack-500');
    expect(await counts(me)).toMatchObject({ menu: 520, panel: 520, balance: 520 });
    const created = await me.post(CHAT_PATHS.create, {
      overseasConversationModule: 'text',
      sourceLanguage: 'en',
      targetLanguage: 'de',
      text: 'Good morning.',
    });
    await settled(asVisitor(me), created.json.data.conversation.conversationId);
    // The day's chat was spent: its record's balance is every count left, not the day's alone.
    const daily = await counts(me);
    expect(daily).toMatchObject({ menu: 519, panel: 519, balance: 519 });
    expect(daily.usage.records[0]).toMatchObject({ source: 'daily', change: -1 });
    expect(daily.info).toMatchObject({ dailyLeft: 19, packLeft: 500 });
  });
});
