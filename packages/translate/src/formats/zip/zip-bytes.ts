/**
 * Bounds-checked little-endian reads over an uploaded zip. Every offset in a zip comes from the
 * file itself, so every read is checked: a field pointing outside the file is damage, never a crash.
 */
import { FormatError } from '../document-format.ts';

/** A damaged or untruthful zip structure. */
export function corrupt(reason: string): FormatError {
  return new FormatError(`The file is damaged: ${reason}`, 'corrupt');
}

/** A zip built to hurt the reader (bomb, overlap, traversal): refused, not reported as damage. */
export function unsafe(reason: string): FormatError {
  return new FormatError(`The file was refused as unsafe: ${reason}`, 'unsafe');
}

export class ZipBytes {
  readonly length: number;
  private readonly view: DataView;

  constructor(readonly bytes: Uint8Array) {
    this.length = bytes.length;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Throws unless [at, at + size) lies inside the file. */
  need(at: number, size: number, what: string): void {
    if (!Number.isSafeInteger(at) || at < 0 || size < 0 || at + size > this.length) {
      throw corrupt(`the ${what} lies outside the file`);
    }
  }

  u16(at: number, what: string): number {
    this.need(at, 2, what);
    return this.view.getUint16(at, true);
  }

  u32(at: number, what: string): number {
    this.need(at, 4, what);
    return this.view.getUint32(at, true);
  }

  /** 64-bit zip64 fields, refused beyond what a JavaScript number counts exactly. */
  u64(at: number, what: string): number {
    this.need(at, 8, what);
    const value = this.view.getBigUint64(at, true);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw corrupt(`the ${what} holds an impossible size`);
    return Number(value);
  }

  /** A view (no copy) of [at, at + size). */
  range(at: number, size: number, what: string): Uint8Array {
    this.need(at, size, what);
    return this.bytes.subarray(at, at + size);
  }
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
