import officeCrypto from 'officecrypto-tool';
import { FormatError } from '../document-format.ts';
import { isCompoundFile, openCompoundFile } from '../legacy/compound-file.ts';

/**
 * Office's "Encrypt with password" (ECMA-376 agile or standard encryption) saves a .docx, .xlsx
 * or .pptx as an OLE compound file holding EncryptionInfo and EncryptedPackage, the zip itself
 * encrypted. Every OOXML adapter opens its input through `unlockOfficeFile`, which asks for
 * the password the way PDFs do (`encrypted`, then `wrong-password`) and hands the zip on;
 * `lockOfficeFile` encrypts a translated package again when the user asks for it.
 */

export const OFFICE_PASSWORD_NEEDED = 'A password-protected Office file must be unlocked first';
const WRONG_PASSWORD = 'The password does not unlock this file.';

/**
 * Office and LibreOffice derive the key with 100 000 hash rounds. The count comes from the
 * file and the rounds run before the password is known to be right, so a hostile file could
 * ask for billions; past this many it is refused.
 */
const MAX_SPIN_COUNT = 500_000;
/** Office refuses longer passwords, and officecrypto-tool cannot encrypt with them. */
const MAX_PASSWORD_LENGTH = 255;
const ENCRYPTION_INFO_LIMIT = 64 * 1024;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function utf16Includes(input: Uint8Array, name: string): boolean {
  const head = input.subarray(0, Math.min(input.length, 4 * 1024 * 1024));
  return Buffer.from(head).includes(Buffer.from(name, 'utf16le'));
}

/** Whether the bytes are an encrypted Office 2007+ file (a compound file with an EncryptedPackage stream). */
export function isEncryptedOfficeFile(input: Uint8Array): boolean {
  if (!isCompoundFile(input)) return false;
  const names = openCompoundFile(input)?.names;
  if (names) return names.has('EncryptedPackage');
  // A directory our small reader cannot walk: the stream names tell; officecrypto's own reader decides later.
  return utf16Includes(input, 'EncryptedPackage') || utf16Includes(input, 'EncryptionInfo');
}

/**
 * Refuses key derivations too costly to attempt (see MAX_SPIN_COUNT) and XML with declarations.
 * A header our reader cannot find or a count that is not plain digits (a character reference
 * would be decoded by officecrypto-tool's parser) leaves the cost unknown, so it is refused too.
 */
function checkEncryptionInfo(input: Uint8Array): void {
  const info = openCompoundFile(input)?.read('EncryptionInfo', ENCRYPTION_INFO_LIMIT);
  if (!info || info.length <= 8) {
    throw new FormatError('The file is damaged: its encryption header cannot be read', 'corrupt');
  }
  const xml = new TextDecoder().decode(info.subarray(8));
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new FormatError('The file was refused as unsafe: its encryption header declares entities', 'unsafe');
  }
  for (const [, , count = ''] of xml.matchAll(/spinCount\s*=\s*(["'])(.*?)\1/g)) {
    if (!/^\s*\d{1,9}\s*$/.test(count) || Number(count) > MAX_SPIN_COUNT) {
      throw new FormatError('The file was refused as unsafe: its password takes too long to check', 'unsafe');
    }
  }
}

function decryptionFailure(error: unknown): FormatError {
  const message = error instanceof Error ? error.message : String(error);
  if (/password is incorrect/i.test(message))
    return new FormatError(WRONG_PASSWORD, 'wrong-password', { cause: error });
  // officecrypto-tool's words for extensible encryption, and Node's for a cipher it lacks; other
  // failures (its compound-file reader also says 'Unsupported ...') mean a damaged container.
  if (/Unsupported encryption algorithms|Unknown cipher/i.test(message)) {
    return new FormatError('The file is encrypted in a way that cannot be opened here', 'unsupported', {
      cause: error,
    });
  }
  return new FormatError('The file is damaged: its encrypted package cannot be read', 'corrupt', { cause: error });
}

/**
 * The zip package inside an encrypted Office file, or the input itself when it is not encrypted.
 * No password: `encrypted` (the upload asks for one); a wrong one: `wrong-password`.
 */
export async function unlockOfficeFile(input: Uint8Array, password: string | undefined): Promise<Uint8Array> {
  if (!isEncryptedOfficeFile(input)) return input;
  if (password === undefined || password === '') throw new FormatError(OFFICE_PASSWORD_NEEDED, 'encrypted');
  checkEncryptionInfo(input);
  let zip: Uint8Array;
  try {
    zip = new Uint8Array(await officeCrypto.decrypt(Buffer.from(input), { password }));
  } catch (error) {
    throw decryptionFailure(error);
  }
  // Standard encryption checks only a verifier; a package that is not a zip means the key was not the right one.
  if (!ZIP_MAGIC.every((byte, i) => zip[i] === byte)) throw new FormatError(WRONG_PASSWORD, 'wrong-password');
  return zip;
}

/** A translated package encrypted with the source's password (agile encryption, as Office writes it). */
export function lockOfficeFile(zip: Uint8Array, password: string): Uint8Array {
  if (password === '' || password.length > MAX_PASSWORD_LENGTH) {
    throw new FormatError('This password cannot be used to encrypt an Office file', 'unsupported');
  }
  return new Uint8Array(officeCrypto.encrypt(Buffer.from(zip), { password }));
}

/** The outputs `lockOfficeFile` can encrypt: Office 2007+ packages, not PDFs or OpenDocument exports. */
export const LOCKABLE_EXTENSIONS: ReadonlySet<string> = new Set([
  'docx',
  'docm',
  'dotx',
  'dotm',
  'xlsx',
  'xlsm',
  'xltx',
  'xltm',
  'pptx',
  'pptm',
  'potx',
  'ppsx',
  'ppsm',
]);
