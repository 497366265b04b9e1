/**
 * Ties each central record to its local header and data, and refuses the tricks that make one
 * zip read differently by different readers, or make a small file inflate many times over:
 * unsafe names, duplicate names, overlapping entries, and local headers that disagree with
 * the central directory.
 */
import { type CentralEntry, readZip64Extra } from './central-directory.ts';
import { corrupt, sameBytes, unsafe, type ZipBytes } from './zip-bytes.ts';

const LOCAL = 0x04034b50;
const LOCAL_SIZE = 30;
const DESCRIPTOR = 0x08074b50;
const DESCRIPTOR_FLAG = 0x0008;
/** Flags that change how an entry is read; the others (UTF-8 names, deflate level) may differ. */
const COMPARED_FLAGS = 0x0001 | 0x0008 | 0x0040 | 0x2000;

/** An entry whose bytes have been found: its data, and the whole range it occupies in the file. */
export interface LocatedEntry extends CentralEntry {
  dataStart: number;
  /** End of its data and data descriptor: [localOffset, end) belongs to this entry alone. */
  end: number;
}

/** Names that could escape a folder or mean two things: absolute, drive, `..`, `.`, empty parts, backslashes. */
export function isSafeName(name: string): boolean {
  if (name === '' || name.includes('\\') || name.includes('\0') || /^(?:\/|[a-z]:)/i.test(name)) return false;
  const parts = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  return parts.every((part) => part !== '' && part !== '.' && part !== '..');
}

export function checkNames(entries: readonly CentralEntry[]): void {
  const seen = new Set<string>();
  for (const { name } of entries) {
    if (!isSafeName(name)) throw unsafe(`the entry name ${JSON.stringify(name)} is not allowed`);
    if (seen.has(name)) throw unsafe(`two entries are named ${name}`);
    seen.add(name);
  }
}

/** Locates every entry, checks that no two share bytes, then that both headers tell one story. */
export function locateEntries(zip: ZipBytes, entries: readonly CentralEntry[], directory: number): LocatedEntry[] {
  const located = entries.map((entry) => locate(zip, entry, directory));
  // Before anything else: overlapping entries are how a small file inflates one stream many times.
  checkOverlaps(located, directory);
  for (const entry of located) checkLocalHeader(zip, entry);
  return located;
}

function locate(zip: ZipBytes, entry: CentralEntry, directory: number): LocatedEntry {
  const at = entry.localOffset;
  if (at + LOCAL_SIZE > directory) throw corrupt(`the entry ${entry.name} lies outside the file`);
  if (zip.u32(at, 'local header') !== LOCAL) throw corrupt(`the entry ${entry.name} has no local header`);
  const dataStart = at + LOCAL_SIZE + zip.u16(at + 26, 'local header') + zip.u16(at + 28, 'local header');
  const dataEnd = dataStart + entry.compressedSize;
  const descriptor = entry.flags & DESCRIPTOR_FLAG ? descriptorLength(zip, entry, dataEnd) : 0;
  return { ...entry, dataStart, end: dataEnd + descriptor };
}

function checkOverlaps(entries: readonly LocatedEntry[], directory: number): void {
  const sorted = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1] as LocatedEntry;
    const entry = sorted[i] as LocatedEntry;
    if (entry.localOffset < before.end) throw unsafe(`the entries ${before.name} and ${entry.name} overlap`);
  }
  const last = sorted.at(-1);
  if (last && last.end > directory) throw unsafe(`the entry ${last.name} overlaps the central directory`);
}

/**
 * A data descriptor (after the data when flag 3 is set) may have a signature or not, and
 * 32- or 64-bit sizes: the layout that repeats the central record's values is the one.
 */
function descriptorLength(zip: ZipBytes, entry: CentralEntry, at: number): number {
  for (const signed of [true, false]) {
    for (const wide of [false, true]) {
      const length = (signed ? 4 : 0) + (wide ? 20 : 12);
      if (at + length > zip.length || (signed && zip.u32(at, 'data descriptor') !== DESCRIPTOR)) continue;
      if (descriptorMatches(zip, entry, at + (signed ? 4 : 0), wide)) return length;
    }
  }
  throw corrupt(`the data descriptor of ${entry.name} is missing or does not match`);
}

function descriptorMatches(zip: ZipBytes, entry: CentralEntry, at: number, wide: boolean): boolean {
  // Read loosely (no 2^53 check): a value past it can only fail to match.
  const read = (offset: number) =>
    zip.u32(at + offset, 'data descriptor') + (wide ? zip.u32(at + offset + 4, 'data descriptor') * 2 ** 32 : 0);
  const [compressedSize, size] = [read(4), read(wide ? 12 : 8)];
  return zip.u32(at, 'data descriptor') === entry.crc && compressedSize === entry.compressedSize && size === entry.size;
}

function checkLocalHeader(zip: ZipBytes, entry: LocatedEntry): void {
  const at = entry.localOffset;
  const nameLength = zip.u16(at + 26, 'local header');
  const disagree = (what: string) => unsafe(`the headers of ${entry.name} disagree about its ${what}`);
  if (!sameBytes(zip.range(at + LOCAL_SIZE, nameLength, 'local header'), entry.nameBytes)) throw disagree('name');
  if (zip.u16(at + 8, 'local header') !== entry.method) throw disagree('compression method');
  if ((zip.u16(at + 6, 'local header') & COMPARED_FLAGS) !== (entry.flags & COMPARED_FLAGS)) throw disagree('flags');
  const [size, compressedSize] = readZip64Extra(zip, at + LOCAL_SIZE + nameLength, zip.u16(at + 28, 'local header'), [
    zip.u32(at + 22, 'local header'),
    zip.u32(at + 18, 'local header'),
  ]) as [number, number];
  const local = { crc: zip.u32(at + 14, 'local header'), compressedSize, size };
  // With a data descriptor the local values may be left at zero, to be given after the data.
  const deferred = (entry.flags & DESCRIPTOR_FLAG) !== 0;
  for (const key of ['crc', 'compressedSize', 'size'] as const) {
    if (local[key] !== entry[key] && !(deferred && local[key] === 0))
      throw disagree(key === 'crc' ? 'checksum' : 'size');
  }
}
