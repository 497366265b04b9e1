import { CHAT_PATHS } from '@glossa/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../../../packages/translate/test/pdf-fixtures.ts';
import { QuotaService } from '../../src/features/quota/service.ts';
import { settled, upload, visitor, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp();
});
afterAll(async () => w.close());

const PO = 'msgid ""\nmsgstr ""\n\nmsgid "Hello world"\nmsgstr ""\n';

describe('plans and stored files', () => {
  it('tells a visitor the daily count, when it renews, and what the member plan gives', async () => {
    const me = visitor(w.t.app);
    const settings = (await me.get(CHAT_PATHS.settings)).json.data;
    expect(settings.quota).toMatchObject({ plan: 'free', member: false, dailyChats: 20, dailyLeft: 20 });
    const renews = Date.parse(settings.quota.renewsAt);
    expect(new Date(renews).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(renews).toBeGreaterThan(Date.now());
    expect(renews - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect(settings.memberPlan).toEqual({
      planChats: 1000,
      periodDays: 30,
      dailyChats: null,
      fileMaxBytes: 50 * 1024 * 1024,
      storageDays: 30,
    });
  });

  it('a member spends plan chats and may use member formats and larger files', async () => {
    const me = visitor(w.t.app);
    await new QuotaService({ db: w.t.db }).grant({ kind: 'visitor', clientId: me.clientId }, 'member', 30);
    const settings = await me.get(CHAT_PATHS.settings);
    expect(settings.json.data).toMatchObject({
      fileMaxBytes: 50 * 1024 * 1024,
      memberOnlyFormats: true,
      chatAvailable: true,
    });
    expect(settings.json.data.quota).toMatchObject({
      plan: 'member',
      member: true,
      planLeft: 1000,
      dailyLeft: null,
      dailyChats: null,
      renewsAt: null,
    });
    const uploaded = await upload(w.t.app, me, [{ name: 'app.po', bytes: new TextEncoder().encode(PO) }]);
    expect(uploaded.status).toBe(200);
    const created = await me.post(CHAT_PATHS.create, {
      overseasConversationModule: 'document',
      sourceLanguage: 'en',
      targetLanguage: 'ja',
      fileId: uploaded.json.data.fileId,
    });
    await settled(me, created.json.data.conversation.conversationId);
    expect((await me.get(CHAT_PATHS.settings)).json.data.quota.planLeft).toBe(999);
  });

  it('shows a PDF source as page pictures', async () => {
    const me = visitor(w.t.app);
    const { bytes } = await samplePdf();
    const uploaded = await upload(w.t.app, me, [{ name: 'sample.pdf', bytes }]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.json.data).toMatchObject({ format: 'pdf', pageImages: true });
    expect(uploaded.json.data.pages).toBeGreaterThan(0);
    const created = await me.post(CHAT_PATHS.create, {
      overseasConversationModule: 'document',
      sourceLanguage: 'en',
      targetLanguage: 'es',
      fileId: uploaded.json.data.fileId,
    });
    const id = created.json.data.conversation.conversationId;
    const page = await w.t.app.inject({
      method: 'GET',
      url: `/gateway/website${CHAT_PATHS.sourcePage}/${id}/1`,
      headers: { 'x-client-id': me.clientId },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect([...page.rawPayload.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    const detail = await settled(me, id);
    expect(detail.messages[1]?.status).toBe('done');
  });

  it('tells the launcher about agents, domains and professional options', async () => {
    const me = visitor(w.t.app);
    const agents = await me.get(CHAT_PATHS.agents);
    expect(agents.json.data.map((agent: { id: string }) => agent.id)).toEqual(
      expect.arrayContaining(['general', 'legal', 'custom']),
    );
    const zhEn = await me.post(CHAT_PATHS.domains, { sourceLanguage: 'zh-Hans', targetLanguage: 'en' });
    expect(zhEn.json.data).toContain('zh-en-pro');
    const frDe = await me.post(CHAT_PATHS.domains, { sourceLanguage: 'fr', targetLanguage: 'de' });
    expect(frDe.json.data).not.toContain('zh-en-pro');
    const word = await me.get(`${CHAT_PATHS.customParams}?format=docx`);
    expect(word.json.data.length).toBeGreaterThan(0);
    expect(word.json.data[0]).toHaveProperty('key');
    expect((await me.get(`${CHAT_PATHS.customParams}?format=srt`)).json.data).toEqual([]);
  });

  it('an expired file loses its bytes and asks to be uploaded again', async () => {
    const me = visitor(w.t.app);
    const uploaded = await upload(w.t.app, me, [
      { name: 'notes.txt', bytes: new TextEncoder().encode('Some notes to keep.') },
    ]);
    const fileId = uploaded.json.data.fileId;
    await w.t.db
      .updateTable('stored_files')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', fileId)
      .execute();
    const created = await me.post(CHAT_PATHS.create, {
      overseasConversationModule: 'document',
      sourceLanguage: 'en',
      targetLanguage: 'es',
      fileId,
    });
    expect(created.json.msg).toBe('The stored file has passed its storage period: please upload it again');
  });
});
