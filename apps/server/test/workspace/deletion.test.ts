import { readdirSync } from 'node:fs';
import path from 'node:path';
import { CHAT_PATHS } from '@glossa/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, settled, upload, type Visitor, visitor, W, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp();
});
afterAll(async () => w.close());

/** LibreOffice draws the pages of an Office source: slow on a busy machine (a hang guard, not a speed check). */
const SLOW = 300_000;
const SHARED = 'The harbour opens at dawn for every boat.';

/** Every file under the data folder (the database files aside: their tables are compared instead). */
function dataFiles(): string[] {
  const root = w.t.config.dataDir;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [path.relative(root, full)];
    });
  return walk(root)
    .filter((file) => !file.startsWith('app.db'))
    .sort();
}

/** The rows a conversation leaves in the database (usage records are checked on their own). */
async function tables() {
  const { db } = w.t;
  const sorted = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    conversations: sorted(await db.selectFrom('conversations').select(['id', 'file_id']).execute()),
    messages: sorted(await db.selectFrom('messages').select(['id', 'conversation_id']).execute()),
    jobs: sorted(await db.selectFrom('jobs').select(['id', 'conversation_id']).execute()),
    segments: sorted(await db.selectFrom('version_segments').select(['version_id', 'segment_id', 'target']).execute()),
    events: sorted(await db.selectFrom('conversation_events').select(['conversation_id', 'seq']).execute()),
    files: sorted(await db.selectFrom('stored_files').select(['id', 'storage_key', 'deleted_at']).execute()),
    memory: sorted(await db.selectFrom('translation_memory').select(['key', 'target']).execute()),
    origins: sorted(
      await db.selectFrom('memory_origins').select(['memory_key', 'conversation_id', 'target']).execute(),
    ),
  };
}

async function snapshot() {
  return { files: dataFiles(), tables: await tables() };
}

async function translated(who: Visitor, name: string, paragraphs: string[]) {
  const uploaded = await upload(w.t.app, who, [{ name, bytes: await docx(paragraphs) }]);
  expect(uploaded.status).toBe(200);
  const created = await who.post(CHAT_PATHS.create, {
    overseasConversationModule: 'document',
    sourceLanguage: 'en',
    targetLanguage: 'de',
    fileId: uploaded.json.data.fileId,
  });
  const id = created.json.data.conversation.conversationId as string;
  expect((await settled(who, id)).messages[1]?.status).toBe('done');
  return { id, fileId: uploaded.json.data.fileId as string, pageImages: uploaded.json.data.pageImages as boolean };
}

describe('deleting a conversation', () => {
  it('leaves the data folder and the database as they were before it existed', { timeout: SLOW }, async () => {
    const me = visitor(w.t.app);
    // A conversation that stays: it produced the shared sentence's memory entry first.
    const kept = await translated(me, 'kept.docx', [SHARED, 'Only the kept conversation says this.']);
    const before = await snapshot();
    const usageBefore = await w.t.db.selectFrom('usage_records').select('id').execute();

    const gone = await translated(me, 'gone.docx', [SHARED, 'Only the deleted one says this.', 'And this too.']);
    // A sentence edit goes into the memory, over the kept conversation's entry for the same text.
    const sentences = await me.post(CHAT_PATHS.preview, { conversationId: gone.id, pageNum: 1, pageSize: 10 });
    const shared = sentences.json.data.records.find((r: { source: string }) => r.source === SHARED);
    const edit = await me.post(CHAT_PATHS.editSentence, {
      conversationId: gone.id,
      segmentId: shared.segmentId,
      text: 'Der Hafen öffnet im Morgengrauen, von Hand.',
    });
    expect(edit.status).toBe(200);
    if (gone.pageImages) {
      const page = await w.t.app.inject({
        method: 'GET',
        url: `${W}${CHAT_PATHS.sourcePage}/${gone.id}/1`,
        headers: { 'x-client-id': me.clientId },
      });
      expect(page.statusCode).toBe(200);
    }
    const download = await me.post(CHAT_PATHS.downFile, { conversationId: gone.id, format: 'docx' });
    expect(download.status).toBe(200);

    const during = await snapshot();
    const goneJob = await w.t.db
      .selectFrom('jobs')
      .select('id')
      .where('conversation_id', '=', gone.id)
      .executeTakeFirstOrThrow();
    expect(during.files).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^files/uploads/${gone.fileId}/`)),
        expect.stringMatching(new RegExp(`^files/downloads/${goneJob.id}/`)),
        ...(gone.pageImages ? [`files/previews/${gone.fileId}.pdf`] : []),
      ]),
    );
    const origins = await w.t.db.selectFrom('memory_origins').selectAll().execute();
    const sharedKey = origins.find((o) => o.conversation_id === gone.id && o.target.includes('von Hand'))?.memory_key;
    expect(origins.filter((o) => o.memory_key === sharedKey).map((o) => o.conversation_id)).toEqual(
      expect.arrayContaining([kept.id, gone.id]),
    );
    const entry = await w.t.db
      .selectFrom('translation_memory')
      .select('target')
      .where('key', '=', sharedKey ?? '')
      .executeTakeFirstOrThrow();
    expect(entry.target).toBe('Der Hafen öffnet im Morgengrauen, von Hand.');

    expect((await me.post(`${CHAT_PATHS.remove}/${gone.id}`)).status).toBe(200);

    // Files, rows and memory as before: the entries only it produced are gone, the shared one
    // stays with the kept conversation's wording.
    expect(await snapshot()).toEqual(before);
    // The chat it used stays used (deleting is no way round the quota), without the link.
    const usage = await w.t.db.selectFrom('usage_records').select(['id', 'conversation_id']).execute();
    expect(usage).toHaveLength(usageBefore.length + 1);
    expect(usage.filter((row) => row.conversation_id === gone.id)).toEqual([]);
    expect((await me.post(CHAT_PATHS.enter, { conversationId: kept.id })).status).toBe(200);
  });

  it('deleting a file removes its preview and the downloads built from it', { timeout: SLOW }, async () => {
    const me = visitor(w.t.app);
    const before = dataFiles();
    const conversation = await translated(me, 'source.docx', ['A page with a harbour.', 'Another line.']);
    if (conversation.pageImages) {
      const page = await w.t.app.inject({
        method: 'GET',
        url: `${W}${CHAT_PATHS.sourcePage}/${conversation.id}/1`,
        headers: { 'x-client-id': me.clientId },
      });
      expect(page.statusCode).toBe(200);
    }
    expect((await me.post(CHAT_PATHS.downFile, { conversationId: conversation.id, format: 'docx' })).status).toBe(200);
    expect(dataFiles().length).toBeGreaterThan(before.length + (conversation.pageImages ? 2 : 1));
    expect((await me.post(CHAT_PATHS.deleteFile, { fileId: conversation.fileId })).status).toBe(200);
    expect(dataFiles()).toEqual(before);
    // The conversation stays, and says its file is gone.
    const detail = await me.post(CHAT_PATHS.enter, { conversationId: conversation.id });
    expect(detail.json.data.messages[0].blocks[0].attributes.expired).toBe(true);
  });
});
