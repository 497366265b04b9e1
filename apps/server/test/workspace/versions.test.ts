import type { ConversationDetail } from '@glossa/contracts/chat';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  settled,
  translateDocx,
  translateText,
  type Visitor,
  versionsOf,
  visitor,
  W,
  type WorkspaceTest,
  workspaceApp,
} from './workspace-kit.ts';

/**
 * Versions of a translation (docs/decisions/0052-translation-versions.md): every result is a
 * version of its own; an edit makes a version from the one it was made on and changes no other;
 * preview, Copy and downloads name the version they give.
 */
let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp({ chunkDelayMs: 1 }, { maxBatchTokens: 100, concurrency: 1 });
});
afterAll(async () => w.close());

async function targets(me: Visitor, conversationId: string, versionId?: string): Promise<string[]> {
  const answer = await me.post('/conversation/getPreviewSentences', { conversationId, versionId, pageSize: 100 });
  expect(answer.status).toBe(200);
  return answer.json.data.records.map((record: { target: string }) => record.target);
}

async function download(me: Visitor, body: Record<string, unknown>) {
  const response = await w.t.app.inject({
    method: 'POST',
    url: `${W}/conversation/downFile`,
    headers: { 'x-client-id': me.clientId },
    payload: body,
  });
  const name = /filename="?([^";]+)/.exec(String(response.headers['content-disposition']))?.[1];
  return { status: response.statusCode, name, bytes: response.rawPayload };
}

function docxText(bytes: Buffer): string {
  const xml = strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml'] ?? new Uint8Array());
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(' ');
}

const translationOf = (detail: ConversationDetail, index: number) =>
  detail.messages[index]?.blocks.find((block) => block.type === 'translation');

describe('versions of a translation', () => {
  it('an edit of the first translation after a refinement keeps both; each download gives its own', async () => {
    const me = visitor(w.t.app);
    const id = await translateText(me, 'The house is red.');
    await settled(me, id);
    const [first] = await versionsOf(me, id);
    expect(first).toMatchObject({ number: 1, kind: 'translation', parentNumber: null, ready: true, edited: 0 });
    const firstText = await targets(me, id, first?.versionId);

    await me.post('/conversation/sendMessage', { conversationId: id, kind: 'refine', content: 'make it formal' });
    let detail = await settled(me, id);
    const [refined] = await versionsOf(me, id);
    expect(refined).toMatchObject({ number: 2, kind: 'refinement', parentNumber: 1 });
    expect(translationOf(detail, 3)?.attributes).toMatchObject({ versionId: refined?.versionId, version: 2 });
    const refinedText = await targets(me, id, refined?.versionId);

    // The user edits the first answer's translation, as its bubble offers.
    const [sentence] = (
      await me.post('/conversation/getPreviewSentences', { conversationId: id, versionId: first?.versionId })
    ).json.data.records;
    const edit = await me.post('/conversation/editTranslation', {
      conversationId: id,
      versionId: first?.versionId,
      segmentId: sentence.segmentId,
      text: 'La casa es roja, editada.',
    });
    expect(edit.status).toBe(200);
    expect(edit.json.data).toMatchObject({ target: 'La casa es roja, editada.', edited: true, version: 3 });
    const list = await versionsOf(me, id);
    expect(list.map((v) => [v.number, v.kind, v.parentNumber, v.edited])).toEqual([
      [3, 'edit', 1, 1],
      [2, 'refinement', 1, 0],
      [1, 'translation', null, 0],
    ]);
    const edited = list[0];

    // No version changed but the new one.
    expect(await targets(me, id, first?.versionId)).toEqual(firstText);
    expect(await targets(me, id, refined?.versionId)).toEqual(refinedText);
    expect(await targets(me, id, edited?.versionId)).toEqual(['La casa es roja, editada.']);

    // After a reload, the first answer shows the edit and the refinement's answer its own text.
    detail = (await me.post('/conversation/enterConversation', { conversationId: id })).json.data;
    expect(translationOf(detail, 1)).toMatchObject({
      content: 'La casa es roja, editada.',
      attributes: { versionId: edited?.versionId, version: 3 },
    });
    expect(translationOf(detail, 3)).toMatchObject({ content: refinedText.join('\n\n') });

    // Each download gives its version, named by it; without one, the newest.
    const second = await download(me, { conversationId: id, versionId: refined?.versionId, format: 'txt' });
    expect([second.status, second.name, second.bytes.toString().trim()]).toEqual([
      200,
      'translation_es_v2.txt',
      refinedText.join('\n\n'),
    ]);
    const third = await download(me, { conversationId: id, versionId: edited?.versionId, format: 'txt' });
    expect([third.name, third.bytes.toString().trim()]).toEqual(['translation_es_v3.txt', 'La casa es roja, editada.']);
    const original = await download(me, { conversationId: id, versionId: first?.versionId, format: 'txt' });
    expect([original.name, original.bytes.toString().trim()]).toEqual(['translation_es.txt', firstText.join('\n\n')]);
    expect((await download(me, { conversationId: id, format: 'txt' })).name).toBe('translation_es_v3.txt');

    // The difference between two versions: the one sentence.
    const diff = await me.post('/conversation/versionDiff', {
      conversationId: id,
      fromVersionId: first?.versionId,
      toVersionId: edited?.versionId,
    });
    expect(diff.json.data).toMatchObject({
      total: 1,
      records: [{ source: 'The house is red.', before: firstText[0], after: 'La casa es roja, editada.' }],
    });
  });

  it('edits go on one round of edits; a sentence changed in another tab is refused, not overwritten', async () => {
    const me = visitor(w.t.app);
    const id = await translateText(me, 'One sentence here.\n\nAnother sentence there.');
    await settled(me, id);
    const [first] = await versionsOf(me, id);
    const records = (await me.post('/conversation/getPreviewSentences', { conversationId: id })).json.data.records;
    expect(records).toHaveLength(2);
    const [a, b] = records;
    // Tab 1 edits sentence A: a round of edits (version 2) starts.
    const one = await me.post('/conversation/editTranslation', {
      conversationId: id,
      versionId: first?.versionId,
      segmentId: a.segmentId,
      text: 'Primera, de la pestaña uno.',
      expected: a.target,
    });
    expect(one.json.data.version).toBe(2);
    // Tab 2 still shows version 1 and edits sentence B: it joins the same round.
    const two = await me.post('/conversation/editTranslation', {
      conversationId: id,
      versionId: first?.versionId,
      segmentId: b.segmentId,
      text: 'Segunda, de la pestaña dos.',
      expected: b.target,
    });
    expect(two.json.data.version).toBe(2);
    // Tab 2 then edits sentence A, which it last saw as version 1 had it: refused.
    const clash = await me.post('/conversation/editTranslation', {
      conversationId: id,
      versionId: first?.versionId,
      segmentId: a.segmentId,
      text: 'Primera, de la pestaña dos.',
      expected: a.target,
    });
    expect(clash.status).toBe(409);
    expect(clash.json.msg).toMatch(/another tab/);
    expect(await targets(me, id, one.json.data.versionId)).toEqual([
      'Primera, de la pestaña uno.',
      'Segunda, de la pestaña dos.',
    ]);
    expect(await versionsOf(me, id)).toHaveLength(2);
    expect(await targets(me, id, first?.versionId)).toEqual([a.target, b.target]);
  });

  it('refuses what is not the caller’s: another conversation’s or another owner’s version answers 404', async () => {
    const me = visitor(w.t.app);
    const other = visitor(w.t.app);
    const mine = await translateText(me, 'Mine.');
    const theirs = await translateText(other, 'Theirs.');
    await settled(me, mine);
    await settled(other, theirs);
    const [theirVersion] = await versionsOf(other, theirs);
    const preview = await me.post('/conversation/getPreviewSentences', {
      conversationId: mine,
      versionId: theirVersion?.versionId,
    });
    expect(preview.status).toBe(404);
    expect((await me.post('/conversation/versions', { conversationId: theirs })).status).toBe(404);
    const file = await download(me, { conversationId: mine, versionId: theirVersion?.versionId, format: 'txt' });
    expect(file.status).toBe(404);
  });

  it('a document: a refinement and an edit of the first translation each rebuild their own file; a link keeps its version', async () => {
    const me = visitor(w.t.app);
    const id = await translateDocx(w.t.app, me, ['The weather is fine.', 'Tomorrow the weather turns.']);
    await settled(me, id);
    const [first] = await versionsOf(me, id);
    await me.post('/conversation/sendMessage', {
      conversationId: id,
      kind: 'refine',
      content: 'use "WETTERLAGE" for "weather"',
    });
    await settled(me, id);
    const [refined] = await versionsOf(me, id);
    // A link made now for the newest version keeps giving it after the edit below.
    const link = await me.post('/conversation/downFileLink', { conversationId: id, format: 'docx' });
    expect(link.status).toBe(200);

    const [sentence] = (
      await me.post('/conversation/getPreviewSentences', { conversationId: id, versionId: first?.versionId })
    ).json.data.records;
    await me.post('/conversation/editTranslation', {
      conversationId: id,
      versionId: first?.versionId,
      segmentId: sentence.segmentId,
      text: 'Von Hand geschrieben.',
    });
    const [edited] = await versionsOf(me, id);
    expect(edited).toMatchObject({ number: 3, kind: 'edit', parentNumber: 1 });

    const refinedFile = await download(me, { conversationId: id, versionId: refined?.versionId, format: 'docx' });
    const editedFile = await download(me, { conversationId: id, versionId: edited?.versionId, format: 'docx' });
    expect(refinedFile.name).toBe('report_de_v2.docx');
    expect(editedFile.name).toBe('report_de_v3.docx');
    expect(docxText(refinedFile.bytes)).toContain('WETTERLAGE');
    expect(docxText(refinedFile.bytes)).not.toContain('Von Hand');
    expect(docxText(editedFile.bytes)).toContain('Von Hand geschrieben.');
    expect(docxText(editedFile.bytes)).not.toContain('WETTERLAGE');

    const linked = await w.t.app.inject({ method: 'GET', url: `${W}${link.json.data.url.replace(W, '')}` });
    expect(linked.statusCode).toBe(200);
    expect(docxText(linked.rawPayload)).toContain('WETTERLAGE');
  });

  it('gives an edit to the 3 repeats of its source, counted, and takes it back; a repeat edited since stays', async () => {
    const me = visitor(w.t.app);
    const id = await translateText(me, 'Yes indeed.\n\nNo.\n\nYes indeed.\n\nYes indeed.\n\nMaybe.\n\nYes indeed.');
    await settled(me, id);
    const before = await targets(me, id);
    const [first] = (await me.post('/conversation/getPreviewSentences', { conversationId: id })).json.data.records;
    const edit = await me.post('/conversation/editTranslation', {
      conversationId: id,
      segmentId: first.segmentId,
      text: 'Sí, de verdad.',
    });
    expect(edit.json.data).toMatchObject({ version: 2, repeats: 3 });
    const round = edit.json.data.versionId;

    const spread = await me.post('/conversation/propagateEdit', {
      conversationId: id,
      versionId: round,
      segmentId: first.segmentId,
    });
    expect(spread.status).toBe(200);
    expect(spread.json.data).toMatchObject({ versionId: round, version: 2, changed: 3 });
    const spreadTargets = await targets(me, id, round);
    expect(spreadTargets.filter((target) => target === 'Sí, de verdad.')).toHaveLength(4);
    expect([spreadTargets[1], spreadTargets[4]]).toEqual([before[1], before[4]]);
    // The answer shows it too.
    const detail: ConversationDetail = (await me.post('/conversation/enterConversation', { conversationId: id })).json
      .data;
    expect(translationOf(detail, 1)?.content.split('Sí, de verdad.')).toHaveLength(5);
    // Nothing left to give: the repeats all say the same.
    const again = await me.post('/conversation/editTranslation', {
      conversationId: id,
      versionId: round,
      segmentId: first.segmentId,
      text: 'Sí, de verdad.',
    });
    expect(again.json.data.repeats).toBe(0);

    const undo = await me.post('/conversation/undoPropagation', {
      conversationId: id,
      undoToken: spread.json.data.undoToken,
    });
    expect(undo.json.data).toEqual({ restored: 3, skipped: 0 });
    expect(await targets(me, id, round)).toEqual(['Sí, de verdad.', ...before.slice(1)]);

    // Given again, then one repeat edited by hand: the undo leaves that one as the user wrote it.
    const twice = await me.post('/conversation/propagateEdit', {
      conversationId: id,
      versionId: round,
      segmentId: first.segmentId,
    });
    const records = (await me.post('/conversation/getPreviewSentences', { conversationId: id, versionId: round })).json
      .data.records;
    await me.post('/conversation/editTranslation', {
      conversationId: id,
      versionId: round,
      segmentId: records[5].segmentId,
      text: 'Sí, claro.',
    });
    const partly = await me.post('/conversation/undoPropagation', {
      conversationId: id,
      undoToken: twice.json.data.undoToken,
    });
    expect(partly.json.data).toEqual({ restored: 2, skipped: 1 });
    expect((await targets(me, id, round))[5]).toBe('Sí, claro.');
    // A forged or another conversation's token opens nothing.
    const other = await translateText(me, 'Other.');
    await settled(me, other);
    const foreign = await me.post('/conversation/undoPropagation', {
      conversationId: other,
      undoToken: twice.json.data.undoToken,
    });
    expect(foreign.status).toBe(404);
    const forged = await me.post('/conversation/undoPropagation', { conversationId: id, undoToken: 'abc' });
    expect(forged.status).toBe(404);
  });
});
