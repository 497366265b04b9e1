import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../document-format.ts';
import { docxFromBody } from './sample-documents.ts';
import { word } from './word-format.ts';

/** Extracts and returns the FormatError, checking it comes within a second. */
async function refusal(input: Uint8Array): Promise<FormatError> {
  const error = await word.extract(input).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FormatError);
  return error as FormatError;
}

/** A valid package whose document part is replaced by this text. */
function withDocument(xml: string): Uint8Array {
  const files = unzipSync(docxFromBody('<w:p><w:r><w:t>Hello</w:t></w:r></w:p>'));
  files['word/document.xml'] = strToU8(xml);
  return zipSync(files);
}

function oleFile(streamName?: string): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  if (streamName) bytes.set(new Uint8Array(Buffer.from(streamName, 'utf16le')), 1024);
  return bytes;
}

describe('files the Word adapter refuses', () => {
  it('reports an empty file', async () => {
    const error = await refusal(new Uint8Array());
    expect([error.code, error.message]).toEqual(['empty', 'The file is empty']);
  });

  it('reports a truncated zip as damaged', async () => {
    const whole = docxFromBody('<w:p><w:r><w:t>Hello</w:t></w:r></w:p>');
    const error = await refusal(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(error.code).toBe('corrupt');
  });

  it('refuses a zip bomb before inflating it, with memory bounded', async () => {
    const bomb = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'word/document.xml': [new Uint8Array(8 * 1024 * 1024), { level: 9 }],
    });
    const before = process.memoryUsage().rss;
    const error = await refusal(bomb);
    expect(error.code).toBe('unsafe');
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses entity expansion (billion laughs) and external entities', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;">]>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&lol1;</w:t></w:r></w:p></w:body></w:document>';
    expect((await refusal(withDocument(laughs))).code).toBe('unsafe');
    const external =
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body></w:document>';
    expect((await refusal(withDocument(external))).code).toBe('unsafe');
  });

  it('refuses XML nested deeper than any document', async () => {
    const deep = `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${'<w:sdt>'.repeat(5000)}${'</w:sdt>'.repeat(5000)}</w:document>`;
    const error = await refusal(withDocument(deep));
    expect([error.code, error.message]).toEqual(['unsafe', expect.stringMatching(/too deeply/)]);
  });

  it('reports malformed XML and a zip that is no Office package as damaged', async () => {
    expect((await refusal(withDocument('<w:document><w:body></w:document>'))).code).toBe('corrupt');
    expect((await refusal(zipSync({ 'notes.txt': strToU8('hello') }))).code).toBe('corrupt');
  });

  it('recognises other formats under a .docx name', async () => {
    const sheet = zipSync({
      '[Content_Types].xml': strToU8(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
      'xl/workbook.xml': strToU8('<workbook/>'),
    });
    expect(await refusal(sheet)).toMatchObject({ code: 'unsupported', message: expect.stringMatching(/Excel/) });
    expect((await refusal(strToU8('%PDF-1.7\n1 0 obj'))).code).toBe('unsupported');
    expect((await refusal(strToU8('Just some text'))).code).toBe('unsupported');
    const odt = zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text') });
    expect(await refusal(odt)).toMatchObject({ code: 'unsupported', message: expect.stringMatching(/OpenDocument/) });
  });

  it('tells a password-protected document from an old .doc file', async () => {
    expect(await refusal(oleFile('EncryptedPackage'))).toMatchObject({ code: 'encrypted' });
    expect(await refusal(oleFile())).toMatchObject({ code: 'unsupported', message: expect.stringMatching(/97-2003/) });
  });

  it('reports a document without text as nothing to translate', async () => {
    const error = await refusal(docxFromBody('<w:p/><w:p><w:r><w:tab/></w:r></w:p>'));
    expect([error.code, error.message]).toEqual(['empty', 'The document has no text to translate']);
  });
});
