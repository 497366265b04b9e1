import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termBaseCaller } from '../term-base-client.ts';
import { settled, type Visitor, visitor, W, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

/** The QA checks on a version's sentences (issue 32): beside each sentence of the preview, and as a CSV report. */
let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp({ chunkDelayMs: 1 }, { maxBatchTokens: 100, concurrency: 1 });
});
afterAll(async () => w.close());

async function pairs(me: Visitor, conversationId: string, versionId?: string) {
  return (await me.post('/conversation/getPreviewSentences', { conversationId, versionId })).json.data.records;
}

describe('QA checks', () => {
  it('flag a changed number and a missed term in an edited sentence, beside it and in the CSV report', async () => {
    const me = visitor(w.t.app);
    const terms = termBaseCaller(w.t, { clientId: me.clientId });
    const base = await terms.create('Orchard terms', 'en', 'es');
    await terms.add(base.termBaseId, { source: 'orchard', target: 'HUERTO-TERM' });
    const created = await me.post('/conversation/createConversation', {
      overseasConversationModule: 'text',
      sourceLanguage: 'en',
      targetLanguage: 'es',
      text: 'The orchard has 42 trees.\n\nThe sky is blue.',
      termBaseId: base.termBaseId,
    });
    const id = created.json.data.conversation.conversationId;
    await settled(me, id);
    const [first] = await pairs(me, id);
    // The engine used the term and kept the number: nothing to say about either.
    expect(first.target).toContain('HUERTO-TERM');
    expect(first.issues.filter((issue: { kind: string }) => ['number', 'term'].includes(issue.kind))).toEqual([]);

    const edit = await me.post('/conversation/editTranslation', {
      conversationId: id,
      segmentId: first.segmentId,
      text: 'El jardín tiene 24 árboles.',
    });
    expect(edit.json.data.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'number', detail: expect.stringContaining('42'), severity: 'error' }),
        expect.objectContaining({ kind: 'term', detail: expect.stringContaining('HUERTO-TERM') }),
      ]),
    );
    const [shown] = await pairs(me, id, edit.json.data.versionId);
    expect(shown.issues.map((issue: { kind: string }) => issue.kind)).toEqual(
      expect.arrayContaining(['number', 'term']),
    );

    const report = await w.t.app.inject({
      method: 'POST',
      url: `${W}/conversation/qaReport`,
      headers: { 'x-client-id': me.clientId },
      payload: { conversationId: id, versionId: edit.json.data.versionId },
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.headers['content-disposition']).toContain('translation_v2_checks.csv');
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.slice(1).join('\n')).toContain('The orchard has 42 trees.');
    expect(lines.slice(1).some((line) => line.includes('number'))).toBe(true);
    // Another's conversation answers 404.
    const other = visitor(w.t.app);
    const refused = await w.t.app.inject({
      method: 'POST',
      url: `${W}/conversation/qaReport`,
      headers: { 'x-client-id': other.clientId },
      payload: { conversationId: id },
    });
    expect(refused.statusCode).toBe(404);
  });
});
