import { blackPng } from '@glossa/translate/formats/image/test-png';
import { gigabyteDocx, overlappingDocx } from '@glossa/translate/formats/zip/hostile-zips';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuotaService } from '../src/features/quota/service.ts';
import { readLimits } from '../src/features/workspace/documents.ts';
import { inflatingDocx, resetPeakMemory, residentMemory } from './hostile-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, mailedCode, type TestApp } from './test-app.ts';
import { docx, upload, visitor } from './workspace/workspace-kit.ts';

/**
 * Files that cost far more to open than to send: a 60-megapixel picture of a few kilobytes, and a
 * document that inflates past what its owner's plan allows. Both are refused before the cost.
 */
let t: TestApp;
const MiB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE);
});
afterAll(async () => t.close());

async function member() {
  const me = visitor(t.app);
  await new QuotaService({ db: t.db }).grant({ kind: 'visitor', clientId: me.clientId }, 'member', 30);
  return me;
}

describe('pictures too large to decode', () => {
  // 10000 x 6000: 60 MP, about 7 KB as a file, 180 MB as the RGB pixels the reader would make.
  const huge = blackPng(10_000, 6_000);

  it('refuses a 60-megapixel upload from its header, without the memory a decode takes', async () => {
    expect(huge.length).toBeLessThan(64 * 1024);
    const me = await member();
    // The first picture a worker thread reads starts the thread and loads the image reader, a
    // one-time cost of the process: the refusal itself is measured on the next one.
    expect((await upload(t.app, me, [{ name: 'first.png', bytes: huge }])).status).toBe(422);
    resetPeakMemory();
    const before = residentMemory().now;
    const answer = await upload(t.app, me, [{ name: 'scan.png', bytes: huge }]);
    const growth = residentMemory().peak - before;
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      code: 10223,
      success: false,
      msg: 'The image is 10000 x 6000 pixels: at most 40 megapixels are accepted',
    });
    // Decoding would have needed 180 MB at least: the peak stays far below.
    expect(growth).toBeLessThan(64 * MiB);
    const stored = await t.db.selectFrom('stored_files').select('id').execute();
    expect(stored).toEqual([]);
  });

  it('refuses a profile picture above the lower avatar cap, telling its size', async () => {
    const email = 'big-picture@example.com';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/gateway/logincommon/code/getSMSCode',
      payload: { email, purpose: 'register' },
    });
    expect(sent.json().code).toBe(200);
    const code = await mailedCode(t.db, email);
    const password = 'picture pass 9';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/gateway/logincommon/user/register',
      payload: { email, code, password, confirmPassword: password, agreed: true },
    });
    const authorization = `Bearer ${registered.json().data.token}`;
    const picture = (bytes: Uint8Array, locale = 'enus') =>
      t.app.inject({
        method: 'POST',
        url: '/gateway/website/user/uploadAvatar',
        headers: { authorization, 'content-type': 'image/png', 'lan-i18n-code': locale },
        payload: Buffer.from(bytes),
      });
    resetPeakMemory();
    const before = residentMemory().now;
    const refused = await picture(blackPng(5_000, 4_000), 'jajp');
    expect(residentMemory().peak - before).toBeLessThan(64 * MiB);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 10223,
      msg: '画像のサイズは 5000 x 4000 ピクセルです。受け付けられるのは最大 16 メガピクセルまでです',
    });
    const accepted = await picture(blackPng(800, 600));
    expect(accepted.json().code).toBe(200);
  });
});

describe('archives capped by the plan', () => {
  it('lets a file inflate to 20 times the plan file size, at most 256 MiB', () => {
    expect(readLimits({ file_max_bytes: 10 * MiB }).archive.maxTotalBytes).toBe(200 * MiB);
    expect(readLimits({ file_max_bytes: 50 * MiB }).archive.maxTotalBytes).toBe(256 * MiB);
    expect(readLimits({ file_max_bytes: 100_000 }).archive).toEqual({
      maxTotalBytes: 2_000_000,
      maxEntryBytes: 2_000_000,
    });
  });

  it('refuses a document inflating past its owner plan cap, which a larger plan accepts', async () => {
    const file = await inflatingDocx(2.5);
    expect(file.length).toBeLessThan(100_000);
    // A plan of 100 kB files: whatever is uploaded may unpack to 2 MB at most.
    await t.db.updateTable('plans').set({ file_max_bytes: 100_000 }).where('id', '=', 'free').execute();
    const small = await upload(t.app, visitor(t.app), [{ name: 'report.docx', bytes: file }]);
    expect(small.status).toBe(422);
    expect(small.json).toMatchObject({ code: 10221 });
    await t.db
      .updateTable('plans')
      .set({ file_max_bytes: 10 * MiB })
      .where('id', '=', 'free')
      .execute();
    const usual = await upload(t.app, visitor(t.app), [{ name: 'report.docx', bytes: file }]);
    expect(usual.status).toBe(200);
    expect(usual.json.data.segments).toBeGreaterThan(10_000);
  });
});

describe('archives that lie about themselves', () => {
  /** Uploads `bytes` as a free visitor and answers the refusal, the peak memory growth and what was stored. */
  async function refused(bytes: Uint8Array) {
    // The first Word file a worker thread reads loads the Word reader there, a one-time cost of the
    // process: a real one goes first, so the figure is the hostile file's own.
    expect((await upload(t.app, visitor(t.app), [{ name: 'first.docx', bytes: await docx(['Hello.']) }])).status).toBe(
      200,
    );
    const me = visitor(t.app);
    resetPeakMemory();
    const before = residentMemory().now;
    const answer = await upload(t.app, me, [{ name: 'report.docx', bytes }]);
    const growth = residentMemory().peak - before;
    const stored = await t.db
      .selectFrom('stored_files')
      .select('id')
      .where('owner', '=', `visitor:${me.clientId}`)
      .execute();
    return { answer, growth, stored };
  }

  it('refuses 21 entries sharing one stream with understated sizes, without inflating them', async () => {
    const bytes = overlappingDocx();
    expect(bytes.length).toBeLessThan(MiB);
    const { answer, growth, stored } = await refused(bytes);
    expect([answer.status, answer.json.code]).toEqual([422, 10221]);
    expect(answer.json.msg).toBe(
      'The file was refused for safety: it unpacks to too much data or holds unsafe content',
    );
    // Inflating the shared 100 MiB stream once per record would take 2 GiB.
    expect(growth).toBeLessThan(64 * MiB);
    expect(stored).toEqual([]);
  });

  it('refuses a 6 MB file that inflates to 1 GiB, stopping at the free plan cap', async () => {
    const bytes = gigabyteDocx();
    expect(bytes.length).toBeLessThan(10 * MiB);
    const { answer, growth, stored } = await refused(bytes);
    expect([answer.status, answer.json.code]).toEqual([422, 10221]);
    // Counted while inflating and stopped at the plan's 200 MiB: far from the gigabyte.
    expect(growth).toBeLessThan(256 * MiB);
    expect(stored).toEqual([]);
  });
});
