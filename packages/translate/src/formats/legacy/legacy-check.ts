import { FormatError } from '../document-format.ts';
import { type CompoundFile, isCompoundFile, openCompoundFile } from './compound-file.ts';

export type LegacyId = 'doc' | 'xls' | 'ppt' | 'rtf';

export const LEGACY_NAMES: Record<LegacyId, string> = {
  doc: 'Word 97–2003 document',
  xls: 'Excel 97–2003 workbook',
  ppt: 'PowerPoint 97–2003 presentation',
  rtf: 'Rich Text Format document',
};

/** The stream each application's files must have. */
const MAIN_STREAM: Record<Exclude<LegacyId, 'rtf'>, string[]> = {
  doc: ['WordDocument'],
  xls: ['Workbook', 'Book'],
  ppt: ['PowerPoint Document'],
};

export const MAX_LEGACY_BYTES = 100 * 1024 * 1024;

/** Word: the FIB's fEncrypted flag. */
function wordEncrypted(file: CompoundFile): boolean {
  const fib = file.read('WordDocument', 12);
  if (!fib || fib.length < 12) return false;
  return (((fib[11] as number) << 8) & 0x0100) !== 0;
}

/** Excel: a FILEPASS record among the workbook globals before the first EOF. */
function workbookEncrypted(file: CompoundFile): boolean {
  const stream = file.read('Workbook', 64 * 1024) ?? file.read('Book', 64 * 1024);
  if (!stream) return false;
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  for (let offset = 0, records = 0; offset + 4 <= stream.length && records < 1000; records++) {
    const type = view.getUint16(offset, true);
    if (type === 0x002f) return true;
    if (type === 0x000a) return false;
    offset += 4 + view.getUint16(offset + 2, true);
  }
  return false;
}

function encrypted(id: LegacyId, file: CompoundFile): boolean {
  // An encrypted Office 2007+ file, or PowerPoint's encrypted summary, whatever the extension says.
  if (file.names.has('EncryptionInfo') || file.names.has('EncryptedPackage') || file.names.has('EncryptedSummary')) {
    return true;
  }
  if (id === 'doc') return wordEncrypted(file);
  if (id === 'xls') return workbookEncrypted(file);
  return false;
}

/**
 * What can be told without LibreOffice: an empty or oversized file, content that is not what the
 * extension says, and password protection (LibreOffice cannot open those without the password).
 */
export function checkLegacyFile(id: LegacyId, input: Uint8Array): void {
  const words = LEGACY_NAMES[id];
  if (input.length === 0) throw new FormatError('The file is empty', 'empty');
  if (input.length > MAX_LEGACY_BYTES) throw new FormatError('The file is too large to translate', 'too-large');
  if (id === 'rtf') {
    if (new TextDecoder().decode(input.subarray(0, 5)) !== '{\\rtf') {
      throw new FormatError(`This file is not a ${words}`, 'unsupported');
    }
    return;
  }
  if (!isCompoundFile(input)) throw new FormatError(`This file is not a ${words}`, 'unsupported');
  const file = openCompoundFile(input);
  if (!file) throw new FormatError(`The file is damaged: it is not a readable ${words}`, 'corrupt');
  if (encrypted(id, file)) throw new FormatError('The file is protected with a password', 'encrypted');
  if (!MAIN_STREAM[id].some((name) => file.names.has(name))) {
    throw new FormatError(`This file is not a ${words}`, 'unsupported');
  }
}
