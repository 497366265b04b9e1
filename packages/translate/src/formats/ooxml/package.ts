import type { Unzipped } from 'fflate';
import { type ArchiveLimits, readArchive, writeArchive } from '../archive.ts';
import { FormatError } from '../document-format.ts';
import type { XmlDocument } from '../safe-xml.ts';
import { CONTENT_TYPES_PART, contentTypeOf } from './content-types.ts';
import { readRelationships } from './relationships.ts';
import { parsePart } from './xml-part.ts';

/** An opened Office Open XML package: the original entries, untouched, and where its main part is. */
export interface OoxmlPackage {
  input: Uint8Array;
  files: Unzipped;
  /** Entry names in the original order, so the rebuilt zip lists them the same way. */
  order: string[];
  contentTypes: XmlDocument;
  /** 'xl/workbook.xml', 'ppt/presentation.xml' ... */
  mainPart: string;
  mainType: string;
}

/** What the caller expects: 'an Excel workbook', and how to recognise its main part's content type. */
export interface PackageKind {
  label: string;
  isMainType(contentType: string): boolean;
}

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const LEGACY_STREAMS = ['Workbook', 'Book', 'PowerPoint Document', 'WordDocument'];

function startsWith(input: Uint8Array, bytes: readonly number[]): boolean {
  return bytes.every((byte, i) => input[i] === byte);
}

function utf16(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) out[i * 2] = text.charCodeAt(i);
  return out;
}

function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  const limit = Math.min(haystack.length, 4 * 1024 * 1024) - needle.length;
  outer: for (let i = 0; i <= limit; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * Office saves password-protected files as an OLE compound file around the encrypted package.
 * One holding a legacy binary stream instead (and no EncryptionInfo) is an old .xls/.ppt/.doc renamed.
 */
function refuseCompoundFile(input: Uint8Array, kind: PackageKind): never {
  const encrypted = contains(input, utf16('EncryptionInfo'));
  if (!encrypted && LEGACY_STREAMS.some((name) => contains(input, utf16(name)))) {
    throw new FormatError(
      `The file is an old binary Office file, not ${kind.label}; save it in the current format and try again`,
      'unsupported',
    );
  }
  throw new FormatError('The file is password-protected; remove the password and upload it again', 'encrypted');
}

function describe(contentType: string): string {
  if (/wordprocessingml|ms-word/.test(contentType)) return 'a Word document';
  if (/spreadsheetml|ms-excel/.test(contentType)) return 'an Excel workbook';
  if (/presentationml|ms-powerpoint/.test(contentType)) return 'a PowerPoint presentation';
  return 'another kind of file';
}

/** Opens and checks a package: empty, encrypted, not a zip, damaged, unsafe or another kind of file each fail clearly. */
export function openPackage(input: Uint8Array, kind: PackageKind, limits?: Partial<ArchiveLimits>): OoxmlPackage {
  if (input.length === 0) throw new FormatError('The file is empty', 'empty');
  if (startsWith(input, CFB_MAGIC)) refuseCompoundFile(input, kind);
  if (!startsWith(input, [0x50, 0x4b])) {
    const pdf = startsWith(input, [0x25, 0x50, 0x44, 0x46]);
    throw new FormatError(`The file is ${pdf ? 'a PDF' : 'not a zip package'}, not ${kind.label}`, 'unsupported');
  }
  const files = readArchive(input, limits);
  const typesBytes = files[CONTENT_TYPES_PART];
  if (!typesBytes) {
    const odf = 'mimetype' in files;
    throw new FormatError(
      `The file is ${odf ? 'an OpenDocument file' : 'a zip archive'}, not ${kind.label}`,
      'unsupported',
    );
  }
  const contentTypes = parsePart(typesBytes, CONTENT_TYPES_PART);
  const main = readRelationships(files, '').find((rel) => rel.type === 'officeDocument' && !rel.external);
  const mainType = main ? (contentTypeOf(contentTypes, main.target) ?? '') : '';
  if (!main || !kind.isMainType(mainType)) {
    throw new FormatError(`The file is ${describe(mainType)}, not ${kind.label}`, 'unsupported');
  }
  if (!files[main.target]) throw new FormatError(`The file is damaged: ${main.target} is missing`, 'corrupt');
  return { input, files, order: Object.keys(files), contentTypes, mainPart: main.target, mainType };
}

/** A part that must exist, parsed. */
export function requirePart(pkg: OoxmlPackage, path: string): XmlDocument {
  const bytes = pkg.files[path];
  if (!bytes) throw new FormatError(`The file is damaged: ${path} is missing`, 'corrupt');
  return parsePart(bytes, path);
}

/**
 * Writes the package back with only the changed and added parts replaced; every other entry
 * keeps its original bytes. With nothing changed, the input itself comes back.
 */
export function writePackage(pkg: OoxmlPackage, changed: ReadonlyMap<string, Uint8Array>): Uint8Array {
  if (changed.size === 0) return pkg.input;
  const files: Unzipped = { ...pkg.files };
  for (const [path, bytes] of changed) files[path] = bytes as Unzipped[string];
  return writeArchive(files, pkg.order);
}

/** More segments than this is more than any real document holds, and more than a job should carry. */
export const MAX_SEGMENTS = 500_000;

/** Refuses a package with nothing to translate or absurdly many segments. */
export function checkSegmentCount(count: number, label: string): void {
  if (count === 0) throw new FormatError(`There is no text to translate in this ${label}`, 'empty');
  if (count > MAX_SEGMENTS) throw new FormatError(`The ${label} has too much text to translate at once`, 'too-large');
}
