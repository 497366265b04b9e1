import { CHAT_PATHS } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { strFromU8, unzipSync } from 'fflate';
import officeCrypto from 'officecrypto-tool';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, settled, upload, type Visitor, visitor, W, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp();
});
afterAll(async () => w.close());

const PASSWORD = 'Rapport 2024 ✓';
const PARAGRAPHS = ['The harbour opens at dawn.', 'Boats leave when the tide turns.'];
/** Each open derives the key with 100 000 hash rounds: the flow opens the file several times. */
const SLOW = 120_000;

const documentXml = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['word/document.xml'] as Uint8Array);

async function download(who: Visitor, payload: Record<string, unknown>) {
  const response = await w.t.app.inject({
    method: 'POST',
    url: `${W}${CHAT_PATHS.downFile}`,
    headers: { 'x-client-id': who.clientId, 'lan-i18n-code': 'enus' },
    payload,
  });
  return { status: response.statusCode, bytes: new Uint8Array(response.rawPayload), body: response.body };
}

async function translated(who: Visitor, fileId: string): Promise<string> {
  const created = await who.post(CHAT_PATHS.create, {
    overseasConversationModule: 'document',
    sourceLanguage: 'en',
    targetLanguage: 'de',
    fileId,
  });
  const id = created.json.data.conversation.conversationId as string;
  expect((await settled(who, id)).messages.at(-1)?.status).toBe('done');
  return id;
}

/** initialDownload, once the job is marked done too (the runner marks the message first, then the job). */
async function downloadChoice(who: Visitor, conversationId: string) {
  for (let i = 0; i < 200; i++) {
    const answer = await who.post(CHAT_PATHS.initialDownload, { conversationId });
    if (answer.json.data) return answer.json.data as { formats: string[]; encryptableFormats: string[] };
    if (answer.json.code !== ERRORS.translationNotReady.code) throw new Error(answer.body);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the download choice never came');
}

describe('a password-protected Word document', () => {
  it('asks for the password, tells a wrong one, translates and downloads plain or locked', {
    timeout: SLOW,
  }, async () => {
    const me = visitor(w.t.app);
    const locked = new Uint8Array(officeCrypto.encrypt(Buffer.from(await docx(PARAGRAPHS)), { password: PASSWORD }));
    const file = [{ name: 'harbour.docx', bytes: locked }];

    const asked = await upload(w.t.app, me, file);
    expect([asked.status, asked.json.msg]).toEqual([
      423,
      'A password-protected file must be unlocked first: enter its password',
    ]);
    const wrong = await upload(w.t.app, me, file, { password: 'harbour' });
    expect([wrong.status, wrong.json.msg]).toEqual([400, 'The password of the file is wrong']);
    const uploaded = await upload(w.t.app, me, file, { password: PASSWORD });
    expect(uploaded.status).toBe(200);
    expect(uploaded.json.data).toMatchObject({ format: 'docx', segments: 2, detectedLanguage: 'en' });
    expect(uploaded.json.data.previewText).toContain('The harbour opens at dawn.');

    const id = await translated(me, uploaded.json.data.fileId);
    const choice = await downloadChoice(me, id);
    expect(choice.formats[0]).toBe('docx');
    expect(choice.encryptableFormats).toEqual(['docx']);

    // The default download opens without the password.
    const plain = await download(me, { conversationId: id, format: 'docx', mode: 'translated' });
    expect(plain.status).toBe(200);
    expect(documentXml(plain.bytes)).toContain('de:harbour');

    const relocked = await download(me, { conversationId: id, format: 'docx', encryptWithSourcePassword: true });
    expect(relocked.status).toBe(200);
    expect(officeCrypto.isEncrypted(Buffer.from(relocked.bytes))).toBe(true);
    await expect(officeCrypto.decrypt(Buffer.from(relocked.bytes), { password: 'harbour' })).rejects.toThrow();
    const opened = await officeCrypto.decrypt(Buffer.from(relocked.bytes), { password: PASSWORD });
    expect(documentXml(new Uint8Array(opened))).toContain('de:harbour');

    // A link to the locked download gives the locked file too; a link without the wish, the plain one.
    for (const lock of [true, false]) {
      const linked = await me.post(CHAT_PATHS.downFileLink, {
        conversationId: id,
        format: 'docx',
        ...(lock ? { encryptWithSourcePassword: true } : {}),
      });
      expect(linked.json.code).toBe(200);
      const fetched = await w.t.app.inject({ method: 'GET', url: linked.json.data.url });
      expect(fetched.statusCode).toBe(200);
      expect(officeCrypto.isEncrypted(fetched.rawPayload), String(lock)).toBe(lock);
    }

    if (choice.formats.includes('pdf')) {
      // A PDF export cannot carry an Office password: refused rather than sent unprotected.
      const pdf = await download(me, { conversationId: id, format: 'pdf', encryptWithSourcePassword: true });
      expect(pdf.status).toBe(400);
    }
    if (uploaded.json.data.pageImages) {
      // LibreOffice draws the source's pages from the unlocked copy.
      const page = await w.t.app.inject({
        method: 'GET',
        url: `${W}${CHAT_PATHS.sourcePage}/${id}/1`,
        headers: { 'x-client-id': me.clientId },
      });
      expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'image/png']);
    }
  });

  it('offers no locked download when the source had no password to keep', { timeout: SLOW }, async () => {
    const me = visitor(w.t.app);
    // A password sent with a file that needs none unlocks nothing.
    const uploaded = await upload(w.t.app, me, [{ name: 'open.docx', bytes: await docx(PARAGRAPHS) }], {
      password: PASSWORD,
    });
    const id = await translated(me, uploaded.json.data.fileId);
    const choice = await downloadChoice(me, id);
    expect(choice.encryptableFormats).toEqual([]);
    const refused = await download(me, { conversationId: id, format: 'docx', encryptWithSourcePassword: true });
    expect(refused.status).toBe(400);
    const plain = await download(me, { conversationId: id, format: 'docx' });
    expect(documentXml(plain.bytes)).toContain('de:harbour');
  });
});
