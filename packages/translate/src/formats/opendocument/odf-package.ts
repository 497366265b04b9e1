import type { Unzipped } from 'fflate';
import { type ArchiveLimits, readArchive } from '../archive.ts';
import { FormatError } from '../document-format.ts';

export type OdfFamily = 'text' | 'spreadsheet' | 'presentation';

const FAMILY_WORDS: Record<OdfFamily, string> = {
  text: 'OpenDocument text document',
  spreadsheet: 'OpenDocument spreadsheet',
  presentation: 'OpenDocument presentation',
};

export const MAX_INPUT_BYTES = 256 * 1024 * 1024;
export const MAX_XML_PART_BYTES = 64 * 1024 * 1024;

export interface OdfPackage {
  files: Unzipped;
  order: string[];
  family: OdfFamily;
  /** The XML parts holding text, in reading order: meta.xml, content.xml, embedded objects, styles.xml. */
  parts: string[];
}

const decoder = new TextDecoder();

function familyOf(mimetype: string): OdfFamily | 'other' | undefined {
  const match = mimetype.trim().match(/^application\/vnd\.oasis\.opendocument\.([a-z-]+)$/);
  if (!match) return undefined;
  const kind = (match[1] as string).replace(/-template$/, '');
  if (kind === 'text' || kind === 'spreadsheet' || kind === 'presentation') return kind;
  return 'other';
}

/** The package's media type: the `mimetype` entry, or the manifest's entry for the root. */
function packageType(files: Unzipped): string {
  const mimetype = files.mimetype;
  if (mimetype) return decoder.decode(mimetype);
  const manifest = files['META-INF/manifest.xml'];
  return manifest ? rootMediaType(decoder.decode(manifest)) : '';
}

/**
 * The media type in the tag of the manifest's `full-path="/"` entry. Each tag is read once: a
 * pattern would read on from every `full-path="/"` to the end of a tag that repeats it.
 */
function rootMediaType(manifest: string): string {
  const entry = 'full-path="/"';
  for (let at = manifest.indexOf(entry); at >= 0; ) {
    const end = manifest.indexOf('>', at);
    const type = /media-type="([^"]+)"/.exec(manifest.slice(at, end < 0 ? manifest.length : end))?.[1];
    if (type || end < 0) return type ?? '';
    at = manifest.indexOf(entry, end);
  }
  return '';
}

/** The checks a file must pass before any XML is parsed. */
export function openPackage(input: Uint8Array, family: OdfFamily, limits?: Partial<ArchiveLimits>): OdfPackage {
  const words = FAMILY_WORDS[family];
  if (input.length === 0) throw new FormatError('The file is empty', 'empty');
  if (input.length > MAX_INPUT_BYTES) throw new FormatError('The file is too large to translate', 'too-large');
  if (input[0] === 0xd0 && input[1] === 0xcf && input[2] === 0x11 && input[3] === 0xe0) {
    throw new FormatError(`This is a legacy Office file, not an ${words}`, 'unsupported');
  }
  if (input[0] !== 0x50 || input[1] !== 0x4b) throw new FormatError(`This file is not an ${words}`, 'unsupported');
  const files = readArchive(input, limits);
  const found = familyOf(packageType(files));
  if (found === undefined) throw new FormatError(`This file is not an ${words}`, 'unsupported');
  if (found !== family) {
    const what = found === 'other' ? 'another kind of OpenDocument file' : `an ${FAMILY_WORDS[found]}`;
    throw new FormatError(`This file is ${what}, not an ${words}`, 'unsupported');
  }
  const manifest = files['META-INF/manifest.xml'];
  if (manifest && decoder.decode(manifest).includes('encryption-data')) {
    throw new FormatError('The file is protected with a password', 'encrypted');
  }
  if (!files['content.xml']) throw new FormatError(`The file is damaged: the ${words} has no content`, 'corrupt');
  const order = Object.keys(files);
  const objects = order.filter((name) => /^[^/]+\/content\.xml$/.test(name) && !name.startsWith('META-INF/'));
  const parts = ['meta.xml', 'content.xml', ...objects, 'styles.xml'].filter((name) => files[name]);
  for (const name of parts) {
    if ((files[name] as Uint8Array).length > MAX_XML_PART_BYTES) {
      throw new FormatError(`The file is too large to translate: ${name} is too big`, 'too-large');
    }
  }
  return { files, order, family, parts };
}
