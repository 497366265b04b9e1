import type { ConversationDetail } from '@glossa/contracts/chat';
import { ApertiumEngine } from '@glossa/translate/engines/apertium/apertium-engine';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termBaseCaller } from '../term-base-client.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from '../test-app.ts';
import { settled, type Visitor, visitor, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

const TEXT = 'Glossa says the house is red.\n\nThe garden of the house is green.';

/** Types a text on the home page: a text conversation, with the term base when given. */
async function typeText(me: Visitor, text: string, termBaseId?: string): Promise<string> {
  const created = await me.post('/conversation/createConversation', {
    overseasConversationModule: 'text',
    sourceLanguage: 'en',
    targetLanguage: 'es',
    text,
    ...(termBaseId ? { termBaseId } : {}),
  });
  if (created.status !== 200) throw new Error(created.body);
  return created.json.data.conversation.conversationId as string;
}

function translationBlock(detail: ConversationDetail) {
  const block = detail.messages[1]?.blocks.find((b) => b.type === 'translation');
  return block?.type === 'translation' ? block : undefined;
}

function translationOf(detail: ConversationDetail): string {
  return translationBlock(detail)?.content ?? '';
}

/** A term base of the visitor's: "house" has a fixed rendering, "Glossa" is never translated. */
async function houseTerms(t: TestApp, me: Visitor, target: string): Promise<string> {
  const terms = termBaseCaller(t, { clientId: me.clientId });
  const base = await terms.create('House terms', 'en', 'es');
  await terms.add(base.termBaseId, { source: 'house', target });
  await terms.add(base.termBaseId, { source: 'Glossa', target: '', doNotTranslate: true, caseSensitive: true });
  return base.termBaseId;
}

/** The saved segments of the conversation's translation, in order. */
async function savedSegments(t: TestApp, conversationId: string) {
  return t.db
    .selectFrom('version_segments')
    .innerJoin('jobs', 'jobs.id', 'version_segments.version_id')
    .select(['version_segments.target', 'version_segments.origin'])
    .where('jobs.conversation_id', '=', conversationId)
    .where('jobs.kind', '=', 'translate')
    .orderBy('version_segments.position')
    .execute();
}

/** The text appended to the translation block while it streamed. */
async function streamedPieces(t: TestApp, conversationId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('conversation_events')
    .select('data')
    .where('conversation_id', '=', conversationId)
    .orderBy('seq')
    .execute();
  return rows
    .map((row) => JSON.parse(row.data) as { type: string; text?: string })
    .flatMap((event) => (event.type === 'append' ? [event.text ?? ''] : []));
}

describe('a term base on a typed text (llm engine, streamed)', () => {
  let w: WorkspaceTest;
  beforeAll(async () => {
    w = await workspaceApp({ chunkDelayMs: 1 });
  });
  afterAll(async () => w.close());

  it('is followed by the streamed block, the saved segments and the download', async () => {
    const me = visitor(w.t.app);
    const termBaseId = await houseTerms(w.t, me, 'CASA-TERM');

    // Without the term base the engine renders both words its own way.
    const plain = translationOf(await settled(me, await typeText(me, TEXT)));
    expect(plain).toContain('es:house');
    expect(plain).toContain('es:Glossa');

    const id = await typeText(me, TEXT, termBaseId);
    const detail = await settled(me, id);
    expect(detail.messages[1]?.status).toBe('done');
    const translation = translationOf(detail);
    expect(translation).toMatch(/^Glossa es:says es:the CASA-TERM es:is es:red\.\n\n.*CASA-TERM/);
    expect(translationBlock(detail)?.attributes.terms).toEqual({
      applied: [
        { source: 'Glossa', target: 'Glossa' },
        { source: 'house', target: 'CASA-TERM' },
      ],
      violations: [],
    });
    expect(translation).not.toContain('es:house');

    const pieces = await streamedPieces(w.t, id);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toContain('CASA-TERM');
    for (const piece of pieces) expect(piece).not.toMatch(/[<>]/);

    const saved = await savedSegments(w.t, id);
    expect(saved.map((s) => s.origin)).toEqual(['engine', 'engine']);
    for (const segment of saved) expect(segment.target).toContain('CASA-TERM');
    const preview = await me.post('/conversation/getPreviewSentences', {
      conversationId: id,
      pageNum: 1,
      pageSize: 10,
    });
    expect(preview.json.data.records.map((r: { target: string }) => r.target)).toEqual(saved.map((s) => s.target));
    const file = await me.post('/conversation/downFile', { conversationId: id, format: 'txt', mode: 'translated' });
    expect(file.status).toBe(200);
    expect(file.body).toContain('Glossa es:says es:the CASA-TERM');
  });

  it('serves the same text typed again from the translation memory, without the engine', async () => {
    const me = visitor(w.t.app);
    const termBaseId = await houseTerms(w.t, me, 'VIVIENDA-TERM');
    const first = translationOf(await settled(me, await typeText(me, TEXT, termBaseId)));
    expect(first).toContain('VIVIENDA-TERM');

    const requests = w.llm.stats.requests;
    const again = await typeText(me, TEXT, termBaseId);
    expect(translationOf(await settled(me, again))).toBe(first);
    expect(w.llm.stats.requests).toBe(requests);
    expect((await savedSegments(w.t, again)).map((s) => s.origin)).toEqual(['memory', 'memory']);

    // Another visitor's memory is theirs: the same text and terms go to the engine.
    const other = visitor(w.t.app);
    await settled(other, await typeText(other, TEXT, await houseTerms(w.t, other, 'VIVIENDA-TERM')));
    expect(w.llm.stats.requests).toBe(requests + 2);
  });

  it('pauses and resumes without sending a saved segment again', async () => {
    const me = visitor(w.t.app);
    const termBaseId = await houseTerms(w.t, me, 'CASA-TERM');
    const paragraphs = Array.from({ length: 6 }, (_, i) => `Paragraph ${i + 1}: the house number ${i + 1} is old.`);
    w.llm.options.latencyMs = 300;
    try {
      const id = await typeText(me, paragraphs.join('\n\n'), termBaseId);
      const savedCount = async () => (await savedSegments(w.t, id)).filter((s) => s.target !== null).length;
      for (let i = 0; i < 400 && (await savedCount()) < 2; i++) await new Promise((r) => setTimeout(r, 10));
      expect((await me.post('/conversation/pauseConversation', { conversationId: id })).json.data.paused).toBe(true);
      await settled(me, id, 'paused');
      const savedAtPause = await savedCount();
      expect(savedAtPause).toBeLessThan(6);
      w.llm.options.latencyMs = 0;
      const requests = w.llm.stats.requests;
      expect((await me.post('/conversation/resumeConversation', { conversationId: id })).json.data.resumed).toBe(true);
      const detail = await settled(me, id);
      expect(w.llm.stats.requests - requests).toBe(6 - savedAtPause);
      const translation = translationOf(detail);
      expect(translation.split('\n\n')).toHaveLength(6);
      expect(translation.match(/CASA-TERM/g)).toHaveLength(6);
    } finally {
      w.llm.options.latencyMs = 0;
    }
  });
});

describe('a term base on a typed text (Apertium)', () => {
  let apertium: ApertiumEngine;
  let t: TestApp;
  beforeAll(async () => {
    // The real offline engine with only the pair used here: probing every installed pair takes
    // long on a busy machine.
    apertium = await ApertiumEngine.start({ pairs: ['eng-spa'] });
    const engines = { engines: [apertium], pseudo: new PseudoEngine(), close: async () => {} };
    t = await createTestApp({}, FALLBACK_BUNDLE, { engines });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await apertium.close();
  });

  it('puts the terms in through placeholders and keeps them in memory', async () => {
    expect(apertium.modeNames()).toEqual(['eng-spa']);
    const me = visitor(t.app);
    const plain = translationOf(await settled(me, await typeText(me, TEXT)));
    expect(plain).toMatch(/casa/i);
    expect(plain).not.toContain('vivienda');

    const termBaseId = await houseTerms(t, me, 'vivienda');
    const id = await typeText(me, TEXT, termBaseId);
    const translation = translationOf(await settled(me, id));
    expect(translation).toMatch(/^Glossa .*vivienda.*roj.*\n\n.*vivienda/);
    expect(translation).not.toMatch(/casa|<x/i);
    const file = await me.post('/conversation/downFile', { conversationId: id, format: 'txt', mode: 'translated' });
    expect(file.body).toContain('vivienda');

    const again = await typeText(me, TEXT, termBaseId);
    expect(translationOf(await settled(me, again))).toBe(translation);
    expect((await savedSegments(t, again)).map((s) => s.origin)).toEqual(['memory', 'memory']);
  }, 60_000);

  it('makes the words around a term agree with it and lists the terms applied on the message', async () => {
    const me = visitor(t.app);
    const terms = termBaseCaller(t, { clientId: me.clientId });
    const base = await terms.create('Billing', 'en', 'es');
    await terms.add(base.termBaseId, { source: 'bill', target: 'factura' });
    await terms.add(base.termBaseId, { source: 'dashboard', target: 'consola' });
    await terms.add(base.termBaseId, { source: 'receipt', target: 'recibo' });
    const detail = await settled(
      me,
      await typeText(me, 'The bill is ready.\n\nThe new bills are red.', base.termBaseId),
    );
    const block = translationBlock(detail);
    // "bills" is not a term: the pair says it its own way; "bill" is, and its article agrees with it.
    expect(block?.content).toMatch(/^La factura está/);
    expect(block?.attributes.terms).toEqual({ applied: [{ source: 'bill', target: 'factura' }], violations: [] });

    // Without a term base, the message says nothing about terms.
    expect(
      translationBlock(await settled(me, await typeText(me, 'The bill is ready.')))?.attributes.terms,
    ).toBeUndefined();
  }, 60_000);
});
