import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, upload, visitor, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp();
});
afterAll(async () => w.close());

const words = new TextEncoder().encode('The weather is fine today. Tomorrow it rains.');

describe('uploaded file names', () => {
  it('lose bidi overrides and isolates, so the name shows the extension the server checked', async () => {
    const me = visitor(w.t.app);
    const uploaded = await upload(w.t.app, me, [{ name: 'report\u202Efdp.txt', bytes: words }]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.json.data).toMatchObject({ fileName: 'reportfdp.txt', format: 'txt' });

    const created = await me.post('/conversation/createConversation', {
      overseasConversationModule: 'document',
      sourceLanguage: 'en',
      targetLanguage: 'de',
      fileId: uploaded.json.data.fileId,
    });
    const conversationId = created.json.data.conversation.conversationId as string;
    const detail = await settled(me, conversationId);
    expect(detail.messages[0]?.blocks[0]).toMatchObject({ type: 'file', content: 'reportfdp.txt' });
    const page = await me.post('/conversation/queryOverseasConversationPage', {});
    expect(page.json.data.records[0].fileName).toBe('reportfdp.txt');
    const source = await me.get(`/conversation/sourceFile/${conversationId}`);
    expect(source.headers['content-disposition']).toBe('inline; filename=reportfdp.txt');
    const stored = await w.t.db.selectFrom('stored_files').select('name').execute();
    expect(stored.map((row) => row.name)).not.toContainEqual(expect.stringMatching(/[\u202A-\u202E\u2066-\u2069]/));
  });

  it('judge the type by the cleaned name, and refuse an .exe dressed up as .txt', async () => {
    const me = visitor(w.t.app);
    const uploaded = await upload(w.t.app, me, [{ name: '\u2067notes.txt\u2069', bytes: words }]);
    expect(uploaded.json.data).toMatchObject({ fileName: 'notes.txt', format: 'txt' });
    const refused = await upload(w.t.app, me, [{ name: 'invoice\u202Etxt.exe', bytes: words }]);
    expect(refused.json.code).not.toBe(200);
  });
});
