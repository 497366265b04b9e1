/**
 * Reads a zip's end records (classic and zip64) and its central directory, trusting no field:
 * every offset is bounds-checked, the records must fill the directory exactly, and the entry
 * count is checked before any record is read.
 */
import { corrupt, unsafe, type ZipBytes } from './zip-bytes.ts';

const END = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL = 0x02014b50;
const CENTRAL_SIZE = 46;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;
/** Encryption (traditional, strong, masked directory): entries a translation tool cannot read. */
const ENCRYPTED_FLAGS = 0x0001 | 0x0040 | 0x2000;
const UTF8_FLAG = 0x0800;

/** One central directory record: what the entry claims to be. */
export interface CentralEntry {
  name: string;
  nameBytes: Uint8Array;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  /** The declared inflated size: checked against the real count, never trusted for limits. */
  size: number;
  localOffset: number;
}

export interface CentralDirectory {
  entries: CentralEntry[];
  /** Where the directory starts: every entry's data must end before it. */
  offset: number;
}

interface DirectoryEnd {
  count: number;
  size: number;
  offset: number;
  /** Where the end records start: the directory must end before it. */
  start: number;
}

export function readCentralDirectory(zip: ZipBytes, maxEntries: number): CentralDirectory {
  const end = readDirectoryEnd(zip);
  if (end.count > maxEntries) throw unsafe(`more than ${maxEntries} entries`);
  if (end.offset + end.size > end.start) throw corrupt('the central directory runs past its end record');
  if (end.count * CENTRAL_SIZE > end.size) throw corrupt('the central directory is too small for its entries');
  const entries: CentralEntry[] = [];
  let at = end.offset;
  const limit = end.offset + end.size;
  for (let i = 0; i < end.count; i++) {
    const [entry, next] = readCentralRecord(zip, at, limit);
    entries.push(entry);
    at = next;
  }
  if (at !== limit) throw corrupt('the central directory holds more than its entries');
  return { entries, offset: end.offset };
}

/** The last end record whose comment reaches exactly to the end of the file. */
function findEndRecord(zip: ZipBytes): number {
  const last = zip.length - 22;
  if (last < 0) throw corrupt('it is too short to be a zip container');
  for (let at = last; at >= Math.max(0, last - MAX16); at--) {
    if (zip.u32(at, 'end record') === END && zip.u16(at + 20, 'end record') === last - at) return at;
  }
  throw corrupt('it is not a zip container, or its end is missing');
}

function readDirectoryEnd(zip: ZipBytes): DirectoryEnd {
  const at = findEndRecord(zip);
  const disk = zip.u16(at + 4, 'end record');
  const directoryDisk = zip.u16(at + 6, 'end record');
  const onDisk = zip.u16(at + 8, 'end record');
  const classic = {
    count: zip.u16(at + 10, 'end record'),
    size: zip.u32(at + 12, 'end record'),
    offset: zip.u32(at + 16, 'end record'),
    start: at,
  };
  if (at >= 20 && zip.u32(at - 20, 'zip64 locator') === ZIP64_LOCATOR) return readZip64End(zip, at - 20, classic);
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== classic.count) throw corrupt('it is split over several disks');
  return classic;
}

function readZip64End(zip: ZipBytes, locator: number, classic: DirectoryEnd): DirectoryEnd {
  const at = zip.u64(locator + 8, 'zip64 locator');
  if (zip.u32(locator + 4, 'zip64 locator') !== 0 || zip.u32(locator + 16, 'zip64 locator') > 1) {
    throw corrupt('it is split over several disks');
  }
  if (at + 56 > locator || zip.u32(at, 'zip64 end record') !== ZIP64_END)
    throw corrupt('its zip64 end record is missing');
  if (at + 12 + zip.u64(at + 4, 'zip64 end record') > locator) throw corrupt('its zip64 end record is too long');
  const onDisk = zip.u64(at + 24, 'zip64 end record');
  const end = {
    count: zip.u64(at + 32, 'zip64 end record'),
    size: zip.u64(at + 40, 'zip64 end record'),
    offset: zip.u64(at + 48, 'zip64 end record'),
    start: at,
  };
  const disks = zip.u32(at + 16, 'zip64 end record') + zip.u32(at + 20, 'zip64 end record');
  if (disks !== 0 || onDisk !== end.count) throw corrupt('it is split over several disks');
  // A classic field that is not saturated must say the same: two readers must see one directory.
  const agrees = (mine: number, wide: number, max: number) => mine === max || mine === wide;
  if (!agrees(classic.count, end.count, MAX16) || !agrees(classic.size, end.size, MAX32)) {
    throw corrupt('its end records disagree');
  }
  if (!agrees(classic.offset, end.offset, MAX32)) throw corrupt('its end records disagree');
  return end;
}

function readCentralRecord(zip: ZipBytes, at: number, limit: number): [CentralEntry, number] {
  if (at + CENTRAL_SIZE > limit || zip.u32(at, 'central directory') !== CENTRAL) {
    throw corrupt('the central directory is broken');
  }
  const nameLength = zip.u16(at + 28, 'central directory');
  const extraLength = zip.u16(at + 30, 'central directory');
  const next = at + CENTRAL_SIZE + nameLength + extraLength + zip.u16(at + 32, 'central directory');
  if (next > limit) throw corrupt('the central directory is broken');
  const flags = zip.u16(at + 8, 'central directory');
  const nameBytes = zip.range(at + CENTRAL_SIZE, nameLength, 'entry name');
  const name = decodeName(nameBytes, flags);
  if (flags & ENCRYPTED_FLAGS) throw corrupt(`the entry ${name} uses zip encryption, which cannot be read`);
  const method = zip.u16(at + 10, 'central directory');
  if (method !== 0 && method !== 8)
    throw corrupt(`the entry ${name} uses compression method ${method}, which cannot be read`);
  const wide = readZip64Extra(zip, at + CENTRAL_SIZE + nameLength, extraLength, [
    zip.u32(at + 24, 'central directory'),
    zip.u32(at + 20, 'central directory'),
    zip.u32(at + 42, 'central directory'),
  ]);
  if (zip.u16(at + 34, 'central directory') !== 0) throw corrupt('it is split over several disks');
  const [size, compressedSize, localOffset] = wide as [number, number, number];
  const crc = zip.u32(at + 16, 'central directory');
  return [{ name, nameBytes, flags, method, crc, compressedSize, size, localOffset }, next];
}

/**
 * Replaces the saturated (0xFFFFFFFF) values among `fields` (size, compressed size, local
 * offset, in the order the zip64 extra field stores them) by their 64-bit values.
 */
export function readZip64Extra(zip: ZipBytes, start: number, length: number, fields: number[]): number[] {
  if (!fields.includes(MAX32)) return fields;
  const end = start + length;
  for (let at = start; at + 4 <= end; ) {
    const size = zip.u16(at + 2, 'extra field');
    if (at + 4 + size > end) throw corrupt('an extra field runs past its header');
    if (zip.u16(at, 'extra field') === 1) return zip64Values(zip, at + 4, size, fields);
    at += 4 + size;
  }
  throw corrupt('an entry has zip64 sizes but no zip64 field');
}

function zip64Values(zip: ZipBytes, at: number, size: number, fields: number[]): number[] {
  let used = 0;
  return fields.map((value) => {
    if (value !== MAX32) return value;
    if (used + 8 > size) throw corrupt('a zip64 field is too short');
    used += 8;
    return zip.u64(at + used - 8, 'zip64 field');
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * UTF-8 when flagged or when the bytes are valid UTF-8 (many writers forget the flag);
 * otherwise one character per byte, as fflate reads them.
 */
function decodeName(bytes: Uint8Array, flags: number): string {
  try {
    return utf8.decode(bytes);
  } catch {
    if (flags & UTF8_FLAG) throw corrupt('an entry name is not valid UTF-8');
    return String.fromCharCode(...bytes);
  }
}
