import type { Unzipped } from 'fflate';
import { type ArchiveLimits, readArchive } from '../archive.ts';
import { FormatError } from '../document-format.ts';
import { attribute, scanXml } from './xml-scan.ts';

/** What a part of a Word package holds, which decides how it is read and which option covers it. */
export type PartRole =
  | 'body'
  | 'header'
  | 'footer'
  | 'footnotes'
  | 'endnotes'
  | 'comments'
  | 'glossary'
  | 'diagram'
  | 'chart'
  | 'properties';

export interface WordPackage {
  files: Unzipped;
  /** Entry names in their original order. */
  order: string[];
  /** Parts with text, in reading order: the body first, the document properties last. */
  parts: { name: string; role: PartRole }[];
}

/** Larger uploads are refused before anything is read. */
export const MAX_WORD_BYTES = 256 * 1024 * 1024;

const WORDML = 'application/vnd.openxmlformats-officedocument.wordprocessingml.';
const MAIN_TYPES = new Set([
  `${WORDML}document.main+xml`,
  `${WORDML}template.main+xml`,
  'application/vnd.ms-word.document.macroEnabled.main+xml',
  'application/vnd.ms-word.template.macroEnabledTemplate.main+xml',
]);
const ROLES: Record<string, PartRole> = {
  [`${WORDML}header+xml`]: 'header',
  [`${WORDML}footer+xml`]: 'footer',
  [`${WORDML}footnotes+xml`]: 'footnotes',
  [`${WORDML}endnotes+xml`]: 'endnotes',
  [`${WORDML}comments+xml`]: 'comments',
  // Building blocks: the placeholder texts of content controls, AutoText, cover pages.
  [`${WORDML}document.glossary+xml`]: 'glossary',
  'application/vnd.openxmlformats-officedocument.drawingml.diagramData+xml': 'diagram',
  'application/vnd.ms-office.drawingml.diagramDrawing+xml': 'diagram',
  'application/vnd.openxmlformats-officedocument.drawingml.chart+xml': 'chart',
  'application/vnd.openxmlformats-package.core-properties+xml': 'properties',
};
const ROLE_ORDER: PartRole[] = [
  'body',
  'header',
  'footer',
  'footnotes',
  'endnotes',
  'comments',
  'glossary',
  'diagram',
  'chart',
  'properties',
];

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(input: Uint8Array, bytes: readonly number[]): boolean {
  return bytes.every((byte, index) => input[index] === byte);
}

/** An OLE container: an encrypted Office file keeps its package in an "EncryptedPackage" stream. */
function oleError(input: Uint8Array): FormatError {
  const marker = new TextDecoder('utf-16le').decode(input.subarray(0, Math.min(input.length, 4 * 1024 * 1024)));
  if (marker.includes('EncryptedPackage') || marker.includes('EncryptionInfo')) {
    return new FormatError(
      'The document is password-protected: remove the password in Word and upload it again',
      'encrypted',
    );
  }
  return new FormatError(
    'This is an older Word 97-2003 (.doc) or other legacy Office file, not a .docx document',
    'unsupported',
  );
}

function contentTypes(files: Unzipped): Map<string, string> {
  const bytes = files['[Content_Types].xml'];
  if (!bytes) {
    if (files.mimetype)
      throw new FormatError('This is an OpenDocument or EPUB file, not a Word document', 'unsupported');
    throw new FormatError('The file is damaged: it is a zip archive but not an Office document', 'corrupt');
  }
  const text = new TextDecoder().decode(bytes);
  const root = scanXml(text, 'the list of content types');
  const defaults = new Map<string, string>();
  const types = new Map<string, string>();
  for (const element of root.children) {
    const type = attribute(text, element, 'ContentType')?.trim();
    if (!type) continue;
    const extension = attribute(text, element, 'Extension');
    const part = attribute(text, element, 'PartName');
    if (element.local === 'Default' && extension) defaults.set(extension.toLowerCase(), type);
    if (element.local === 'Override' && part) types.set(part.replace(/^\//, ''), type);
  }
  for (const name of Object.keys(files)) {
    const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    const type = defaults.get(extension);
    if (type && !types.has(name)) types.set(name, type);
  }
  return types;
}

function notWord(types: Map<string, string>): FormatError {
  const all = [...types.values()].join(' ');
  if (/spreadsheetml\.(?:sheet|template)\.main|ms-excel\.[\w.]*main/.test(all))
    return new FormatError('This is an Excel workbook, not a Word document', 'unsupported');
  if (/presentationml\.(?:presentation|slideshow|template)\.main|ms-powerpoint\.[\w.]*main/.test(all)) {
    return new FormatError('This is a PowerPoint presentation, not a Word document', 'unsupported');
  }
  return new FormatError('The file is damaged: the package has no Word document in it', 'corrupt');
}

const naturalOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** Opens a .docx, .docm, .dotx or .dotm package, with a clear error for anything else. */
export function openWordPackage(input: Uint8Array, limits?: Partial<ArchiveLimits>): WordPackage {
  if (input.length === 0) throw new FormatError('The file is empty', 'empty');
  if (input.length > MAX_WORD_BYTES) {
    throw new FormatError(`The document is larger than ${MAX_WORD_BYTES / 1024 / 1024} MB`, 'too-large');
  }
  if (startsWith(input, OLE_SIGNATURE)) throw oleError(input);
  if (!startsWith(input, [0x50, 0x4b])) throw new FormatError('The file is not a Word document', 'unsupported');
  const files = readArchive(input, limits);
  const types = contentTypes(files);
  const parts: WordPackage['parts'] = [];
  for (const [name, type] of types) {
    if (!files[name]) continue;
    const role = MAIN_TYPES.has(type) ? 'body' : ROLES[type];
    if (role) parts.push({ name, role });
  }
  if (!parts.some((part) => part.role === 'body')) throw notWord(types);
  parts.sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || naturalOrder(a.name, b.name));
  return { files, order: Object.keys(files), parts };
}
