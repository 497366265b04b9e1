import officeCrypto from 'officecrypto-tool';
import { describe, expect, it, vi } from 'vitest';
import { agentOptions } from '../auto-options.ts';
import { type DocumentFormat, FormatError } from '../document-format.ts';
import { compoundFile, wordDocumentStream } from '../legacy/compound-fixtures.ts';
import { presentation } from '../presentation/presentation.ts';
import { plainDeck } from '../presentation/test-presentations.ts';
import { spreadsheet } from '../spreadsheet/spreadsheet.ts';
import { tinyWorkbook } from '../spreadsheet/test-workbooks.ts';
import { shout } from '../test-kit.ts';
import { asTemplate, richDocx } from '../word/sample-documents.ts';
import { word } from '../word/word-format.ts';
import {
  isEncryptedOfficeFile,
  lockOfficeFile,
  OFFICE_PASSWORD_NEEDED,
  unlockOfficeFile,
} from './office-encryption.ts';
import { partNames, partText } from './test-office.ts';

/** Key derivation runs 100 000 hash rounds (50 000 for standard encryption): allow for a busy machine. */
const SLOW = 60_000;
const PASSWORD = 'Geheim 42 ✓';

/** What Office's "Encrypt with password" writes: agile by default, standard as older Office did. */
function encrypt(zip: Uint8Array, type: 'agile' | 'standard' = 'agile'): Uint8Array {
  const options = type === 'standard' ? { password: PASSWORD, type } : { password: PASSWORD };
  return new Uint8Array(officeCrypto.encrypt(Buffer.from(zip), options));
}

async function refusal(promise: Promise<unknown>): Promise<FormatError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FormatError);
  return error as FormatError;
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

interface Case {
  name: string;
  format: DocumentFormat;
  make: () => Promise<Uint8Array>;
  type: 'agile' | 'standard';
  /** A part the translation lands in. */
  part: string;
}

const CASES: Case[] = [
  { name: 'a Word document', format: word, make: () => richDocx(), type: 'agile', part: 'word/document.xml' },
  {
    name: 'a Word template',
    format: word,
    make: async () => asTemplate(await richDocx()),
    type: 'standard',
    part: 'word/document.xml',
  },
  {
    name: 'an Excel workbook',
    format: spreadsheet,
    make: () => tinyWorkbook('Quarterly sales'),
    type: 'standard',
    part: 'xl/sharedStrings.xml',
  },
  {
    name: 'a PowerPoint deck',
    format: presentation,
    make: () => plainDeck(2),
    type: 'agile',
    part: 'ppt/slides/slide1.xml',
  },
];

describe('telling an encrypted Office file', () => {
  it('by its compound file and EncryptedPackage stream, not by its name', { timeout: SLOW }, async () => {
    const docx = await richDocx();
    expect(isEncryptedOfficeFile(encrypt(docx, 'standard'))).toBe(true);
    expect(isEncryptedOfficeFile(docx)).toBe(false);
    // A legacy .doc is a compound file too, without the encrypted package.
    expect(isEncryptedOfficeFile(compoundFile({ WordDocument: wordDocumentStream(false) }))).toBe(false);
    expect(await unlockOfficeFile(docx, PASSWORD)).toBe(docx);
  });

  it('reads a locked deck in agent mode with the options of an open one', { timeout: SLOW }, async () => {
    const plain = await plainDeck(1);
    const locked = encrypt(plain, 'standard');
    const options = { ...agentOptions('pptx'), password: PASSWORD };
    expect((await presentation.extract(locked, options)).segments).toEqual(
      (await presentation.extract(plain, agentOptions('pptx'))).segments,
    );
  });
});

describe.each(CASES)('$name encrypted with a password', ({ format, make, type, part }) => {
  it('asks for the password, tells a wrong one and reads the right one', { timeout: SLOW }, async () => {
    const plain = await make();
    const locked = encrypt(plain, type);
    expect(await refusal(format.extract(locked))).toMatchObject({ code: 'encrypted', message: OFFICE_PASSWORD_NEEDED });
    expect(await refusal(format.extract(locked, { password: 'guess' }))).toMatchObject({ code: 'wrong-password' });
    const opened = await format.extract(locked, { password: PASSWORD });
    expect(opened.segments).toEqual((await format.extract(plain)).segments);

    const translations = new Map(opened.segments.map((segment) => [segment.id, shout(segment.text)]));
    const languages = { sourceLanguage: 'en', targetLanguage: 'de' };
    const output = await format.rebuild(opened.skeleton, translations, 'translated', languages);
    // The default output is an ordinary package, readable without the password.
    expect(isZip(output)).toBe(true);
    expect(partNames(output)).toEqual(expect.arrayContaining(partNames(plain)));
    const upper = shout(opened.segments.find((segment) => /^[\w ]+$/.test(segment.text))?.text ?? '');
    expect(partText(output, part)).toContain(upper);
  });
});

describe('encrypting the translation again', () => {
  it('gives a file that only the same password opens, with the translation in it', { timeout: SLOW }, async () => {
    const locked = encrypt(await tinyWorkbook('Quarterly sales'), 'standard');
    const { segments, skeleton } = await spreadsheet.extract(locked, { password: PASSWORD });
    const translations = new Map(segments.map((segment) => [segment.id, 'Ventes trimestrielles']));
    const output = await spreadsheet.rebuild(skeleton, translations, 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'fr',
    });
    const relocked = lockOfficeFile(output, PASSWORD);
    expect(isEncryptedOfficeFile(relocked)).toBe(true);
    expect(await refusal(unlockOfficeFile(relocked, 'guess'))).toMatchObject({ code: 'wrong-password' });
    const reopened = await spreadsheet.extract(relocked, { password: PASSWORD });
    expect(reopened.segments.map((segment) => segment.text)).toEqual(['Ventes trimestrielles']);
    expect(() => lockOfficeFile(output, 'x'.repeat(256))).toThrow(FormatError);
  });
});

describe('hostile encrypted files', () => {
  it('refuses a key derivation far costlier than the one Office uses, before trying the password', {
    timeout: SLOW,
  }, async () => {
    const locked = Buffer.from(encrypt(await tinyWorkbook(), 'agile'));
    const header = Buffer.from('spinCount="100000"');
    const at = locked.indexOf(header);
    expect(at).toBeGreaterThan(0);
    // Same length, so the compound file stays intact: ten times the rounds Office asks for.
    locked.write('999999', at + 'spinCount="'.length, 'latin1');
    // And a count hidden behind a character reference, which officecrypto-tool's parser would decode.
    const hidden = Buffer.from(locked);
    hidden.write('&#57;9', at + 'spinCount="'.length, 'latin1');
    const decrypt = vi.spyOn(officeCrypto, 'decrypt');
    for (const input of [locked, hidden]) {
      const error = await refusal(spreadsheet.extract(new Uint8Array(input), { password: PASSWORD }));
      expect(error.code).toBe('unsafe');
    }
    expect(decrypt).not.toHaveBeenCalled();
    decrypt.mockRestore();
  });

  it('reports a damaged container as damaged once a password comes', async () => {
    const bytes = new Uint8Array(4096);
    bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    bytes.set(new Uint8Array(Buffer.from('EncryptedPackage', 'utf16le')), 1024);
    expect(await refusal(word.extract(bytes))).toMatchObject({ code: 'encrypted' });
    expect(await refusal(word.extract(bytes, { password: PASSWORD }))).toMatchObject({ code: 'corrupt' });
  });
});
