import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { contentXml, odfPackage } from './fixtures.ts';
import { openDocumentText } from './opendocument.ts';

const MIMETYPE = 'application/vnd.oasis.opendocument.text';

/** A package with a content.xml of our choosing. */
function withContent(content: string, extra: Record<string, Uint8Array> = {}): Uint8Array {
  return zipSync({ mimetype: [strToU8(MIMETYPE), { level: 0 }], 'content.xml': strToU8(content), ...extra });
}

async function failure(input: Uint8Array) {
  const error = await openDocumentText.extract(input).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return error as { name: string; code: string; message: string };
}

const GOOD = odfPackage({ family: 'text', body: '<text:p>Hello world</text:p>' });

describe('OpenDocument refuses bad input with its own clear error', () => {
  it('an empty file', async () => {
    expect(await failure(new Uint8Array())).toMatchObject({ name: 'FormatError', code: 'empty' });
  });

  it('a file that is not a zip, or a legacy Office file', async () => {
    expect(await failure(strToU8('Hello, I am plain text'))).toMatchObject({
      code: 'unsupported',
      message: 'This file is not an OpenDocument text document',
    });
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    expect(await failure(ole)).toMatchObject({
      code: 'unsupported',
      message: expect.stringContaining('legacy Office'),
    });
  });

  it('a Word file renamed to odt', async () => {
    const docx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') });
    expect(await failure(docx)).toMatchObject({ code: 'unsupported' });
  });

  it('a truncated zip', async () => {
    expect(await failure(GOOD.subarray(0, Math.floor(GOOD.length / 2)))).toMatchObject({ code: 'corrupt' });
  });

  it('a zip bomb', async () => {
    const bomb = zipSync({
      mimetype: [strToU8(MIMETYPE), { level: 0 }],
      'content.xml': [new Uint8Array(20 * 1024 * 1024), { level: 9 }],
    });
    expect(await failure(bomb)).toMatchObject({ code: 'unsafe' });
  });

  it('a path that climbs out of the package', async () => {
    const evil = withContent(contentXml({ family: 'text', body: '<text:p>Hi there</text:p>' }), {
      '../../etc/cron.d/x': strToU8('boom'),
    });
    expect(await failure(evil)).toMatchObject({ code: 'unsafe' });
  });

  it('billion laughs and external entities', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0">&lol2;</office:document-content>';
    expect(await failure(withContent(laughs))).toMatchObject({ code: 'unsafe' });
    const external =
      '<?xml version="1.0"?><!DOCTYPE x SYSTEM "file:///etc/passwd"><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>';
    expect(await failure(withContent(external))).toMatchObject({ code: 'unsafe' });
  });

  it('XML nested too deeply', async () => {
    const deep = `<text:p>${'<text:span>'.repeat(400)}deep${'</text:span>'.repeat(400)}</text:p>`;
    expect(await failure(withContent(contentXml({ family: 'text', body: deep })))).toMatchObject({ code: 'unsafe' });
  });

  it('malformed XML', async () => {
    expect(await failure(withContent('<office:document-content><text:p>'))).toMatchObject({ code: 'corrupt' });
  });

  it('a password-protected document', async () => {
    const encrypted = odfPackage({
      family: 'text',
      body: '<text:p>Secret</text:p>',
      manifestEntries:
        '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"><manifest:encryption-data manifest:checksum-type="SHA1/1K" manifest:checksum="x"><manifest:algorithm manifest:algorithm-name="Blowfish CFB" manifest:initialisation-vector="x"/></manifest:encryption-data></manifest:file-entry>',
    });
    expect(await failure(encrypted)).toMatchObject({
      code: 'encrypted',
      message: 'The file is protected with a password',
    });
  });

  it('a document with nothing to translate', async () => {
    const numbers = odfPackage({ family: 'text', body: '<text:p>2024</text:p><text:p> </text:p>' });
    expect(await failure(numbers)).toMatchObject({
      code: 'empty',
      message: 'There is no text to translate in this file',
    });
  });
});
