import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentFormat, ExtractOptions } from '../document-format.ts';
import { compoundFile, wordDocumentStream, workbookStream } from './compound-fixtures.ts';
import { type LegacyDependencies, legacyFormat, legacyFormats } from './legacy.ts';
import { convertWithLibreOffice, findSoffice } from './libreoffice.ts';
import { deckPptx } from './office-fixtures.ts';

const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };
const WORD_97 = compoundFile({ WordDocument: wordDocumentStream(false) });

/** A modern adapter standing in for the Word one: records what it is given. */
function fakeModern(calls: string[]): DocumentFormat<{ converted: string }> {
  return {
    id: 'docx',
    extensions: ['docx'],
    async extract(input, options?: ExtractOptions) {
      calls.push(`extract ${new TextDecoder().decode(input)} ${JSON.stringify(options)}`);
      return { segments: [{ id: 'p1', text: 'Hello' }], skeleton: { converted: new TextDecoder().decode(input) } };
    },
    async rebuild(skeleton, translations, mode, options) {
      calls.push(`rebuild ${skeleton.converted} ${translations.get('p1')} ${mode} ${options.targetLanguage}`);
      return new TextEncoder().encode('translated docx');
    },
  };
}

function fakes(calls: string[], overrides: Partial<LegacyDependencies> = {}): Partial<LegacyDependencies> {
  return {
    available: () => true,
    convert: async (_input, from, to) => {
      calls.push(`convert ${from} → ${to}`);
      return new TextEncoder().encode(`converted ${from}`);
    },
    loadModern: async () => fakeModern(calls) as DocumentFormat<unknown>,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return error as { name: string; code: string; message: string };
}

describe('legacy formats', () => {
  it('convert with LibreOffice, then hand over to the modern adapter for extract and rebuild', async () => {
    const calls: string[] = [];
    const format = legacyFormat('doc', fakes(calls));
    const { segments, skeleton } = await format.extract(WORD_97, { includeHidden: true });
    expect(segments).toEqual([{ id: 'p1', text: 'Hello' }]);
    const output = await format.rebuild(skeleton, new Map([['p1', 'Hola']]), 'source-then-target', LANGUAGES);
    expect(new TextDecoder().decode(output)).toBe('translated docx');
    expect(calls).toEqual([
      'convert doc → docx',
      'extract converted doc {"includeHidden":true}',
      'rebuild converted doc Hola source-then-target es',
    ]);
  });

  it('say which modern format comes back', () => {
    expect(legacyFormats.map((f) => [f.id, f.extensions, f.outputExtension, f.bilingual])).toEqual([
      ['doc', ['doc'], 'docx', true],
      ['xls', ['xls'], 'xlsx', true],
      ['ppt', ['ppt'], 'pptx', true],
      ['rtf', ['rtf'], 'docx', true],
    ]);
  });

  it('report a missing LibreOffice as unavailable, never dropping the file silently', async () => {
    const calls: string[] = [];
    const format = legacyFormat('ppt', fakes(calls, { available: () => false }));
    expect(format.available()).toBe(false);
    expect(await failure(format.extract(WORD_97))).toMatchObject({
      name: 'FormatError',
      code: 'unsupported',
      message:
        'LibreOffice is needed to translate PowerPoint 97–2003 presentations (.ppt) and is not installed on this server',
    });
    expect(calls).toEqual([]);
    expect(findSoffice('/nonexistent:/also-missing')).toBeUndefined();
  });

  it('refuse empty files and content that does not match the extension', async () => {
    const format = (id: 'doc' | 'xls' | 'ppt' | 'rtf') => legacyFormat(id, fakes([]));
    expect(await failure(format('doc').extract(new Uint8Array()))).toMatchObject({ code: 'empty' });
    expect(await failure(format('doc').extract(new TextEncoder().encode('plain text')))).toMatchObject({
      code: 'unsupported',
      message: 'This file is not a Word 97–2003 document',
    });
    expect(await failure(format('xls').extract(WORD_97))).toMatchObject({ code: 'unsupported' });
    expect(await failure(format('rtf').extract(WORD_97))).toMatchObject({ code: 'unsupported' });
    expect(await failure(format('ppt').extract(WORD_97.subarray(0, 600)))).toMatchObject({ code: 'unsupported' });
    const damaged = new Uint8Array(WORD_97.subarray(0, 8));
    expect(await failure(format('doc').extract(damaged))).toMatchObject({ code: 'corrupt' });
    const rtf = await format('rtf').extract(new TextEncoder().encode('{\\rtf1 Hello}'));
    expect(rtf.segments).toHaveLength(1);
  });

  it('recognise password-protected files before converting them', async () => {
    const cases = [
      ['doc', compoundFile({ WordDocument: wordDocumentStream(true) })],
      ['xls', compoundFile({ Workbook: workbookStream(true) })],
      ['ppt', compoundFile({ 'PowerPoint Document': new Uint8Array(8), EncryptedSummary: new Uint8Array(8) })],
      ['doc', compoundFile({ EncryptionInfo: new Uint8Array(8), EncryptedPackage: new Uint8Array(8) })],
    ] as const;
    for (const [id, input] of cases) {
      const calls: string[] = [];
      expect(await failure(legacyFormat(id, fakes(calls)).extract(input))).toMatchObject({ code: 'encrypted' });
      expect(calls).toEqual([]);
    }
    const open = await legacyFormat('xls', fakes([])).extract(compoundFile({ Workbook: workbookStream(false) }));
    expect(open.segments).toHaveLength(1);
  });

  it('find the modern adapter by the extension it reads, importing it only when needed', async () => {
    const pptx = await deckPptx();
    const format = legacyFormat('ppt', { available: () => true, convert: async () => pptx });
    const { segments, skeleton } = await format.extract(compoundFile({ 'PowerPoint Document': new Uint8Array(8) }));
    expect(segments.map((s) => s.text)).toContain('The house');
    const output = await format.rebuild(skeleton, new Map(), 'translated', LANGUAGES);
    expect(output[0]).toBe(0x50);
  });
});

describe('LibreOffice conversion', () => {
  function fakeOffice(script: string): { program: string; workDir: string } {
    const workDir = mkdtempSync(path.join(tmpdir(), 'glossa-fake-office-'));
    const program = path.join(workDir, 'soffice');
    writeFileSync(program, `#!/bin/sh\n${script}\n`);
    chmodSync(program, 0o755);
    return { program, workDir };
  }

  it('reports a failed conversion clearly and removes its temporary files', async () => {
    const office = fakeOffice('echo "Error: source file could not be loaded" >&2; exit 1');
    expect(await failure(convertWithLibreOffice(WORD_97, 'doc', 'docx', office))).toMatchObject({
      code: 'corrupt',
      message: 'LibreOffice could not convert the file (Error: source file could not be loaded)',
    });
    expect(readdirSync(office.workDir)).toEqual(['soffice']);
    rmSync(office.workDir, { recursive: true });
  });

  it('stops a conversion that hangs', async () => {
    const office = fakeOffice('sleep 30');
    const error = await failure(convertWithLibreOffice(WORD_97, 'doc', 'docx', { ...office, timeoutMs: 300 }));
    expect(error).toMatchObject({ code: 'corrupt', message: 'LibreOffice took too long to convert the file' });
    expect(readdirSync(office.workDir)).toEqual(['soffice']);
    rmSync(office.workDir, { recursive: true });
  });

  /** A shell fragment that sets $out to the file LibreOffice would write for a docx conversion. */
  const OUTPUT = 'while [ $# -gt 0 ]; do [ "$1" = "--outdir" ] && outdir=$2; shift; done; out=$outdir/document.docx';

  it('tries a conversion that crashed once more, on a fresh profile, and hands over its result', async () => {
    const office = fakeOffice(
      `n=$(cat "$(dirname "$0")/runs" 2>/dev/null || echo 0); echo $((n + 1)) > "$(dirname "$0")/runs"
      [ "$n" = 0 ] && exit 134
      ${OUTPUT}; mkdir -p "$outdir"; printf converted > "$out"`,
    );
    const output = await convertWithLibreOffice(WORD_97, 'doc', 'docx', office);
    expect(Buffer.from(output).toString()).toBe('converted');
    expect(readFileSync(path.join(office.workDir, 'runs'), 'utf8').trim()).toBe('2');
    rmSync(office.workDir, { recursive: true });
  });

  it('refuses a file whose conversion crashes twice, and tries no third time', async () => {
    const office = fakeOffice('echo x >> "$(dirname "$0")/runs"; kill -ABRT $$');
    const error = await failure(convertWithLibreOffice(WORD_97, 'doc', 'docx', office));
    expect(error).toMatchObject({
      code: 'corrupt',
      message: expect.stringMatching(/^LibreOffice could not convert the file/),
    });
    expect(readFileSync(path.join(office.workDir, 'runs'), 'utf8').trim().split('\n')).toHaveLength(2);
    expect(readdirSync(office.workDir).sort()).toEqual(['runs', 'soffice']);
    rmSync(office.workDir, { recursive: true });
  });

  it('runs at most LIBREOFFICE_SLOTS conversions at once in a process, the others waiting their turn', async () => {
    const office = fakeOffice(
      `log="$(dirname "$0")/log"; echo start >> "$log"; sleep 0.3; echo end >> "$log"
      ${OUTPUT}; mkdir -p "$outdir"; printf done > "$out"`,
    );
    vi.stubEnv('LIBREOFFICE_SLOTS', '2');
    try {
      const outputs = await Promise.all(
        Array.from({ length: 5 }, () => convertWithLibreOffice(WORD_97, 'doc', 'docx', office)),
      );
      expect(outputs.map((output) => Buffer.from(output).toString())).toEqual(Array(5).fill('done'));
    } finally {
      vi.unstubAllEnvs();
    }
    let inFlight = 0;
    let most = 0;
    for (const line of readFileSync(path.join(office.workDir, 'log'), 'utf8').trim().split('\n')) {
      inFlight += line === 'start' ? 1 : -1;
      most = Math.max(most, inFlight);
    }
    expect(most).toBe(2);
    rmSync(office.workDir, { recursive: true });
  });

  it('reports a program that cannot start', async () => {
    const error = await failure(convertWithLibreOffice(WORD_97, 'doc', 'docx', { program: '/nonexistent/soffice' }));
    expect(error).toMatchObject({ code: 'unsupported', message: 'LibreOffice could not be started' });
  });
});
