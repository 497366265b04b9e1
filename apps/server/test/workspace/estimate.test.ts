import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, settled, translateDocx, upload, visitor, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

let w: WorkspaceTest;
beforeAll(async () => {
  // Answers stream at a decode speed, as a model server does, so the engine can measure it.
  w = await workspaceApp({ tokensPerSecond: 1000 });
});
afterAll(async () => {
  await w.close();
});

const paragraphs = Array.from(
  { length: 30 },
  (_, i) =>
    `Paragraph ${i + 1}: the quarterly report shows that our customers expect faster delivery and clearer invoices.`,
);

describe('estimateTranslation', () => {
  it('answers requests and tokens for an uploaded file, then the tokens used beside them, and minutes once the engine has measured answers', async () => {
    const me = visitor(w.t.app);
    const uploaded = await upload(w.t.app, me, [{ name: 'report.docx', bytes: await docx(paragraphs) }]);
    const fileId = uploaded.json.data.fileId as string;
    const body = { fileId, sourceLanguage: 'en', targetLanguage: 'de' };
    const before = await me.post('/conversation/estimateTranslation', body);
    expect(before.status).toBe(200);
    expect(before.json.data).toMatchObject({ engine: 'llm', seconds: null });
    expect(before.json.data.requests).toBeGreaterThanOrEqual(1);
    expect(before.json.data.answerTokens).toBeGreaterThan(0);
    expect(before.json.data.promptTokens).toBeGreaterThan(before.json.data.answerTokens / 2);

    // Smaller batches for "best" precision: more requests.
    const best = await me.post('/conversation/estimateTranslation', { ...body, precision: 'best' });
    expect(best.json.data.requests).toBeGreaterThanOrEqual(before.json.data.requests);

    // The run counts what the model reported using, beside the estimate given before it started.
    const usedBefore = { ...w.llm.stats.usage };
    const detail = await settled(me, await translateDocx(w.t.app, me, paragraphs));
    const parsing = detail.messages.at(-1)?.blocks.find((block) => block.type === 'parsing');
    expect(parsing?.type === 'parsing' && parsing.attributes.tokens).toEqual({
      prompt: w.llm.stats.usage.promptTokens - usedBefore.promptTokens,
      answer: w.llm.stats.usage.completionTokens - usedBefore.completionTokens,
      estimated: before.json.data.promptTokens + before.json.data.answerTokens,
    });
    const after = await me.post('/conversation/estimateTranslation', body);
    expect(after.json.data.seconds).toEqual(expect.any(Number));
    expect(after.json.data.requests).toBe(before.json.data.requests);
  });

  it("answers 404 for another owner's file and for a file that does not exist", async () => {
    const owner = visitor(w.t.app);
    const uploaded = await upload(w.t.app, owner, [{ name: 'report.docx', bytes: await docx(paragraphs) }]);
    const body = { fileId: uploaded.json.data.fileId, sourceLanguage: 'en', targetLanguage: 'de' };
    const stranger = visitor(w.t.app);
    expect((await stranger.post('/conversation/estimateTranslation', body)).status).toBe(404);
    const missing = { ...body, fileId: '01890000-0000-7000-8000-000000000000' };
    expect((await owner.post('/conversation/estimateTranslation', missing)).status).toBe(404);
  });

  it('refuses a file that was deleted', async () => {
    const me = visitor(w.t.app);
    const uploaded = await upload(w.t.app, me, [{ name: 'report.docx', bytes: await docx(paragraphs) }]);
    const fileId = uploaded.json.data.fileId as string;
    expect((await me.post('/conversation/deleteFile', { fileId })).status).toBe(200);
    const answer = await me.post('/conversation/estimateTranslation', {
      fileId,
      sourceLanguage: 'en',
      targetLanguage: 'de',
    });
    expect(answer.status).toBe(404);
  });
});
