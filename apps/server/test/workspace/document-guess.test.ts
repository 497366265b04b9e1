import { ApertiumEngine } from '@glossa/translate/engines/apertium/apertium-engine';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from '../test-app.ts';
import { settled, startDocument, upload, visitor } from './workspace-kit.ts';

/** English notes among Chinese lines: too mixed for the detector to be sure of the whole. */
const MIXED = [
  'The annual report is ready for the meeting tomorrow.',
  '年度报告已经准备好了，明天开会。',
  'The figures were checked by the finance team.',
  '财务团队检查了数字。',
  'Please send corrections before the end of the month.',
].join('\n\n');

describe('a document whose language the detector is unsure of, with an engine that cannot read any language', () => {
  let apertium: ApertiumEngine;
  let t: TestApp;
  beforeAll(async () => {
    apertium = await ApertiumEngine.start({ pairs: ['eng-spa'] });
    t = await createTestApp({}, FALLBACK_BUNDLE, {
      engines: { engines: [apertium], pseudo: new PseudoEngine(), close: async () => {} },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await apertium.close();
  });

  it('is translated from its guess, named as one, instead of refused', async () => {
    const me = visitor(t.app);
    const uploaded = await upload(t.app, me, [{ name: 'notes.txt', bytes: new TextEncoder().encode(MIXED) }]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.json.data).toMatchObject({ detectedLanguage: null, guessedLanguage: 'en' });

    const conversationId = await startDocument(me, uploaded.json.data.fileId, 'auto', 'es');
    const detail = await settled(me, conversationId);
    const translation = detail.messages[1]?.blocks.find((block) => block.type === 'translation');
    expect(translation?.attributes).toMatchObject({ guessedSource: { language: 'en' } });
    const preview = await me.post('/conversation/getPreviewSentences', {
      conversationId,
      pageNum: 1,
      pageSize: 10,
    });
    const first = preview.json.data.records[0];
    expect(first.source).toBe('The annual report is ready for the meeting tomorrow.');
    expect(first.target).toMatch(/informe/i);
  });

  it('is not given a guess when the detector is sure', async () => {
    const me = visitor(t.app);
    const text = 'The annual report is ready for the meeting tomorrow, and the figures were checked.';
    const uploaded = await upload(t.app, me, [{ name: 'sure.txt', bytes: new TextEncoder().encode(text) }]);
    expect(uploaded.json.data).toMatchObject({ detectedLanguage: 'en', guessedLanguage: null });
  });
});
