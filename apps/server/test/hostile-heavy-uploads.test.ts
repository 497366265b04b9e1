import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflatingDocx } from './hostile-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';
import { docx, multipart, settled, translateFile, visitor, W, workspaceApp } from './workspace/workspace-kit.ts';

/**
 * Files within every limit that still cost much to read (zips inflating to many times their size)
 * are read in a lane of their own, a few per owner and per client address: a burst of them never
 * holds up anyone's ordinary upload, and one past the few is refused at once, with nothing stored.
 * Order and outcomes are asserted, never times.
 */
let t: TestApp;
let heavy: Uint8Array;
let light: Uint8Array;

beforeAll(async () => {
  // Heavy past 1 MB unpacked; one thread in each lane, so reads in one lane wait for each other.
  t = await createTestApp(
    {
      DOCUMENT_WORKERS: '1',
      HEAVY_READ_MB: '1',
      HEAVY_DOCUMENT_WORKERS: '1',
      HEAVY_UPLOADS_PER_OWNER: '1',
      HEAVY_UPLOADS_PER_ADDRESS: '3',
    },
    FALLBACK_BUNDLE,
  );
  // About 280 KB that unpacks to 8 MB: within the free plan's 200 MB, read in under a second.
  heavy = await inflatingDocx(8);
  light = await docx(['A short letter.', 'With a second paragraph.']);
  // The first Word file a thread reads loads the reader there: not part of any case.
  expect((await send(visitor(t.app).clientId, light)).status).toBe(200);
});
afterAll(async () => t.close());

/** Uploads a Word file as this client from this address; answers the status and the envelope. */
async function send(clientId: string, bytes: Uint8Array, remoteAddress = '127.0.0.1') {
  const body = multipart([{ name: 'report.docx', bytes }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${W}/conversation/uploadAndPreview`,
    headers: { 'x-client-id': clientId, 'content-type': body.contentType, 'lan-i18n-code': 'enus' },
    payload: body.payload,
    remoteAddress,
  });
  return { status: response.statusCode, json: JSON.parse(response.body) };
}

/** Sends and records the order in which the answers come. */
function tracked(answered: string[], name: string, clientId: string, bytes: Uint8Array, address?: string) {
  return send(clientId, bytes, address).then((answer) => {
    answered.push(name);
    return answer;
  });
}

async function storedFilesOf(clientIds: string[]) {
  return t.db
    .selectFrom('stored_files')
    .select('id')
    .where(
      'owner',
      'in',
      clientIds.map((id) => `visitor:${id}`),
    )
    .execute();
}

/** Every file in the file store's uploads folder: one per stored upload, none for a refused one. */
function filesInStore(): number {
  const folder = path.join(t.config.dataDir, 'files', 'uploads');
  if (!existsSync(folder)) return 0;
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

const REFUSED = {
  code: 10233,
  success: false,
  msg: 'Other large files from you or your network are still being read: send this one again once they are done',
};

describe('heavy uploads in a lane of their own', () => {
  it('answers a normal upload while a burst of heavy ones from several visitors waits for its lane', async () => {
    const answered: string[] = [];
    const burst = [1, 2, 3].map((n) => tracked(answered, `heavy ${n}`, visitor(t.app).clientId, heavy));
    // Sent once the burst is in (its files stored and queued for reading).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const normal = await tracked(answered, 'normal', visitor(t.app).clientId, light);
    expect(normal.status).toBe(200);
    // The heavy files are read one at a time: when the normal one is answered, some still wait.
    expect(answered.filter((name) => name.startsWith('heavy')).length).toBeLessThan(3);
    // Within every limit, they are all read in the end.
    expect((await Promise.all(burst)).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answered.at(-1)).toMatch(/^heavy/);
  });

  it('refuses at once a second heavy upload of one owner while the first is read, storing nothing', async () => {
    const before = filesInStore();
    // Another visitor's file holds the heavy lane, so the owner's first waits there.
    const holding = send(visitor(t.app).clientId, heavy);
    const owner = visitor(t.app).clientId;
    const answers = await Promise.all([send(owner, heavy), send(owner, heavy)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    expect(answers.find((answer) => answer.status === 429)?.json).toMatchObject(REFUSED);
    expect((await holding).status).toBe(200);
    expect(await storedFilesOf([owner])).toHaveLength(1);
    expect(filesInStore()).toBe(before + 2);
    // Once it is read, the owner may send the next one.
    expect((await send(owner, heavy)).status).toBe(200);
  });

  it('refuses the heavy upload past its address limit, whatever client id it claims; other addresses go on', async () => {
    const before = filesInStore();
    const crowd = [1, 2, 3, 4].map(() => visitor(t.app).clientId);
    const fromOneAddress = crowd.map((clientId) => send(clientId, heavy, '203.0.113.7'));
    const elsewhere = visitor(t.app).clientId;
    const fromAnother = send(elsewhere, heavy, '198.51.100.20');
    const answers = await Promise.all(fromOneAddress);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429]);
    expect(answers.find((answer) => answer.status === 429)?.json).toMatchObject(REFUSED);
    expect((await fromAnother).status).toBe(200);
    expect(await storedFilesOf(crowd)).toHaveLength(3);
    expect(await storedFilesOf([elsewhere])).toHaveLength(1);
    expect(filesInStore()).toBe(before + 4);
  });
});

describe('a heavy file, read in the heavy lane all along', () => {
  it('is translated and downloaded like any other', async () => {
    const w = await workspaceApp({}, {}, { HEAVY_READ_MB: '1' });
    try {
      // One sentence, and 2 MB of picture bytes stored as they are: heavy past 1 MB.
      const parts = unzipSync(await docx(['The heavy letter is short.']));
      const picture = new Uint8Array(randomBytes(2 * 1024 * 1024));
      const bytes = zipSync({ ...parts, 'word/media/image1.bin': [picture, { level: 0 }] });
      const me = visitor(w.t.app);
      const id = await translateFile(w.t.app, me, { name: 'heavy.docx', bytes });
      expect((await settled(me, id)).messages[1]?.blocks.map((block) => block.type)).toContain('download');
      const response = await w.t.app.inject({
        method: 'POST',
        url: `${W}/conversation/downFile`,
        headers: { 'x-client-id': me.clientId },
        payload: { conversationId: id, format: 'docx', mode: 'source-then-target' },
      });
      expect(response.statusCode).toBe(200);
      const built = unzipSync(response.rawPayload);
      expect(strFromU8(built['word/document.xml'] as Uint8Array)).toContain('The heavy letter is short.');
      expect(built['word/media/image1.bin']).toEqual(picture);
    } finally {
      await w.close();
    }
    // A hang guard: a server of its own with its document threads, a heavy read and a download,
    // beside other files on two busy cores.
  }, 180_000);
});
