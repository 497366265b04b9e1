import { describe, expect, it } from 'vitest';
import type { DocumentFormat } from '../document-format.ts';
import { FormatError } from '../document-format.ts';
import { utf8 } from '../test-kit.ts';
import { po } from './po.ts';
import { POT, XLIFF_12 } from './test-samples.ts';
import { xliff } from './xliff.ts';

async function failure(format: DocumentFormat, input: Uint8Array | string): Promise<FormatError> {
  const error = await format.extract(typeof input === 'string' ? utf8(input) : input).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FormatError);
  return error as FormatError;
}

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0,
]);

describe('bad XLIFF files', () => {
  it('reports empty files and binary content', async () => {
    expect((await failure(xliff, '')).code).toBe('empty');
    expect((await failure(xliff, '  \n')).code).toBe('empty');
    expect((await failure(xliff, PNG)).code).toBe('unsupported');
  });

  it('refuses entity expansion and external entities', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><xliff version="1.2"><file><body><trans-unit id="1"><source>&b;</source></trans-unit></body></file></xliff>`;
    expect((await failure(xliff, laughs)).code).toBe('unsafe');
    const hidden = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "<b>">]><xliff version="1.2">&a;</xliff>';
    expect((await failure(xliff, hidden)).code).toBe('unsafe');
    const external = '<?xml version="1.0"?><!DOCTYPE xliff SYSTEM "file:///etc/passwd"><xliff version="1.2"/>';
    expect((await failure(xliff, external)).code).toBe('unsafe');
  });

  it('refuses nesting deeper than 256 levels', async () => {
    const deep = `<xliff version="2.0">${'<pc>'.repeat(100_000)}${'</pc>'.repeat(100_000)}</xliff>`;
    const error = await failure(xliff, deep);
    expect(error.code).toBe('unsafe');
    expect(error.message).toMatch(/256 levels/);
  });

  it('reports truncated and malformed XML as damaged', async () => {
    expect((await failure(xliff, XLIFF_12.slice(0, XLIFF_12.length / 2))).code).toBe('corrupt');
    expect((await failure(xliff, XLIFF_12.replace('</source>', ''))).code).toBe('corrupt');
  });

  it('reports other XML and other versions as unsupported', async () => {
    expect((await failure(xliff, '<html><body><p>Hello</p></body></html>')).message).toMatch(/not XLIFF/);
    expect((await failure(xliff, '<xliff version="3.0"><file/></xliff>')).message).toMatch(/version 3\.0/);
  });

  it('reports a file without source text as nothing to translate', async () => {
    const none =
      '<xliff version="1.2"><file target-language="es"><body><trans-unit id="1" translate="no"><source>A</source></trans-unit></body></file></xliff>';
    expect((await failure(xliff, none)).code).toBe('empty');
  });

  it('refuses files beyond the size limit', async () => {
    expect((await failure(xliff, new Uint8Array(33 * 1024 * 1024).fill(0x20))).code).toBe('too-large');
  });
});

describe('bad PO files', () => {
  it('reports empty files, binary content and other text', async () => {
    expect((await failure(po, '')).code).toBe('empty');
    expect((await failure(po, PNG)).code).toBe('unsupported');
    expect((await failure(po, 'Dear team,\nthe meeting is at 10:30.\n')).message).toMatch(/not a PO file/);
  });

  it('reports broken syntax with its line', async () => {
    const unclosed = await failure(po, 'msgid "Hello\nmsgstr ""\n');
    expect(unclosed.code).toBe('corrupt');
    expect(unclosed.message).toMatch(/line 1/);
    expect((await failure(po, 'msgid "Hello"\n\nmsgid "Bye"\nmsgstr ""\n')).message).toMatch(/no msgstr/);
    expect((await failure(po, `${POT}\nstray words\n`)).message).toMatch(/line 38 cannot be read/);
  });

  it('reports a PO whose entries are all translated as nothing to translate', async () => {
    const done = 'msgid ""\nmsgstr "Language: es\\n"\n\nmsgid "Yes"\nmsgstr "Sí"\n';
    expect((await failure(po, done)).code).toBe('empty');
  });
});
