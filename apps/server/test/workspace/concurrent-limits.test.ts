import { ERRORS } from '@glossa/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from '../test-app.ts';
import { GatedEngine, gatedEngineSet } from './gated-engine.ts';
import { upload, visitor } from './workspace-kit.ts';

/**
 * Limits read and written by many requests at the same moment: each admission of an owner or an
 * address waits for the one before it, so a burst cannot pass a limit together (on PostgreSQL,
 * where transactions run side by side, as on SQLite).
 */
const engine = new GatedEngine();
let t: TestApp;
const DAILY = 20;
const UPLOADS = 5;

beforeAll(async () => {
  t = await createTestApp(
    {
      JOB_OWNER_PER_MINUTE: '1000',
      JOB_OWNER_WAITING: '1000',
      JOB_ADDRESS_PER_MINUTE: '1000',
      JOB_ADDRESS_WAITING: '1000',
      UPLOAD_OWNER_PER_MINUTE: String(UPLOADS),
    },
    FALLBACK_BUNDLE,
    { engines: gatedEngineSet(engine) },
  );
  await t.db.updateTable('plans').set({ daily_chats: DAILY }).where('id', '=', 'free').execute();
});
afterAll(async () => {
  engine.drain();
  await t.close();
});

describe('a burst of requests against one limit', () => {
  it('charges exactly the daily allowance when 40 turns arrive at once', async () => {
    const me = visitor(t.app);
    const answers = await Promise.all(
      Array.from({ length: 2 * DAILY }, (_, i) =>
        me.post('/conversation/createConversation', {
          overseasConversationModule: 'text',
          sourceLanguage: 'en',
          targetLanguage: 'de',
          text: `Sentence number ${i} of the burst.`,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.json.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(DAILY);
    expect(codes.filter((code) => code === ERRORS.quotaExhausted.code)).toHaveLength(DAILY);
    const charged = await t.db
      .selectFrom('usage_records')
      .select('id')
      .where('owner', '=', `visitor:${me.clientId}`)
      .execute();
    expect(charged).toHaveLength(DAILY);
  });

  it('accepts exactly the per-minute uploads when twelve files arrive at once, refusing the rest unread', async () => {
    const me = visitor(t.app);
    const file = { name: 'note.txt', bytes: new TextEncoder().encode('A short note to translate.') };
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(t.app, me, [file])));
    const codes = answers.map((answer) => answer.json.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(UPLOADS);
    expect(codes.filter((code) => code === ERRORS.tooManyUploads.code)).toHaveLength(12 - UPLOADS);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.json.msg).toBe(
      'Too many files were sent in the last minute: wait a minute and send this one again',
    );
    const stored = await t.db
      .selectFrom('stored_files')
      .select('id')
      .where('owner', '=', `visitor:${me.clientId}`)
      .execute();
    expect(stored).toHaveLength(UPLOADS);
    // Another visitor is not held by this one's count.
    expect((await upload(t.app, visitor(t.app), [file])).status).toBe(200);
  });
});
