/**
 * The zip reader's structural checks, on zips forged field by field: headers that disagree,
 * names that escape, wrong checksums, truncation, zip64 records and data descriptors.
 */
import { Document, Packer, Paragraph } from 'docx';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../archive.ts';
import { type ForgedEntry, forgeZip } from './forge-zip.ts';
import { isSafeName } from './local-headers.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
const xml = utf8(`<w:document>${'<w:p>Hello</w:p>'.repeat(50)}</w:document>`);
const refusal = (input: Uint8Array) => {
  try {
    readArchive(input);
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error('the zip was accepted');
};
const forged = (entry: Partial<ForgedEntry>) => forgeZip([{ name: 'word/document.xml', content: xml, ...entry }]);

describe('readArchive on honest zips', () => {
  it('reads forged, fflate and docx-library zips alike', async () => {
    expect(text(readArchive(forged({}))['word/document.xml'])).toBe(text(xml));
    expect(text(readArchive(forged({ method: 0 }))['word/document.xml'])).toBe(text(xml));
    const docx = new Uint8Array(
      await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Hi')] }] })),
    );
    expect(text(readArchive(docx)['word/document.xml'])).toContain('Hi');
    const written = writeArchive({ 'a/': new Uint8Array(), 'a/b.xml': xml }, ['a/', 'a/b.xml']);
    expect(Object.keys(readArchive(written))).toEqual(['a/', 'a/b.xml']);
  });

  it('reads zip64 extra fields and the zip64 end record', () => {
    const zip = forgeZip(
      [
        { name: 'a.xml', content: xml, zip64: true },
        { name: 'b.xml', content: utf8('<b/>'), zip64: true, method: 0 },
      ],
      { zip64End: true },
    );
    const files = readArchive(zip);
    expect(text(files['a.xml'])).toBe(text(xml));
    expect(text(files['b.xml'])).toBe('<b/>');
  });

  it('reads data descriptors with and without their signature, and zip64 ones', () => {
    for (const descriptor of ['signed', 'unsigned'] as const) {
      expect(text(readArchive(forged({ descriptor }))['word/document.xml'])).toBe(text(xml));
      expect(text(readArchive(forged({ descriptor, zip64: true }))['word/document.xml'])).toBe(text(xml));
    }
  });

  it('accepts an archive comment and names that only look odd', () => {
    const zip = forgeZip([{ name: 'a..b.xml', content: xml }], { comment: 'PK\x05\x06 not an end record' });
    expect(Object.keys(readArchive(zip))).toEqual(['a..b.xml']);
  });

  it('keeps entries named like object properties as plain entries', () => {
    const files = readArchive(forgeZip(['__proto__', 'constructor'].map((name) => ({ name, content: utf8(name) }))));
    expect(Object.keys(files)).toEqual(['__proto__', 'constructor']);
    expect(text(Object.getOwnPropertyDescriptor(files, '__proto__')?.value)).toBe('__proto__');
    expect('toString' in files).toBe(false);
  });
});

describe('readArchive refuses', () => {
  it('local headers that disagree with the central directory', () => {
    const cases: [Partial<ForgedEntry>, RegExp][] = [
      [{ local: { name: 'word/other.xml' } }, /name/],
      [{ central: { method: 0 } }, /compression method/],
      [{ local: { flags: 0x0808 } }, /flags/],
      [{ local: { crc: 1234 } }, /checksum/],
      [{ local: { size: 10 } }, /size/],
      [{ local: { compressedSize: 3 } }, /size/],
    ];
    for (const [entry, what] of cases) {
      const error = refusal(forged(entry));
      expect(error, String(what)).toMatchObject({ code: 'unsafe', message: expect.stringMatching(/disagree/) });
      expect(error.message).toMatch(what);
    }
  });

  it('duplicate names', () => {
    const zip = forgeZip([
      { name: 'word/document.xml', content: xml },
      { name: 'word/document.xml', content: utf8('<evil/>') },
    ]);
    expect(refusal(zip)).toMatchObject({ code: 'unsafe', message: expect.stringMatching(/two entries are named/) });
  });

  it('names that escape a folder or mean two things', () => {
    const evil = ['../evil.xml', 'word/../../evil.xml', '/etc/passwd', 'C:/evil.xml', 'word\\..\\evil.xml'];
    const odd = ['', 'a//b.xml', './a.xml', 'a/./b.xml', 'a\0.xml'];
    for (const name of [...evil, ...odd]) {
      expect(isSafeName(name), name).toBe(false);
      expect(refusal(forgeZip([{ name, content: xml }])).message, name).toMatch(/not allowed/);
    }
    for (const name of ['word/', 'word/document.xml', 'a..b.xml', 'Pictures/日本.png'])
      expect(isSafeName(name)).toBe(true);
  });

  it('a wrong CRC-32 as damage', () => {
    expect(refusal(forged({ crc: 42 }))).toMatchObject({ code: 'corrupt', message: expect.stringMatching(/checksum/) });
    expect(refusal(forged({ method: 0, crc: 42 }))).toMatchObject({ code: 'corrupt' });
  });

  it('an overstated size as damage, once the real count is known', () => {
    expect(refusal(forged({ size: xml.length + 1 }))).toMatchObject({
      code: 'corrupt',
      message: expect.stringMatching(/size recorded/),
    });
  });

  it('every truncation of a valid zip as damage', () => {
    const zip = forged({});
    for (let length = 0; length < zip.length; length += 7) {
      expect(refusal(zip.subarray(0, length)).code, `cut at ${length}`).toBe('corrupt');
    }
    expect(refusal(zip.subarray(0, zip.length - 1)).code).toBe('corrupt');
  });

  it('a deflate stream cut short inside an intact directory, and trailing bytes after the end', () => {
    const data = zipSync({ a: xml }).subarray(30 + 1);
    expect(refusal(forged({ data: data.subarray(0, 10), size: xml.length })).code).toBe('corrupt');
    const zip = forged({});
    expect(refusal(new Uint8Array([...zip, 1, 2, 3])).code).toBe('corrupt');
  });

  it('zip64 fields that are missing, impossible or contradict the classic ones', () => {
    const missing = forged({ central: { size: 0xffffffff } });
    expect(refusal(missing)).toMatchObject({ code: 'corrupt', message: expect.stringMatching(/zip64/) });
    const zip = forgeZip([{ name: 'a.xml', content: xml, zip64: true }], { zip64End: true });
    const huge = zip.slice();
    const view = new DataView(huge.buffer);
    const end = huge.length - 22 - 20 - 56;
    view.setBigUint64(end + 48, 2n ** 60n, true); // the directory offset, beyond any number
    expect(refusal(huge)).toMatchObject({ code: 'corrupt', message: expect.stringMatching(/impossible/) });
    const contradiction = zip.slice();
    new DataView(contradiction.buffer).setUint16(contradiction.length - 22 + 10, 3, true);
    expect(refusal(contradiction)).toMatchObject({ code: 'corrupt', message: expect.stringMatching(/disagree/) });
  });

  it('a data descriptor that does not match the central record', () => {
    const zip = forged({ descriptor: 'signed', central: { crc: 7 } });
    expect(refusal(zip)).toMatchObject({ code: 'corrupt', message: expect.stringMatching(/data descriptor/) });
  });

  it('compression methods other than stored and deflate, and zip encryption', () => {
    expect(refusal(forged({ method: 12 }))).toMatchObject({
      code: 'corrupt',
      message: expect.stringMatching(/compression method 12/),
    });
    expect(refusal(forged({ flags: 0x0801 }))).toMatchObject({
      code: 'corrupt',
      message: expect.stringMatching(/encryption/),
    });
  });

  it('a directory that holds more than its entries, or is split over disks', () => {
    const zip = forgeZip([{ name: 'a.xml', content: xml }], { declaredCount: 0 });
    expect(refusal(zip)).toMatchObject({ code: 'corrupt', message: expect.stringMatching(/more than its entries/) });
    const split = forged({}).slice();
    new DataView(split.buffer).setUint16(split.length - 22 + 4, 1, true);
    expect(refusal(split)).toMatchObject({ code: 'corrupt', message: expect.stringMatching(/disks/) });
  });
});
