import { randomBytes } from 'node:crypto';
import { CHAT_PATHS } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from '../test-app.ts';
import { GatedEngine, gatedEngineSet } from './gated-engine.ts';
import { W } from './workspace-kit.ts';

const engine = new GatedEngine();
let t: TestApp;
// The server's clock, moved by the test: "per minute" is checked without waiting a minute.
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp(
    {
      JOB_WORKERS: '1',
      JOB_OWNER_PER_MINUTE: '3',
      JOB_OWNER_WAITING: '2',
      JOB_ADDRESS_PER_MINUTE: '6',
      JOB_ADDRESS_WAITING: '4',
    },
    FALLBACK_BUNDLE,
    { engines: gatedEngineSet(engine), now: () => clock },
  );
});
afterAll(async () => {
  engine.drain();
  await t.close();
});

/** A visitor at a client address; answers the envelope of each call. */
function client(address: string, locale = 'enus', clientId = randomBytes(16).toString('hex')) {
  const call = async (url: string, payload: object = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${W}${url}`,
      remoteAddress: address,
      headers: { 'x-client-id': clientId, 'lan-i18n-code': locale },
      payload,
    });
    return { status: response.statusCode, json: response.json() };
  };
  return {
    clientId,
    call,
    translate: (text: string) =>
      call(CHAT_PATHS.create, { overseasConversationModule: 'text', sourceLanguage: 'en', targetLanguage: 'de', text }),
    owned: async (table: 'conversations' | 'stored_files') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('owner', '=', `visitor:${clientId}`)
            .executeTakeFirst()
        )?.count ?? 0,
      ),
  };
}

describe('job limits per owner and per address', () => {
  it('refuses a job beyond the waiting limit, in the reader language, storing nothing', async () => {
    const me = client('10.0.0.1');
    expect((await me.translate('First text of the owner.')).status).toBe(200);
    await engine.waitForCalls(1); // the only worker holds it: the next ones wait
    expect((await me.translate('Second text of the owner.')).status).toBe(200);
    expect((await me.translate('Third text of the owner.')).status).toBe(200);
    const refused = await me.translate('Fourth text of the owner.');
    expect([refused.status, refused.json.code]).toEqual([429, ERRORS.tooManyWaitingJobs.code]);
    expect(refused.json.msg).toBe('2 translations are already waiting: let them finish before starting another');
    const inGerman = await client('10.0.0.1', 'dede', me.clientId).translate('Vierter Text.');
    expect(inGerman.json.msg).toBe(
      'Es warten bereits 2 Übersetzungen: Lassen Sie sie fertig werden, bevor Sie eine weitere starten',
    );
    expect([await me.owned('conversations'), await me.owned('stored_files')]).toEqual([3, 3]);
    // Another visitor at the same address is not held by this owner's queue.
    expect((await client('10.0.0.1').translate('Another visitor, same network.')).status).toBe(200);
  });

  it('refuses more jobs per minute than allowed, even after deleting some, until the minute has passed', async () => {
    const me = client('10.0.0.2', 'dede');
    for (const text of ['Eins.', 'Zwei.', 'Drei.']) {
      const created = await me.translate(text);
      expect(created.status).toBe(200);
      // Paused jobs do not wait: only the per-minute count is left to refuse the fourth.
      const id = created.json.data.conversation.conversationId;
      expect((await me.call(CHAT_PATHS.pause, { conversationId: id })).json.data.paused).toBe(true);
    }
    const refused = await me.translate('Vier.');
    expect([refused.status, refused.json.code]).toEqual([429, ERRORS.tooManyJobs.code]);
    expect(refused.json.msg).toBe(
      'In der letzten Minute wurden zu viele Übersetzungen gestartet: Bitte warten Sie einen Moment und versuchen Sie es erneut',
    );
    const page = await me.call(CHAT_PATHS.page, {});
    await me.call(`${CHAT_PATHS.remove}/${page.json.data.records[0].conversationId}`);
    expect((await me.translate('Vier.')).json.code).toBe(ERRORS.tooManyJobs.code);
    clock += 61_000;
    expect((await me.translate('Vier.')).status).toBe(200);
  });

  it('counts jobs per client address too: waiting at once and started per minute', async () => {
    // Four visitors behind one address fill its waiting limit (the worker is still held).
    for (let i = 0; i < 4; i++) expect((await client('10.0.0.3').translate(`Text number ${i}.`)).status).toBe(200);
    const fifth = await client('10.0.0.3').translate('One too many.');
    expect([fifth.status, fifth.json.msg]).toEqual([
      429,
      '4 translations are already waiting: let them finish before starting another',
    ]);
    expect((await client('10.0.0.4').translate('Another network.')).status).toBe(200);

    // Six visitors behind another address start a job each and pause it: the seventh is refused.
    for (let i = 0; i < 6; i++) {
      const visitor = client('10.0.0.5');
      const created = await visitor.translate(`Paused text ${i}.`);
      expect(created.status).toBe(200);
      await visitor.call(CHAT_PATHS.pause, { conversationId: created.json.data.conversation.conversationId });
    }
    const seventh = await client('10.0.0.5').translate('Seventh.');
    expect(seventh.json.code).toBe(ERRORS.tooManyJobs.code);
  });
});
