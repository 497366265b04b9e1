import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from './archive.ts';
import { parseXml, serializeXml } from './safe-xml.ts';

describe('parseXml', () => {
  it('parses and serialises well-formed XML', () => {
    const doc = parseXml('<w:document xmlns:w="urn:w"><w:t xml:space="preserve"> a &amp; b </w:t></w:document>');
    expect(doc.documentElement?.tagName).toBe('w:document');
    expect(serializeXml(doc)).toContain('<w:t xml:space="preserve"> a &amp; b </w:t>');
  });

  it('refuses entity declarations and document types', () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><a>&lol2;</a>';
    expect(() => parseXml(bomb)).toThrow(/unsafe/);
    expect(() => parseXml('<!DOCTYPE a SYSTEM "file:///etc/passwd"><a/>')).toThrow(/unsafe/);
  });

  it('reports malformed XML as a damaged file', () => {
    expect(() => parseXml('<a><b></a>')).toThrow(/not well-formed/);
    expect(() => parseXml('')).toThrow(/damaged/);
  });
});

describe('readArchive', () => {
  it('round-trips entries, the stored ones first', () => {
    const files = {
      'content.xml': new TextEncoder().encode('<a/>'),
      mimetype: new TextEncoder().encode('application/epub+zip'),
    };
    const zipped = writeArchive(files, ['content.xml'], ['mimetype']);
    const back = readArchive(zipped);
    expect(Object.keys(back)).toEqual(['mimetype', 'content.xml']);
    expect(new TextDecoder().decode(back['content.xml'])).toBe('<a/>');
  });

  it('refuses a zip bomb before inflating it', () => {
    const bomb = zipSync({ 'big.xml': [new Uint8Array(50 * 1024 * 1024), { level: 9 }] });
    expect(bomb.length).toBeLessThan(200_000);
    expect(() => readArchive(bomb)).toThrow(/unsafe/);
    expect(() =>
      readArchive(bomb, { maxEntries: 10, maxTotalBytes: 10 * 1024 * 1024, maxEntryBytes: 1e9, maxRatio: 1e9 }),
    ).toThrow(/expand/);
  });

  it('refuses path traversal names and reports garbage as damaged', () => {
    const evil = zipSync({ '../evil.txt': new Uint8Array([1]) });
    expect(() => readArchive(evil)).toThrow(/not allowed/);
    expect(() => readArchive(new Uint8Array([80, 75, 3, 4, 1, 2, 3]))).toThrow(/damaged/);
  });
});
