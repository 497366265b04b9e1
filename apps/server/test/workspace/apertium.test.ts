import { createEngineSet, type EngineSet } from '@glossa/translate/engines/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from '../test-app.ts';
import { settled, visitor } from './workspace-kit.ts';

let engines: EngineSet;
let t: TestApp;
beforeAll(async () => {
  // The real offline engine as `npm start` finds it, with the pairs this test uses (probing every
  // installed pair takes minutes on a busy machine; the offline end-to-end test starts them all).
  engines = await createEngineSet({ env: {}, apertiumPairs: ['eng-spa', 'fr-es'] });
  t = await createTestApp({}, FALLBACK_BUNDLE, { engines });
}, 60_000);
afterAll(async () => {
  await t.close();
  await engines.close();
});

describe('translation with Apertium', () => {
  it('translates English text to Spanish, paragraph by paragraph, and says when a pair has no engine', async () => {
    expect(engines.engines.map((engine) => engine.kind)).toContain('apertium');
    const me = visitor(t.app);
    const created = await me.post('/conversation/createConversation', {
      overseasConversationModule: 'text',
      sourceLanguage: 'en',
      targetLanguage: 'es',
      text: 'The house is red.\n\nI like the green garden.',
    });
    const detail = await settled(me, created.json.data.conversation.conversationId);
    const block = detail.messages[1]?.blocks[0];
    const text = block && 'content' in block ? block.content : '';
    expect(text).toMatch(/casa/i);
    expect(text).toMatch(/jardín/i);
    expect(text.split('\n\n')).toHaveLength(2);

    const none = await me.post('/conversation/createConversation', {
      overseasConversationModule: 'text',
      sourceLanguage: 'ja',
      targetLanguage: 'ko',
      text: 'こんにちは',
    });
    expect(none.status).toBe(422);
    expect(none.json.msg).toBe('No translation engine on this server translates Japanese to Korean');
    const page = await me.post('/conversation/queryOverseasConversationPage', {});
    expect(page.json.data.total).toBe(1);
    expect((await me.get('/system/combo/settings')).json.data.quota.dailyLeft).toBe(19);
  });
});
