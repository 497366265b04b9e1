import { readFileSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Hostile files built cheaply, shared by the hostile-*.test.ts files and bench/hostile.ts.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real, valid PNG of width x height black pixels in a few kilobytes: one bit per pixel, every
 * row zero, so 60 megapixels deflate to ~7 KB. Decoded to RGB it takes width x height x 3 bytes.
 */
export function blackPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filters, no interlace
  const rowBytes = 1 + Math.ceil(width / 8);
  const rows = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** This process's resident memory now and at its peak, in bytes (Linux). */
export function residentMemory(pid: number | 'self' = 'self'): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { now: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Starts a new peak-memory window: the kernel's high-water mark goes back to the current size. */
export function resetPeakMemory(pid: number | 'self' = 'self'): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
