import type { ChatMessage } from '@glossa/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, translateDocx, translateText, visitor, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp({ chunkDelayMs: 1 }, { maxBatchTokens: 100, concurrency: 1 });
});
afterAll(async () => w.close());

const textOf = (message: ChatMessage | undefined) =>
  (message?.blocks ?? []).map((block) => ('content' in block ? block.content : '')).join('');

describe('chat on a translation', () => {
  it('answers questions, quotes and summaries in streamed replies', async () => {
    const me = visitor(w.t.app);
    const id = await translateText(me, 'The house is red. The garden is green.');
    await settled(me, id);
    const ask = await me.post('/conversation/sendMessage', {
      conversationId: id,
      kind: 'ask',
      content: 'What colour is the house?',
    });
    expect(ask.status).toBe(200);
    let detail = await settled(me, id);
    expect(detail.messages).toHaveLength(4);
    expect(detail.messages[2]).toMatchObject({
      role: 'user',
      kind: 'ask',
      blocks: [{ type: 'text', content: 'What colour is the house?' }],
    });
    expect(detail.messages[3]?.blocks[0]?.type).toBe('text');
    expect(textOf(detail.messages[3]).length).toBeGreaterThan(5);

    await me.post('/conversation/sendMessage', {
      conversationId: id,
      kind: 'quote',
      quote: 'The garden is green.',
      content: 'Why green?',
    });
    detail = await settled(me, id);
    expect(detail.messages[4]?.blocks).toEqual([
      { type: 'quote', content: 'The garden is green.' },
      { type: 'text', content: 'Why green?' },
    ]);
    expect(textOf(detail.messages[5])).not.toBe('');

    await me.post('/conversation/sendMessage', { conversationId: id, kind: 'summarize', content: '' });
    detail = await settled(me, id);
    expect(detail.messages[7]?.kind).toBe('summarize');
    expect(textOf(detail.messages[7])).not.toBe('');
    const empty = await me.post('/conversation/sendMessage', { conversationId: id, kind: 'ask', content: ' ' });
    expect(empty.status).toBe(400);
  });

  it("shows a reasoning model's thinking in its own folded block, apart from the answer", async () => {
    const me = visitor(w.t.app);
    const id = await translateText(me, 'The sky is blue.');
    await settled(me, id);
    w.llm.options.think = 'The user asks about colour; the text says blue.';
    try {
      await me.post('/conversation/sendMessage', { conversationId: id, kind: 'ask', content: 'Which colour?' });
      const reply = (await settled(me, id)).messages[3];
      expect(reply?.blocks.map((block) => block.type)).toEqual(['thinking', 'text']);
      expect(reply?.blocks[0]).toMatchObject({ content: 'The user asks about colour; the text says blue.' });
      expect(textOf(reply)).not.toContain('<think>');
    } finally {
      w.llm.options.think = undefined;
    }
  });

  it('refines a whole document: the segments change and the next download carries it', async () => {
    const me = visitor(w.t.app);
    const id = await translateDocx(w.t.app, me, ['The weather is fine.', 'Tomorrow the weather turns.']);
    await settled(me, id);
    const refine = await me.post('/conversation/sendMessage', {
      conversationId: id,
      kind: 'refine',
      content: 'use "WETTERLAGE" for "weather"',
    });
    expect(refine.status).toBe(200);
    const detail = await settled(me, id);
    expect(detail.messages[3]?.blocks.map((block) => block.type)).toEqual(['progress', 'translation', 'download']);
    const preview = await me.post('/conversation/getPreviewSentences', { conversationId: id });
    expect(preview.json.data.records.map((r: { target: string }) => r.target).join(' ')).toContain('WETTERLAGE');
  });

  it('pausing stops the engine calls; resuming finishes without sending a finished segment again', async () => {
    const me = visitor(w.t.app);
    w.llm.resetStats();
    w.llm.options.latencyMs = 150;
    const paragraphs = Array.from(
      { length: 30 },
      (_, i) => `Sentence ${i + 1} of a long document that needs many batches to go through.`,
    );
    const id = await translateDocx(w.t.app, me, paragraphs);
    for (let i = 0; i < 400 && Object.keys(w.llm.stats.answeredById).length < 3; i++)
      await new Promise((r) => setTimeout(r, 10));
    const busy = await me.post('/conversation/sendMessage', { conversationId: id, kind: 'ask', content: 'Done yet?' });
    expect([busy.status, busy.json.msg]).toEqual([
      423,
      'A translation is still running in this chat: wait for it or pause it first',
    ]);
    expect((await me.post('/conversation/pauseConversation', { conversationId: id })).json.data.paused).toBe(true);
    await settled(me, id, 'paused');
    const savedAtPause = await w.t.db
      .selectFrom('version_segments as s')
      .innerJoin('jobs as j', 'j.id', 's.version_id')
      .select('s.segment_id')
      .where('j.conversation_id', '=', id)
      .where('s.target', 'is not', null)
      .execute();
    const requestsAtPause = w.llm.stats.requests;
    await new Promise((r) => setTimeout(r, 600));
    expect(w.llm.stats.requests).toBe(requestsAtPause);

    w.llm.options.latencyMs = 0;
    expect((await me.post('/conversation/resumeConversation', { conversationId: id })).json.data.resumed).toBe(true);
    // The turn says at once that it goes on, before a worker has claimed it again.
    const resumed = await me.post('/conversation/enterConversation', { conversationId: id });
    expect(resumed.json.data.messages[1]?.status).not.toBe('paused');
    const detail = await settled(me, id);
    expect(detail.messages[1]?.status).toBe('done');
    // A segment saved before the pause is never sent again. Only the batch whose answer came after the
    // pause (refused: no late result changes a paused job, decision 0012) is sent once more.
    const preview = await me.post('/conversation/getPreviewSentences', { conversationId: id, pageSize: 50 });
    const ids: string[] = preview.json.data.records.map((r: { segmentId: string }) => r.segmentId);
    expect(ids).toHaveLength(30);
    const saved = new Set(savedAtPause.map((row) => row.segment_id));
    expect(saved.size).toBeGreaterThan(0);
    const answered = (segment: string) => w.llm.stats.answeredById[segment];
    expect(ids.filter((segment) => saved.has(segment)).map(answered)).toEqual([...saved].map(() => 1));
    const again = ids.filter((segment) => answered(segment) !== 1);
    expect(again.every((segment) => answered(segment) === 2 && !saved.has(segment))).toBe(true);
    // At most the batches in flight at the pause (the fake endpoint allows 4 at once).
    expect(again.length).toBeLessThanOrEqual(w.llm.stats.largestBatch * 4);
  });
});
