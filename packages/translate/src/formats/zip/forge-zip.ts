/**
 * Test kit: writes zips field by field, with any header forged, to build the hostile files the
 * reader must refuse (overlapping entries, lying sizes, mismatched headers, zip64 records).
 * Used by the tests and by bench/formats-safety.ts; never by the product.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface HeaderFields {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
}

export interface ForgedEntry {
  name: string;
  /** The entry's content; left out when `data`, `size` and `crc` describe a stream built elsewhere. */
  content?: Uint8Array;
  /** The bytes written as the entry's data: by default the content, deflated unless `method` is 0. */
  data?: Uint8Array;
  method?: number;
  flags?: number;
  crc?: number;
  /** The declared inflated size, in both headers. */
  size?: number;
  /** Fields forged in one header only. */
  local?: Partial<HeaderFields>;
  central?: Partial<HeaderFields>;
  /** No local header or data of its own: the central record points at this other entry's. */
  sharesLocalHeaderOf?: string;
  /** No local header or data of its own: the central record points at this offset. */
  at?: number;
  /** Sizes and CRC after the data (flag 3), zero in the local header; `signed` adds the signature. */
  descriptor?: 'signed' | 'unsigned';
  /** Sizes and offset in zip64 extra fields (0xFFFFFFFF in the classic ones). */
  zip64?: boolean;
}

export interface ForgeOptions {
  /** Adds the zip64 end record and locator, with saturated classic end fields. */
  zip64End?: boolean;
  comment?: string;
  /** The entry count the end record declares, when it should lie. */
  declaredCount?: number;
}

class Bytes {
  private readonly blocks: Uint8Array[] = [];
  length = 0;

  u16(value: number) {
    this.raw(new Uint8Array([value & 0xff, (value >>> 8) & 0xff]));
  }
  u32(value: number) {
    const out = new Uint8Array(4);
    new DataView(out.buffer).setUint32(0, value >>> 0, true);
    this.raw(out);
  }
  u64(value: number) {
    const out = new Uint8Array(8);
    new DataView(out.buffer).setBigUint64(0, BigInt(value), true);
    this.raw(out);
  }
  raw(bytes: Uint8Array) {
    this.blocks.push(bytes);
    this.length += bytes.length;
  }
  /** A plain Uint8Array of its own (not a pooled Buffer), so tests may forge it through a DataView. */
  done(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const block of this.blocks) {
      out.set(block, at);
      at += block.length;
    }
    return out;
  }
}

const MAX32 = 0xffffffff;
const encoder = new TextEncoder();

interface Resolved extends HeaderFields {
  data: Uint8Array;
  offset: number;
  zip64: boolean;
}

function resolve(entry: ForgedEntry): Omit<Resolved, 'offset'> {
  const method = entry.method ?? 8;
  const content = entry.content ?? new Uint8Array();
  const data = entry.data ?? (method === 8 ? deflateRawSync(content) : content);
  const flags = (entry.flags ?? 0x0800) | (entry.descriptor ? 0x0008 : 0);
  const crc = entry.crc ?? crc32(content);
  const size = entry.size ?? content.length;
  return { name: entry.name, method, flags, crc, compressedSize: data.length, size, data, zip64: !!entry.zip64 };
}

function writeHeader(out: Bytes, kind: 'local' | 'central', fields: Resolved & { descriptor: boolean }) {
  const name = encoder.encode(fields.name);
  const deferred = kind === 'local' && fields.descriptor;
  const wide = fields.zip64;
  const extra = new Bytes();
  if (wide) {
    extra.u16(1);
    extra.u16(kind === 'local' ? 16 : 24);
    extra.u64(deferred ? 0 : fields.size);
    extra.u64(deferred ? 0 : fields.compressedSize);
    if (kind === 'central') extra.u64(fields.offset);
  }
  out.u32(kind === 'local' ? 0x04034b50 : 0x02014b50);
  if (kind === 'central') out.u16(wide ? 45 : 20);
  out.u16(wide ? 45 : 20);
  out.u16(fields.flags);
  out.u16(fields.method);
  out.u32(0x5a210000); // a fixed date: 2025-01-01 00:00
  out.u32(deferred ? 0 : fields.crc);
  out.u32(deferred ? 0 : wide ? MAX32 : fields.compressedSize);
  out.u32(deferred ? 0 : wide ? MAX32 : fields.size);
  out.u16(name.length);
  out.u16(extra.length);
  if (kind === 'central') {
    for (const value of [0, 0, 0]) out.u16(value); // comment length, disk, internal attributes
    out.u32(0);
    out.u32(wide ? MAX32 : fields.offset);
  }
  out.raw(name);
  out.raw(extra.done());
}

function writeDescriptor(out: Bytes, fields: Resolved, signed: boolean) {
  if (signed) out.u32(0x08074b50);
  out.u32(fields.crc);
  if (fields.zip64) {
    out.u64(fields.compressedSize);
    out.u64(fields.size);
  } else {
    out.u32(fields.compressedSize);
    out.u32(fields.size);
  }
}

/** A zip with every field as given: honest by default, forged where asked. */
export function forgeZip(entries: readonly ForgedEntry[], options: ForgeOptions = {}): Uint8Array {
  const out = new Bytes();
  const written = new Map<string, Resolved>();
  const records: (Resolved & { descriptor: boolean })[] = [];
  for (const entry of entries) {
    const base = entry.sharesLocalHeaderOf ? written.get(entry.sharesLocalHeaderOf) : undefined;
    const offset = entry.at ?? out.length;
    const fields: Resolved = base ? { ...base, name: entry.name } : { ...resolve(entry), offset };
    if (!base && entry.at === undefined) {
      writeHeader(out, 'local', { ...fields, ...entry.local, descriptor: !!entry.descriptor });
      out.raw(fields.data);
      if (entry.descriptor) writeDescriptor(out, fields, entry.descriptor === 'signed');
      written.set(entry.name, fields);
    }
    records.push({ ...fields, ...entry.central, descriptor: !!entry.descriptor });
  }
  const directoryOffset = out.length;
  for (const record of records) writeHeader(out, 'central', record);
  writeEnd(out, directoryOffset, options.declaredCount ?? records.length, options);
  return out.done();
}

function writeEnd(out: Bytes, directoryOffset: number, count: number, options: ForgeOptions) {
  const directorySize = out.length - directoryOffset;
  if (options.zip64End) {
    const zip64End = out.length;
    out.u32(0x06064b50);
    out.u64(44);
    out.u16(45);
    out.u16(45);
    out.u32(0);
    out.u32(0);
    out.u64(count);
    out.u64(count);
    out.u64(directorySize);
    out.u64(directoryOffset);
    out.u32(0x07064b50);
    out.u32(0);
    out.u64(zip64End);
    out.u32(1);
  }
  const comment = encoder.encode(options.comment ?? '');
  const wide = !!options.zip64End;
  out.u32(0x06054b50);
  out.u16(0);
  out.u16(0);
  out.u16(wide ? 0xffff : count);
  out.u16(wide ? 0xffff : count);
  out.u32(wide ? MAX32 : directorySize);
  out.u32(wide ? MAX32 : directoryOffset);
  out.u16(comment.length);
  out.raw(comment);
}

/** A raw deflate stream: `block` repeated `times`, without ever holding the whole content. */
export function repeatedStream(block: Uint8Array, times: number): { data: Uint8Array; size: number; crc: number } {
  // A sync flush ends the piece on a byte boundary without closing the stream, and a piece
  // compressed from a fresh state never refers back before its start: its copies decode alike.
  const piece = deflateRawSync(block, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const data = new Uint8Array(piece.length * times + 2);
  for (let i = 0; i < times; i++) data.set(piece, i * piece.length);
  data.set([0x03, 0x00], piece.length * times); // a last, empty fixed-Huffman block
  let crc = 0;
  for (let i = 0; i < times; i++) crc = crc32(block, crc);
  return { data, size: block.length * times, crc };
}

/** `size` bytes, the first `random` of them random: compresses about size/random times. */
export function mostlyZeros(size: number, random: number): Uint8Array {
  const block = new Uint8Array(size);
  for (let i = 0; i < random; i++) block[i] = Math.floor(Math.random() * 256);
  return block;
}
