import { afterAll, describe, expect, it } from 'vitest';
import { FormatError, ImageTooLargeError } from '../document-format.ts';
import { blackPng } from '../image/test-png.ts';
import { utf8 } from '../test-kit.ts';
import { createDocumentWork, type DocumentWork, memoryBudgetMb } from './document-work.ts';

/** Document work in worker threads: the same answers as inline, refusals with their class, and caps that hold. */

const pools: DocumentWork[] = [];
function pool(options: Parameters<typeof createDocumentWork>[0]): DocumentWork {
  const work = createDocumentWork(options);
  pools.push(work);
  return work;
}
afterAll(async () => {
  await Promise.all(pools.map((work) => work.close()));
});

const text = utf8('The first paragraph of the letter.\n\nA second one, with more words in it.');
const read = {};

/** A text file of many paragraphs: each becomes a segment object, so reading it takes a lot of heap. */
function manyParagraphs(count: number, paragraph = 'Word one two.'): Uint8Array {
  return utf8(`${paragraph}\n\n`.repeat(count));
}
const LONG_PARAGRAPH = 'Word one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen.';

describe('document work in worker threads', () => {
  const threads = pool({ threads: 2 });
  const inline = pool({ threads: 0 });

  it('answers as the same work on the caller thread does', async () => {
    for (const kind of ['describe', 'extract'] as const) {
      const task = { kind, fileName: 'letter.txt', bytes: text, read };
      expect(await threads.run(task)).toEqual(await inline.run(task));
    }
    const counts = await threads.run({ kind: 'describe', fileName: 'letter.txt', bytes: text, read });
    expect(counts).toMatchObject({ words: 14, segments: 2, pages: null });
    expect(counts.languageSample).toContain('second one');
  });

  it('builds the translated file and hands its bytes back', async () => {
    const built = await threads.run({
      kind: 'build',
      fileName: 'letter.txt',
      bytes: text,
      read,
      translations: new Map([
        ['p1', 'Le premier paragraphe.'],
        ['p2', 'Un second.'],
      ]),
      mode: 'translated',
      languages: { sourceLanguage: 'en', targetLanguage: 'fr' },
      exportTo: 'txt',
      libreOffice: false,
    });
    expect(built).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(built)).toBe('Le premier paragraphe.\n\nUn second.');
  });

  it('brings a refusal back as the adapter class that made it', async () => {
    const empty = threads.run({ kind: 'describe', fileName: 'empty.txt', bytes: utf8('  \n'), read });
    await expect(empty).rejects.toBeInstanceOf(FormatError);
    await expect(empty).rejects.toMatchObject({ code: 'empty' });
    const notWord = threads.run({ kind: 'extract', fileName: 'fake.docx', bytes: text, read });
    await expect(notWord).rejects.toMatchObject({ name: 'FormatError' });
    const picture = threads.run({
      kind: 'describe',
      fileName: 'scan.png',
      bytes: blackPng(10_000, 6_000),
      read: { limits: { archive: {}, maxImagePixels: 40_000_000 } },
    });
    await expect(picture).rejects.toBeInstanceOf(ImageTooLargeError);
    await expect(picture).rejects.toMatchObject({ width: 10_000, height: 6_000, maxPixels: 40_000_000 });
  });

  it('moves the bytes into the thread only when asked', async () => {
    const kept = utf8('Kept where it was.');
    await threads.run({ kind: 'describe', fileName: 'kept.txt', bytes: kept, read });
    expect(kept.byteLength).toBe(18);
    const moved = utf8('Handed over whole.');
    await threads.run({ kind: 'describe', fileName: 'moved.txt', bytes: moved, read }, { moveBytes: true });
    expect(moved.byteLength).toBe(0);
  });

  it('leaves the event loop free while a large file is read', async () => {
    let turns = 0;
    const ticking = setInterval(() => turns++, 1);
    const reading = threads.run({ kind: 'extract', fileName: 'big.txt', bytes: manyParagraphs(200_000), read });
    // The caller's timers keep running while the thread reads: the answer comes after some of them.
    const { segments } = await reading;
    const turnsWhileReading = turns;
    clearInterval(ticking);
    expect(segments).toHaveLength(200_000);
    expect(turnsWhileReading).toBeGreaterThan(0);
  });
});

describe('caps on one file', () => {
  it('stops a task at the time cap, refuses it as too complex and goes on with the next', async () => {
    const work = pool({ threads: 1, taskMs: 1 });
    const slow = work.run({ kind: 'extract', fileName: 'big.txt', bytes: manyParagraphs(200_000), read });
    await expect(slow).rejects.toMatchObject({ name: 'FormatError', code: 'too-complex' });
    const roomy = pool({ threads: 1 });
    await expect(roomy.run({ kind: 'describe', fileName: 'letter.txt', bytes: text, read })).resolves.toBeTruthy();
  });

  it('ends a thread past its heap cap, refuses the file and serves the next one on a new thread', async () => {
    const work = pool({ threads: 1, memoryMb: 64 });
    // 23 MB of text (under the reader's own caps), well over 64 MB once read into segments.
    const bytes = manyParagraphs(240_000, LONG_PARAGRAPH);
    const greedy = work.run({ kind: 'extract', fileName: 'huge.txt', bytes, read });
    await expect(greedy).rejects.toMatchObject({ name: 'FormatError', code: 'too-complex' });
    const next = await work.run({ kind: 'describe', fileName: 'letter.txt', bytes: text, read });
    expect(next.segments).toBe(2);
  });

  it('stops at once when the caller aborts, with the caller reason', async () => {
    const work = pool({ threads: 1 });
    const controller = new AbortController();
    const reading = work.run(
      { kind: 'extract', fileName: 'big.txt', bytes: manyParagraphs(400_000), read },
      { signal: controller.signal },
    );
    controller.abort(new Error('paused'));
    await expect(reading).rejects.toThrow('paused');
    const next = await work.run({ kind: 'describe', fileName: 'letter.txt', bytes: text, read });
    expect(next.words).toBe(14);
  });
});

describe('the heavy lane', () => {
  it('reads heavy files on threads of its own, with the larger heap cap', async () => {
    const work = pool({ threads: 1, memoryMb: 64, heavyMemoryMb: 1024 });
    const bytes = manyParagraphs(240_000, LONG_PARAGRAPH);
    const light = work.run({ kind: 'extract', fileName: 'huge.txt', bytes, read });
    await expect(light).rejects.toMatchObject({ name: 'FormatError', code: 'too-complex' });
    const { segments } = await work.run({ kind: 'extract', fileName: 'huge.txt', bytes, read }, { lane: 'heavy' });
    expect(segments).toHaveLength(240_000);
  });

  it('answers a light file while heavy ones still wait for their one thread', async () => {
    const work = pool({ threads: 1, heavyThreads: 1 });
    const answered: string[] = [];
    const heavy = [1, 2, 3].map((n) =>
      work
        .run({ kind: 'extract', fileName: 'big.txt', bytes: manyParagraphs(200_000), read }, { lane: 'heavy' })
        .then(() => answered.push(`heavy ${n}`)),
    );
    await work.run({ kind: 'describe', fileName: 'letter.txt', bytes: text, read });
    // The heavy files are read one after another: at least two are still waiting or being read.
    expect(answered.filter((name) => name.startsWith('heavy')).length).toBeLessThanOrEqual(1);
    await Promise.all(heavy);
    expect(answered).toEqual(['heavy 1', 'heavy 2', 'heavy 3']);
  });

  it('states the memory its lanes stay under, every thread at its heap cap', () => {
    // 600 MB for the process, 256 MB besides each light heap, 768 MB besides each heavy one.
    const lanes = { threads: 2, jobThreads: 2, memoryMb: 768, heavyThreads: 1, heavyMemoryMb: 2048 };
    expect(memoryBudgetMb(lanes)).toBe(600 + 4 * (768 + 256) + (2048 + 768));
    expect(memoryBudgetMb({ ...lanes, threads: 0 })).toBe(600);
  });
});
