import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStore, LocalFileStore } from '../src/features/files/file-store.ts';
import { S3FileStore } from '../src/features/files/s3-file-store.ts';
import { type S3StandIn, startS3StandIn } from './s3-stand-in.ts';

/** Both file stores keep the same promises: what the workspace relies on, checked against each. */
let s3: S3StandIn;
let folder: string;
const stores: Record<string, () => FileStore> = {
  local: () => new LocalFileStore(folder),
  s3: () =>
    new S3FileStore({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'site-a/',
    }),
};

beforeAll(async () => {
  s3 = await startS3StandIn();
  folder = mkdtempSync(path.join(tmpdir(), 'glossa-files-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(Object.keys(stores))('the %s file store', (name) => {
  const store = () => stores[name]?.() as FileStore;

  it('stores, reads, streams and removes a file', async () => {
    const files = store();
    await files.put('uploads/a/note.txt', new TextEncoder().encode('A note.'));
    expect(await files.exists('uploads/a/note.txt')).toBe(true);
    expect(new TextDecoder().decode(await files.get('uploads/a/note.txt'))).toBe('A note.');
    expect(await text(files.stream('uploads/a/note.txt'))).toBe('A note.');
    await files.remove('uploads/a/note.txt');
    expect(await files.exists('uploads/a/note.txt')).toBe(false);
    expect(await files.get('uploads/a/note.txt')).toBeUndefined();
  });

  it('streams a large upload in and counts its bytes', async () => {
    const files = store();
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const size = await files.putStream('uploads/b/big.bin', Readable.from(Array.from({ length: 12 }, () => chunk)));
    expect(size).toBe(12 * 1024 * 1024);
    const back = await files.get('uploads/b/big.bin');
    expect(back?.length).toBe(12 * 1024 * 1024);
    expect(back?.every((byte) => byte === 7)).toBe(true);
  });

  it('stores nothing under the key when the stream fails', async () => {
    const files = store();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(files.putStream('uploads/c/cut.bin', failing)).rejects.toThrow();
    expect(await files.exists('uploads/c/cut.bin')).toBe(false);
  });

  it('removes every key under a folder, and only those', async () => {
    const files = store();
    for (const key of ['downloads/j1/r1.docx', 'downloads/j1/r2.pdf', 'downloads/j2/r1.docx']) {
      await files.put(key, new Uint8Array([1, 2, 3]));
    }
    await files.remove('downloads/j1/');
    expect(await files.exists('downloads/j1/r1.docx')).toBe(false);
    expect(await files.exists('downloads/j1/r2.pdf')).toBe(false);
    expect(await files.exists('downloads/j2/r1.docx')).toBe(true);
  });

  it('refuses keys that could leave its folder', async () => {
    const files = store();
    await expect(files.put('../escape.txt', new Uint8Array([1]))).rejects.toThrow('Invalid file key');
    await expect(files.get('uploads/../../etc/passwd')).rejects.toThrow('Invalid file key');
  });
});
