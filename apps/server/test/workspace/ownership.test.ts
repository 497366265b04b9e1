import { randomUUID } from 'node:crypto';
import { CHAT_PATHS } from '@glossa/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, settled, translateDocx, visitor, W, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp();
});
afterAll(async () => w.close());

/** importXliff as a visitor: a multipart form with the conversation, the version and the file. */
async function importAs(clientId: string, conversationId: string, versionId: string, xliff: string) {
  const form = multipart([{ name: 'report_v1.xlf', bytes: new TextEncoder().encode(xliff) }], {
    conversationId,
    versionId,
  });
  const response = await w.t.app.inject({
    method: 'POST',
    url: `${W}${CHAT_PATHS.importXliff}`,
    headers: { 'x-client-id': clientId, 'content-type': form.contentType },
    payload: form.payload,
  });
  return { status: response.statusCode, json: response.json(), body: response.body, headers: response.headers };
}

describe('every call is scoped to its owner', () => {
  it("answers not found for another owner's conversation, file, message and download ids", async () => {
    const alice = visitor(w.t.app);
    const mallory = visitor(w.t.app);
    const id = await translateDocx(w.t.app, alice, ['Private words of Alice.', 'More private words.']);
    const detail = await settled(alice, id);
    const messageId = detail.messages[1]?.id;
    const fileBlock = detail.messages[0]?.blocks[0];
    const fileId = fileBlock && 'attributes' in fileBlock ? (fileBlock.attributes as { fileId: string }).fileId : '';
    const preview = await alice.post(CHAT_PATHS.preview, { conversationId: id });
    const segmentId = preview.json.data.records[0].segmentId;
    const link = await alice.post(CHAT_PATHS.downFileLink, { conversationId: id, format: 'docx', mode: 'translated' });
    expect(link.status).toBe(200);
    const versionId = (await alice.post(CHAT_PATHS.versions, { conversationId: id })).json.data[0].versionId;
    // Alice's own XLIFF, with a changed sentence: brought back by Mallory, it changes nothing.
    const exported = await alice.post(CHAT_PATHS.exportXliff, { conversationId: id });
    expect(exported.status).toBe(200);
    const xliff = exported.body.replace(/(<target[^>]*>)[^<]*/, '$1Hacked');

    const attempts: [string, () => ReturnType<typeof mallory.post>][] = [
      ['enter', () => mallory.post(CHAT_PATHS.enter, { conversationId: id })],
      ['rename', () => mallory.post(CHAT_PATHS.rename, { conversationId: id, conversationName: 'Mine now' })],
      ['pause', () => mallory.post(CHAT_PATHS.pause, { conversationId: id })],
      ['resume', () => mallory.post(CHAT_PATHS.resume, { conversationId: id })],
      ['reconnect', () => mallory.post(`${CHAT_PATHS.reconnect}/${id}`)],
      ['send', () => mallory.post(CHAT_PATHS.send, { conversationId: id, kind: 'ask', content: 'Tell me' })],
      ['like', () => mallory.post(CHAT_PATHS.like, { recordId: messageId, like: 1 })],
      ['preview', () => mallory.post(CHAT_PATHS.preview, { conversationId: id })],
      ['edit', () => mallory.post(CHAT_PATHS.editSentence, { conversationId: id, segmentId, text: 'Hacked' })],
      ['versions', () => mallory.post(CHAT_PATHS.versions, { conversationId: id })],
      [
        'versionDiff',
        () => mallory.post(CHAT_PATHS.versionDiff, { conversationId: id, fromVersionId: id, toVersionId: id }),
      ],
      ['propagateEdit', () => mallory.post(CHAT_PATHS.propagateEdit, { conversationId: id, versionId: id, segmentId })],
      ['editorSegments', () => mallory.post(CHAT_PATHS.editorSegments, { conversationId: id })],
      [
        'reviewSegments',
        () =>
          mallory.post(CHAT_PATHS.reviewSegments, {
            conversationId: id,
            versionId: id,
            segmentIds: [segmentId],
            reviewed: true,
          }),
      ],
      [
        'retranslateSegments',
        () => mallory.post(CHAT_PATHS.retranslateSegments, { conversationId: id, versionId, segmentIds: [segmentId] }),
      ],
      [
        'repeatsElsewhere',
        () => mallory.post(CHAT_PATHS.repeatsElsewhere, { conversationId: id, versionId, segmentId }),
      ],
      [
        'propagateElsewhere',
        () => mallory.post(CHAT_PATHS.propagateElsewhere, { conversationId: id, versionId, segmentId }),
      ],
      ['setLineLength', () => mallory.post(CHAT_PATHS.setLineLength, { conversationId: id, maxLength: 10 })],
      ['exportXliff', () => mallory.post(CHAT_PATHS.exportXliff, { conversationId: id })],
      ['importXliff', () => importAs(mallory.clientId, id, versionId, xliff)],
      ['sourceFile', () => mallory.get(`${CHAT_PATHS.sourceFile}/${id}`)],
      ['initialDownload', () => mallory.post(CHAT_PATHS.initialDownload, { conversationId: id })],
      ['supportedFormats', () => mallory.post(`${CHAT_PATHS.supportedFormats}/${id}`)],
      ['downFile', () => mallory.post(CHAT_PATHS.downFile, { conversationId: id, format: 'docx', mode: 'translated' })],
      ['downFileLink', () => mallory.post(CHAT_PATHS.downFileLink, { conversationId: id, format: 'docx' })],
      ['deleteFile', () => mallory.post(CHAT_PATHS.deleteFile, { fileId })],
      [
        'create from file',
        () =>
          mallory.post(CHAT_PATHS.create, {
            overseasConversationModule: 'document',
            sourceLanguage: 'en',
            targetLanguage: 'es',
            fileId,
          }),
      ],
      ['delete', () => mallory.post(`${CHAT_PATHS.remove}/${id}`)],
    ];
    for (const [name, attempt] of attempts) {
      const answer = await attempt();
      expect([name, answer.status, answer.json?.code]).toEqual([name, 404, 404]);
    }
    // A token changed by one character is no link.
    const url: string = link.json.data.url;
    // The next-to-last character, which carries six whole bits of the signature, becomes another one
    // (the test once put an 'A' where there already was one, one run in 64).
    const forgedUrl = `${url.slice(0, -2)}${url.at(-2) === 'A' ? 'B' : 'A'}${url.slice(-1)}`;
    const forged = await w.t.app.inject({ method: 'GET', url: forgedUrl });
    expect(forged.statusCode).toBe(404);
    expect((await mallory.post(CHAT_PATHS.page, {})).json.data.total).toBe(0);
    expect((await mallory.post(CHAT_PATHS.search, { keyword: 'private' })).json.data.total).toBe(0);
    // Alice's conversation is untouched.
    expect((await alice.post(CHAT_PATHS.versions, { conversationId: id })).json.data).toHaveLength(1);
    const after = await alice.post(CHAT_PATHS.enter, { conversationId: id });
    expect(after.json.data.conversation.conversationName).toBe('');
    expect(after.json.data.messages[1].like).toBe(0);
  });

  it('gives download links that carry no identity and open that one download only', async () => {
    const alice = visitor(w.t.app);
    const id = await translateDocx(w.t.app, alice, ['Words of a visitor.']);
    await settled(alice, id);
    const link = await alice.post(CHAT_PATHS.downFileLink, { conversationId: id, format: 'docx', mode: 'translated' });
    const url = new URL(link.json.data.url, 'http://localhost');
    const token = url.searchParams.get('token') ?? '';
    // Read as base64 (or base64url), the token says nothing of its owner or conversation.
    for (const decoded of [Buffer.from(token, 'base64url'), Buffer.from(token, 'base64')].map((b) =>
      b.toString('latin1'),
    )) {
      expect(decoded).not.toContain(alice.clientId);
      expect(decoded).not.toContain('visitor');
      expect(decoded).not.toContain(id);
    }
    expect(token).not.toContain(alice.clientId);
    // It opens the download, from anywhere, without the visitor's client id...
    const opened = await w.t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      remoteAddress: '10.7.7.7',
    });
    expect(opened.statusCode).toBe(200);
    // ...and nothing else: as a client id, a session or a key it is nobody.
    const asClient = await w.t.app.inject({
      method: 'POST',
      url: `${W}${CHAT_PATHS.page}`,
      headers: { 'x-client-id': token },
      payload: {},
    });
    expect(asClient.statusCode).toBe(401);
    const asSession = await w.t.app.inject({
      method: 'POST',
      url: `${W}${CHAT_PATHS.page}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(asSession.statusCode).toBe(401);
  });

  it('asks for an identity: no session and no client id is unauthorized', async () => {
    const response = await w.t.app.inject({ method: 'POST', url: `${W}${CHAT_PATHS.page}`, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it("charges one chat per turn and refuses when the day's chats are used up", async () => {
    const me = visitor(w.t.app);
    const day = new Date().toISOString().slice(0, 10);
    await w.t.db
      .insertInto('usage_records')
      .values(
        Array.from({ length: 19 }, () => ({
          id: randomUUID(),
          owner: `visitor:${me.clientId}`,
          job_id: randomUUID(),
          conversation_id: null,
          kind: 'translate',
          source: 'daily',
          change: -1,
          balance_after: null,
          day,
          created_at: Date.now(),
        })),
      )
      .execute();
    const settings = await me.get(CHAT_PATHS.settings);
    expect(settings.json.data.quota).toMatchObject({ plan: 'free', member: false, dailyLeft: 1 });
    const body = { overseasConversationModule: 'text', sourceLanguage: 'en', targetLanguage: 'es', text: 'One more.' };
    expect((await me.post(CHAT_PATHS.create, body)).status).toBe(200);
    const refused = await me.post(CHAT_PATHS.create, body);
    expect(refused.json.msg).toBe('Your chats are used up: subscribe to a plan or try again tomorrow');
    expect((await me.post(CHAT_PATHS.page, {})).json.data.total).toBe(1);
  });
});
