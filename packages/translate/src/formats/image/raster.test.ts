import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { extractError } from '../test-kit.ts';
import { image } from './image-format.ts';
import { decodeImage, encodeRaster, type ImageKind, MAX_IMAGE_SIDE, type Raster } from './raster.ts';
import { pngFile } from './test-png.ts';

/** A valid PNG header declaring `width` x `height` pixels with a few kilobytes of data: a decompression bomb. */
function bombPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return pngFile(header, deflateSync(Buffer.alloc(1 << 20)));
}

/** A 24-bit BMP of solid colour; `declared` overrides the size written in the header. */
function bmp(width: number, height: number, declared?: [number, number]): Uint8Array {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + stride * height);
  file.fill(0x80, 54);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(declared?.[0] ?? width, 18);
  file.writeInt32LE(declared?.[1] ?? height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(stride * height, 34);
  return file;
}

const gradient: Raster = {
  width: 40,
  height: 30,
  data: Uint8Array.from({ length: 40 * 30 * 3 }, (_, i) => (i * 7) % 256),
};

describe('image decoding and encoding', () => {
  it('writes and reads back png, jpeg, webp and tiff, and reads bmp', async () => {
    for (const kind of ['png', 'jpeg', 'webp', 'tiff'] as const satisfies ImageKind[]) {
      const bytes = await encodeRaster(gradient, kind);
      const decoded = await decodeImage(bytes);
      expect([decoded.kind, decoded.raster.width, decoded.raster.height]).toEqual([kind, 40, 30]);
    }
    const bitmap = await decodeImage(bmp(7, 5));
    expect([bitmap.kind, bitmap.raster.width, bitmap.raster.height]).toEqual(['bmp', 7, 5]);
    expect(bitmap.raster.data[0]).toBe(0x80);
    expect((await sharp(await encodeRaster(bitmap.raster, 'bmp')).metadata()).format).toBe('png');
  });

  it('turns an image by its EXIF orientation', async () => {
    const rotated = await sharp(Buffer.from(gradient.data), { raw: { width: 40, height: 30, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { raster } = await decodeImage(rotated);
    expect([raster.width, raster.height]).toEqual([30, 40]);
  });
});

describe('broken and hostile images', () => {
  it('refuses a truncated PNG, garbage named .jpg and an empty file as corrupt or empty', async () => {
    const png = await encodeRaster(gradient, 'png');
    expect((await extractError(image, png.subarray(0, Math.floor(png.length / 2))))?.code).toBe('corrupt');
    const garbage = Uint8Array.from({ length: 4096 }, (_, i) => (i * 31 + 7) % 251);
    expect((await extractError(image, garbage))?.code).toBe('corrupt');
    expect((await extractError(image, new Uint8Array())).code).toBe('empty');
  });

  it('refuses decompression bombs from their header, before decoding', async () => {
    const error = await extractError(image, bombPng(50_000, 50_000));
    expect(error.code).toBe('too-large');
    expect(error.message).toMatch(/50000 x 50000/);
    expect((await extractError(image, bombPng(9000, 9000))).code).toBe('too-large');
    expect((await extractError(image, bombPng(MAX_IMAGE_SIDE + 1, 10))).code).toBe('too-large');
    expect((await extractError(image, bmp(4, 4, [40_000, 40_000]))).code).toBe('too-large');
  });
});
