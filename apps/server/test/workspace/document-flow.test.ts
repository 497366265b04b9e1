import { Document, Packer, Paragraph, TextRun } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, upload, visitor, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp();
});
afterAll(async () => w.close());

async function docx(paragraphs: string[]): Promise<Uint8Array> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

const documentXml = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['word/document.xml'] as Uint8Array);

describe('a document translation', () => {
  it('uploads, translates with progress, previews, takes an edit and downloads it in every mode', async () => {
    const me = visitor(w.t.app);
    const paragraphs = Array.from({ length: 12 }, (_, i) => `Paragraph number ${i + 1} talks about the weather.`);
    const uploaded = await upload(w.t.app, me, [{ name: 'weather report.docx', bytes: await docx(paragraphs) }]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.json.data).toMatchObject({
      fileName: 'weather report.docx',
      format: 'docx',
      segments: 12,
      detectedLanguage: 'en',
    });
    expect(uploaded.json.data.words).toBeGreaterThan(80);
    expect(uploaded.json.data.previewText).toContain('Paragraph number 1 ');

    const created = await me.post('/conversation/createConversation', {
      overseasConversationModule: 'document',
      sourceLanguage: 'auto',
      targetLanguage: 'de',
      fileId: uploaded.json.data.fileId,
    });
    const id = created.json.data.conversation.conversationId as string;
    const detail = await settled(me, id);
    const assistant = detail.messages[1];
    expect(assistant?.blocks.map((block) => block.type)).toEqual(['parsing', 'progress', 'translation', 'download']);
    expect(assistant?.blocks[1]).toMatchObject({ attributes: { state: 'done', percent: 100, done: 12, total: 12 } });
    expect(assistant?.blocks[0]).toMatchObject({
      attributes: { format: 'docx', segments: 12, detectedLanguage: 'en' },
    });
    expect(detail.messages[0]?.blocks[0]).toMatchObject({ type: 'file', content: 'weather report.docx' });

    const preview = await me.post('/conversation/getPreviewSentences', { conversationId: id, pageNum: 2, pageSize: 5 });
    expect(preview.json.data.total).toBe(12);
    expect(preview.json.data.records).toHaveLength(5);
    const sixth = preview.json.data.records[0];
    expect(sixth.source).toBe('Paragraph number 6 talks about the weather.');
    await me.post('/conversation/editTranslation', {
      conversationId: id,
      segmentId: sixth.segmentId,
      text: 'Absatz sechs, von Hand.',
    });

    const choice = await me.post('/conversation/initialDownload', { conversationId: id });
    expect(choice.json.data.formats[0]).toBe('docx');
    expect(choice.json.data.modes).toEqual(['translated', 'source-then-target', 'target-then-source']);
    for (const mode of choice.json.data.modes) {
      const response = await w.t.app.inject({
        method: 'POST',
        url: '/gateway/website/conversation/downFile',
        headers: { 'x-client-id': me.clientId },
        payload: { conversationId: id, format: 'docx', mode },
      });
      expect(response.statusCode).toBe(200);
      // The source was left to detection: the names carry the detected language, never `auto`.
      const languages = { translated: 'de', 'source-then-target': 'en-de', 'target-then-source': 'de-en' }[
        mode as string
      ];
      // The edit made version 2 (the first translation stays as it was): the name says which.
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="weather report_${languages}_v2.docx"`,
      );
      expect(response.headers['content-disposition']).not.toContain('auto');
      const xml = documentXml(response.rawPayload);
      expect(xml).toContain('Absatz sechs, von Hand.');
      if (mode === 'translated') expect(xml).not.toContain('Paragraph number 6 talks');
      else expect(xml).toContain('Paragraph number 6 talks');
    }
  });

  it('names professional mode’s precision in the parsing card, and nothing when none was chosen', async () => {
    const me = visitor(w.t.app);
    const bytes = await docx(['A short paragraph about rain.', 'Another one about snow.']);
    const start = async (precision?: 'fast' | 'best') => {
      const uploaded = await upload(w.t.app, me, [{ name: 'short.docx', bytes }]);
      const created = await me.post('/conversation/createConversation', {
        overseasConversationModule: 'document',
        sourceLanguage: 'en',
        targetLanguage: 'de',
        fileId: uploaded.json.data.fileId,
        mode: 'professional',
        ...(precision ? { precision } : {}),
      });
      const detail = await settled(me, created.json.data.conversation.conversationId as string);
      const parsing = detail.messages[1]?.blocks[0];
      return parsing?.type === 'parsing' ? parsing.attributes : undefined;
    };
    expect(await start('best')).toMatchObject({ precision: 'best' });
    expect(await start()).not.toHaveProperty('precision');
  });

  it('checks uploads in order: count, size, type, plan, content', async () => {
    const me = visitor(w.t.app);
    const text = new TextEncoder().encode('Hello there, this is a file.');
    const two = await upload(w.t.app, me, [
      { name: 'a.txt', bytes: text },
      { name: 'b.txt', bytes: text },
    ]);
    expect(two.json.msg).toBe('Only 1 file upload allowed');
    const big = await upload(w.t.app, me, [{ name: 'big.txt', bytes: new Uint8Array(10 * 1024 * 1024 + 10).fill(65) }]);
    expect(big.json.msg).toBe('The file is larger than 10 MB: upgrade your plan for larger files');
    expect((await upload(w.t.app, me, [{ name: 'tool.exe', bytes: text }])).json.msg).toBe('Unsupported file format');
    expect((await upload(w.t.app, me, [{ name: 'strings.po', bytes: text }])).json.msg).toBe(
      'The .po format is for members: upgrade your plan to translate it',
    );
    expect((await upload(w.t.app, me, [{ name: 'broken.docx', bytes: text }])).json.msg).toBe(
      'The file could not be read: it is damaged or not a valid .docx file',
    );
    expect(
      (await upload(w.t.app, me, [{ name: 'blank.txt', bytes: new TextEncoder().encode('  \n\n ') }])).json.msg,
    ).toBe('The file has no text to translate');
    // Nothing refused was kept.
    expect(
      await w.t.db.selectFrom('stored_files').selectAll().where('owner', '=', `visitor:${me.clientId}`).execute(),
    ).toHaveLength(0);
  });

  it('keeps a deleted file out of new conversations', async () => {
    const me = visitor(w.t.app);
    const uploaded = await upload(w.t.app, me, [
      { name: 'note.md', bytes: new TextEncoder().encode('# Title\n\nSome words here.') },
    ]);
    const fileId = uploaded.json.data.fileId;
    expect((await me.post('/conversation/deleteFile', { fileId })).status).toBe(200);
    const created = await me.post('/conversation/createConversation', {
      overseasConversationModule: 'document',
      sourceLanguage: 'en',
      targetLanguage: 'es',
      fileId,
    });
    expect(created.status).toBe(404);
  });
});
