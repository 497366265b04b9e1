import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { blackPng } from '../image/test-png.ts';
import { utf8 } from '../test-kit.ts';
import { forgeZip, repeatedStream } from '../zip/forge-zip.ts';
import { gigabyteDocx } from '../zip/hostile-zips.ts';
import { PDF_WEIGHT_FACTOR, readingWeight } from './weight.ts';

/** How heavy a file is to read, told from cheap facts before it is read. */

const MiB = 1024 * 1024;

describe('readingWeight', () => {
  it('weighs a zip at what its central directory declares it unpacks to', async () => {
    const text = utf8(Array.from({ length: 200_000 }, (_, i) => `Line ${i} of the notes. `).join(''));
    const zip = zipSync({ 'word/document.xml': text, 'notes.txt': utf8('short') }, { level: 9 });
    expect(zip.length).toBeLessThan(MiB);
    expect(await readingWeight('report.docx', zip)).toBe(text.length + 5);
    // The content decides, not the name: a zip is weighed as one whatever it is called.
    expect(await readingWeight('report.txt', zip)).toBe(text.length + 5);
  });

  it('weighs a zip the reader refuses from its directory alone at its own size', async () => {
    // Sizes understated: the reader stops at the first entry that passes its declared size.
    const liar = gigabyteDocx();
    expect(await readingWeight('report.docx', liar)).toBe(liar.length);
    // Sizes told honestly, past the limits: refused before anything is inflated.
    const honest = gigabyteDocx(128 * MiB);
    expect(await readingWeight('report.docx', honest, { maxTotalBytes: 200 * MiB })).toBe(honest.length);
    const broken = utf8('PK\u0003\u0004 and nothing else');
    expect(await readingWeight('broken.docx', broken)).toBe(broken.length);
  });

  it('counts a locked or old Office file at the most the archive limits allow', async () => {
    const ole = new Uint8Array(4096);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await readingWeight('locked.docx', ole, { maxTotalBytes: 200 * MiB })).toBe(200 * MiB);
    expect(await readingWeight('old.doc', ole)).toBe(256 * MiB);
  });

  it('weighs a picture at its decoded pixels, from its header', async () => {
    const png = blackPng(6_000, 4_000);
    expect(png.length).toBeLessThan(64 * 1024);
    expect(await readingWeight('scan.png', png)).toBe(6_000 * 4_000 * 3);
    // Not a picture after all: its size (the reader refuses it).
    expect(await readingWeight('scan.jpg', utf8('not a picture'))).toBe(13);
  });

  it('weighs a PDF at a multiple of its size and any other file at its size', async () => {
    const bytes = utf8('%PDF-1.7 and the rest');
    expect(await readingWeight('paper.pdf', bytes)).toBe(bytes.length * PDF_WEIGHT_FACTOR);
    expect(await readingWeight('notes.txt', bytes)).toBe(bytes.length);
  });

  it('adds up every entry of the directory, past what one entry or the default total may hold', async () => {
    const zeros = repeatedStream(new Uint8Array(MiB), 64);
    const zip = forgeZip(Array.from({ length: 10 }, (_, i) => ({ name: `part${i}.xml`, ...zeros })));
    expect(await readingWeight('big.docx', zip, { maxTotalBytes: 1024 * MiB, maxRatio: 100_000 })).toBe(640 * MiB);
  });
});
