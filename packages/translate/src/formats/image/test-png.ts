import { crc32, deflateSync } from 'node:zlib';

/** PNGs built cheaply for tests and benchmarks (decompression bombs, huge sizes in a few kilobytes). */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of the given header (13 bytes: sizes, depth, colour type...) and compressed rows. */
export function pngFile(header: Uint8Array, rows: Uint8Array): Uint8Array {
  return Buffer.concat([
    SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
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
  return pngFile(header, deflateSync(Buffer.alloc(rowBytes * height), { level: 9 }));
}
