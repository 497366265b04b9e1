import { CHAT_PATHS } from '@glossa/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyService } from '../src/features/api-keys/service.ts';
import { QuotaService } from '../src/features/quota/service.ts';
import { signUpUser } from './console-kit.ts';
import { type WorkspaceTest, workspaceApp } from './workspace/workspace-kit.ts';

/**
 * Entitlements as a ledger (decision 0033): what an owner may use is read from the entries in
 * force, and "unlimited" is a value of the model, not a NULL read as zero.
 */
let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp();
});
afterAll(async () => w.close());

const textTurn = { overseasConversationModule: 'text', sourceLanguage: 'en', targetLanguage: 'de', text: 'Hello.' };

describe('an enterprise plan', () => {
  it('translates a thousand texts and more, through every door, and says it is unlimited', async () => {
    const user = await signUpUser(w.t);
    const owner = { kind: 'user' as const, userId: user.userId };
    const quota = new QuotaService({ db: w.t.db });
    await quota.grant(owner, 'enterprise');
    // A thousand chats charged as the server charges them (the job's own transaction).
    for (let i = 0; i < 1000; i++) {
      await w.t.db
        .transaction()
        .execute((trx) =>
          quota.charge(trx, owner, { jobId: `enterprise-${i}`, conversationId: null, kind: 'translate' }),
        );
    }
    // Then a turn through each door: the web app, the native API, DeepL's and LibreTranslate's.
    expect((await user.post(CHAT_PATHS.create, textTurn)).json.code).toBe(200);
    const { secret } = await new ApiKeyService({ db: w.t.db, now: Date.now }).create(user.userId, 'enterprise');
    const native = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/translate',
      headers: { authorization: `Bearer ${secret}` },
      payload: { texts: ['Good morning.'], target: 'de' },
    });
    expect(native.statusCode).toBe(200);
    const deepl = await w.t.app.inject({
      method: 'POST',
      url: '/v2/translate',
      headers: { authorization: `DeepL-Auth-Key ${secret}` },
      payload: { text: ['Good evening.'], target_lang: 'DE' },
    });
    expect(deepl.statusCode).toBe(200);
    const libre = await w.t.app.inject({
      method: 'POST',
      url: '/translate',
      payload: { q: 'Good night.', source: 'en', target: 'de', api_key: secret },
    });
    expect(libre.statusCode).toBe(200);
    const spent = await w.t.db
      .selectFrom('usage_records')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner', '=', `user:${user.userId}`)
      .where('source', '=', 'unlimited')
      .executeTakeFirst();
    expect(Number(spent?.count)).toBe(1004);
    const info = await quota.packageInfo(owner);
    expect(info).toMatchObject({ plan: 'enterprise', member: true, unlimited: true, planLeft: null, dailyLeft: null });
  });
});
