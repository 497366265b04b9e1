import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { odfPackage } from '../opendocument/fixtures.ts';
import { epub } from './epub.ts';
import { fictionBook } from './fb2.ts';
import { CONTAINER, EPUB2_CHAPTER, EPUB3_CHAPTER, EPUB3_OPF, epub2, epub3, epubZip, FICTION_BOOK } from './fixtures.ts';

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return error as { name: string; code: string; message: string };
}

const epubFailure = (input: Uint8Array) => failure(epub.extract(input));
const bookFailure = (text: string | Uint8Array) =>
  failure(fictionBook.extract(typeof text === 'string' ? strToU8(text) : text));

const LAUGHS = '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>';

describe('EPUB refuses bad input with its own clear error', () => {
  it('empty, not a zip, truncated, another zip format', async () => {
    expect(await epubFailure(new Uint8Array())).toMatchObject({ name: 'FormatError', code: 'empty' });
    expect(await epubFailure(strToU8('<html>not a book</html>'))).toMatchObject({
      code: 'unsupported',
      message: 'This file is not an EPUB e-book',
    });
    const book = epub3();
    expect(await epubFailure(book.subarray(0, book.length - 40))).toMatchObject({ code: 'corrupt' });
    const odt = odfPackage({ family: 'text', body: '<text:p>Hello</text:p>' });
    expect(await epubFailure(odt)).toMatchObject({ code: 'unsupported' });
  });

  it('a zip bomb and a path that climbs out of the book', async () => {
    const bomb = zipSync({
      mimetype: strToU8('application/epub+zip'),
      'OEBPS/ch.xhtml': [new Uint8Array(20 * 1024 * 1024), { level: 9 }],
    });
    expect(await epubFailure(bomb)).toMatchObject({ code: 'unsafe' });
    const evil = epubZip({ 'META-INF/container.xml': CONTAINER, '../escape.xhtml': '<p/>' });
    expect(await epubFailure(evil)).toMatchObject({ code: 'unsafe' });
  });

  it('a book without its package document', async () => {
    expect(await epubFailure(epubZip({ 'META-INF/container.xml': CONTAINER }))).toMatchObject({
      code: 'corrupt',
      message: 'The file is damaged: the e-book has no OEBPS/content.opf',
    });
  });

  it('document types with an internal subset, entities or a foreign identifier', async () => {
    const withDoctype = (doctype: string) =>
      epub3({ 'OEBPS/Text/chapter1.xhtml': EPUB3_CHAPTER.replace('<!DOCTYPE html>', doctype) });
    for (const doctype of [
      LAUGHS.replace('lolz', 'html'),
      '<!DOCTYPE html [<!ENTITY x "y">]>',
      '<!DOCTYPE html SYSTEM "file:///etc/passwd">',
      '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://evil.example/x.dtd">',
    ]) {
      expect(await epubFailure(withDoctype(doctype))).toMatchObject({ code: 'unsafe' });
    }
    const entity = EPUB2_CHAPTER.replace('<html', '<!ENTITY x SYSTEM "file:///etc/passwd"><html');
    expect(await epubFailure(epub2(entity))).toMatchObject({ code: 'unsafe' });
  });

  it('XML nested too deeply and malformed XML', async () => {
    const deep = EPUB3_CHAPTER.replace('<h1 id="h1">', `${'<span>'.repeat(300)}<h1>`).replace(
      '</h1>',
      `</h1>${'</span>'.repeat(300)}`,
    );
    expect(await epubFailure(epub3({ 'OEBPS/Text/chapter1.xhtml': deep }))).toMatchObject({ code: 'unsafe' });
    const broken = epub3({ 'OEBPS/Text/chapter1.xhtml': EPUB3_CHAPTER.replace('</p>', '') });
    expect(await epubFailure(broken)).toMatchObject({ code: 'corrupt' });
  });

  it('DRM-encrypted chapters, while obfuscated fonts are fine', async () => {
    const encryption = (uri: string, algorithm: string) =>
      `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData><enc:EncryptionMethod Algorithm="${algorithm}"/><enc:CipherData><enc:CipherReference URI="${uri}"/></enc:CipherData></enc:EncryptedData></encryption>`;
    const drm = epub3({
      'META-INF/encryption.xml': encryption('OEBPS/Text/chapter1.xhtml', 'http://www.w3.org/2001/04/xmlenc#aes128-cbc'),
    });
    expect(await epubFailure(drm)).toMatchObject({
      code: 'encrypted',
      message: 'The e-book is protected with DRM encryption',
    });
    const fonts = epub3({
      'META-INF/encryption.xml': encryption('OEBPS/Fonts/a.otf', 'http://www.idpf.org/2008/embedding'),
    });
    expect((await epub.extract(fonts)).segments.length).toBeGreaterThan(0);
  });

  it('a book with nothing to translate', async () => {
    const opf = EPUB3_OPF.replace('<dc:title>The red house</dc:title>', '<dc:title>1984</dc:title>');
    const numbers = epubZip({
      'META-INF/container.xml': CONTAINER,
      'OEBPS/content.opf': opf.replace(/<item id="nav"[^>]*>/, ''),
      'OEBPS/Text/chapter1.xhtml': '<html xmlns="http://www.w3.org/1999/xhtml"><body><p>42</p></body></html>',
    });
    expect(await epubFailure(numbers)).toMatchObject({ code: 'empty' });
  });
});

describe('FictionBook refuses bad input with its own clear error', () => {
  it('empty, not XML, another XML format', async () => {
    expect(await bookFailure('')).toMatchObject({ code: 'empty' });
    expect(await bookFailure('Just some text')).toMatchObject({
      code: 'unsupported',
      message: 'This file is not a FictionBook e-book',
    });
    expect(await bookFailure('<html xmlns="http://www.w3.org/1999/xhtml"><p>Hi</p></html>')).toMatchObject({
      code: 'unsupported',
    });
    expect(await bookFailure(epub3())).toMatchObject({ code: 'unsupported' });
  });

  it('billion laughs, external entities, deep nesting and malformed XML', async () => {
    expect(await bookFailure(`<?xml version="1.0"?>${LAUGHS}<FictionBook>&lol2;</FictionBook>`)).toMatchObject({
      code: 'unsafe',
    });
    expect(await bookFailure('<!DOCTYPE FictionBook SYSTEM "file:///etc/passwd"><FictionBook/>')).toMatchObject({
      code: 'unsafe',
    });
    const deep = FICTION_BOOK.replace(
      '<subtitle>',
      `${'<section>'.repeat(300)}<p>x</p>${'</section>'.repeat(300)}<subtitle>`,
    );
    expect(await bookFailure(deep)).toMatchObject({ code: 'unsafe' });
    expect(await bookFailure(FICTION_BOOK.replace('</body>', ''))).toMatchObject({ code: 'corrupt' });
  });

  it('an encoding the platform cannot read', async () => {
    expect(await bookFailure(FICTION_BOOK.replace('UTF-8', 'x-klingon'))).toMatchObject({ code: 'unsupported' });
  });

  it('a book with nothing to translate', async () => {
    expect(await bookFailure('<FictionBook><body><section><p>1</p></section></body></FictionBook>')).toMatchObject({
      code: 'empty',
    });
  });
});
