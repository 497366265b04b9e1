import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, visitor, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp();
});
afterAll(async () => w.close());

const TEXT = 'The house is red.\n\nThe garden is green and the sky is blue.';

describe('a text translation', () => {
  it('streams into the assistant message, then edits and downloads carry the change', async () => {
    const me = visitor(w.t.app);
    const created = await me.post('/conversation/createConversation', {
      overseasConversationModule: 'text',
      sourceLanguage: 'en',
      targetLanguage: 'es',
      text: TEXT,
    });
    expect(created.status).toBe(200);
    const id = created.json.data.conversation.conversationId as string;
    const detail = await settled(me, id);
    const [user, assistant] = detail.messages;
    expect(user?.blocks[0]).toEqual({ type: 'text', content: TEXT });
    const translation = assistant?.blocks.find((block) => block.type === 'translation');
    expect(translation && 'content' in translation ? translation.content : '').toMatch(/\S+[\s\S]*\n\n\S+/);
    expect(assistant?.blocks.at(-1)?.type).toBe('download');

    const preview = await me.post('/conversation/getPreviewSentences', {
      conversationId: id,
      pageNum: 1,
      pageSize: 10,
    });
    expect(preview.json.data.total).toBe(2);
    const first = preview.json.data.records[0];
    expect(first.source).toBe('The house is red.');

    const empty = await me.post('/conversation/editTranslation', {
      conversationId: id,
      segmentId: first.segmentId,
      text: '  ',
    });
    expect(empty.json.msg).toBe('The translation is empty');
    const edit = await me.post('/conversation/editTranslation', {
      conversationId: id,
      segmentId: first.segmentId,
      text: 'La casa es roja (editada).',
    });
    expect(edit.json.data).toMatchObject({ target: 'La casa es roja (editada).', edited: true });

    for (const mode of ['translated', 'source-then-target', 'target-then-source']) {
      const file = await me.post('/conversation/downFile', { conversationId: id, format: 'txt', mode });
      expect(file.status).toBe(200);
      expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename=translation_/);
      expect(file.body).toContain('La casa es roja (editada).');
      if (mode !== 'translated') expect(file.body).toContain('The house is red.');
    }
    const link = await me.post('/conversation/downFileLink', { conversationId: id, format: 'txt', mode: 'translated' });
    const viaLink = await w.t.app.inject({ method: 'GET', url: link.json.data.url });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.body).toContain('La casa es roja (editada).');
  });

  it("names its guess for a short text it is unsure of, the owner's recent source languages deciding", async () => {
    const me = visitor(w.t.app);
    const translationOf = async (text: string, sourceLanguage = 'auto') => {
      const created = await me.post('/conversation/createConversation', {
        overseasConversationModule: 'text',
        sourceLanguage,
        targetLanguage: 'en',
        text,
      });
      expect(created.status, created.body).toBe(200);
      const detail = await settled(me, created.json.data.conversation.conversationId as string);
      return detail.messages[1]?.blocks.find((block) => block.type === 'translation');
    };
    // 'Hallo' is German, Dutch, Danish or Norwegian: a guess, which the AI engine does not have to trust.
    const unsure = await translationOf('Hallo');
    expect(unsure?.attributes).toMatchObject({ sourceLanguage: 'auto', guessedSource: { language: 'de' } });
    expect(unsure?.type === 'translation' && unsure.attributes.guessedSource?.candidates).toContain('nl');
    await translationOf('Goedemorgen, hoe gaat het met je?', 'nl');
    const again = await translationOf('Hallo');
    expect(again?.attributes).toMatchObject({ guessedSource: { language: 'nl' } });
    const sure = await translationOf('Das Wetter ist heute wirklich schön, wir gehen spazieren.');
    expect(sure?.attributes).toMatchObject({ sourceLanguage: 'de' });
    expect(sure?.type === 'translation' && sure.attributes.guessedSource).toBeUndefined();
  });

  it('refuses empty and too long texts, and unknown languages, with their messages', async () => {
    const me = visitor(w.t.app);
    const base = { overseasConversationModule: 'text', sourceLanguage: 'en', targetLanguage: 'es' };
    expect((await me.post('/conversation/createConversation', { ...base, text: ' ' })).json.msg).toBe(
      'Please enter the text to translate',
    );
    const long = await me.post('/conversation/createConversation', {
      ...base,
      text: 'a'.repeat(w.t.config.textMaxChars + 1),
    });
    expect(long.json.msg).toContain('at most');
    const bad = await me.post('/conversation/createConversation', { ...base, targetLanguage: 'xx-nope', text: 'Hi' });
    expect(bad.status).toBe(400);
    expect(
      (await me.post('/conversation/queryOverseasConversationPage', { pageNum: 1, pageSize: 10 })).json.data.total,
    ).toBe(0);
  });

  it('lists, renames, searches and deletes conversations', async () => {
    const me = visitor(w.t.app);
    const ids: string[] = [];
    for (const text of ['Apples are sweet.', 'Lemons are sour.']) {
      const created = await me.post('/conversation/createConversation', {
        overseasConversationModule: 'text',
        sourceLanguage: 'en',
        targetLanguage: 'fr',
        text,
      });
      ids.push(created.json.data.conversation.conversationId);
      await settled(me, ids.at(-1) as string);
    }
    const page = await me.post('/conversation/queryOverseasConversationPage', { pageNum: 1, pageSize: 1 });
    expect(page.json.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    expect(page.json.data.records[0].conversationId).toBe(ids[1]);
    expect(page.json.data.records[0]).toHaveProperty('creatDate');
    expect(page.json.data.records[0].overseasConversationModule).toBe('text');
    expect(page.json.data.records[0].fileName).toBeNull();

    const rename = (name: string) =>
      me.post('/conversation/conversationRename', { conversationId: ids[0], conversationName: name });
    expect((await rename('   ')).json.msg).toBe('The chat title is empty');
    expect((await rename('x'.repeat(31))).json.msg).toBe('The chat title can be at most 30 characters');
    expect((await rename('Fruit notes')).json.data.conversationName).toBe('Fruit notes');

    const byTitle = await me.post('/conversation/searchAllOverseasConversationRecord', { keyword: 'fruit' });
    expect(
      byTitle.json.data.records.map(
        (hit: { conversation: { conversationId: string } }) => hit.conversation.conversationId,
      ),
    ).toEqual([ids[0]]);
    const byText = await me.post('/conversation/searchAllOverseasConversationRecord', { keyword: 'LEMONS' });
    expect(byText.json.data.records[0].conversation.conversationId).toBe(ids[1]);
    // The excerpt is the text as written, not lower-cased.
    expect(byText.json.data.records[0].excerpt).toContain('Lemons are sour.');

    // % and _ are the user's characters, not wildcards.
    expect(
      (await me.post('/conversation/searchAllOverseasConversationRecord', { keyword: 'a_e' })).json.data.total,
    ).toBe(0);
    expect((await me.post('/conversation/searchAllOverseasConversationRecord', { keyword: '%' })).json.data.total).toBe(
      0,
    );

    expect((await me.post(`/conversation/deleteConversation/${ids[1]}`)).status).toBe(200);
    expect((await me.post('/conversation/enterConversation', { conversationId: ids[1] })).status).toBe(404);
    expect((await me.post('/conversation/queryOverseasConversationPage', {})).json.data.total).toBe(1);
  });
});
