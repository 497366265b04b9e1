import * as mupdf from 'mupdf';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { FormatError, ImageTooLargeError } from '../document-format.ts';

/**
 * Past this many pixels an image is refused before it is decoded, unless the caller sets its own
 * cap (ExtractOptions.maxImagePixels): decoding 40 MP takes ~120 MiB and seconds of work.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The highest cap a caller may set (a 60 MP scan is ~A3 at 600 dpi). */
export const IMAGE_PIXELS_CEILING = 60_000_000;
/**
 * For pixels this package made itself from a checked image (a page rendered back, two images
 * side by side): bounded by twice the ceiling, and still an explicit limit for every sharp call.
 */
export const OWN_RASTER_PIXELS = 2.5 * IMAGE_PIXELS_CEILING;
/** No side longer than this: a 100000 x 1 strip is no page. */
export const MAX_IMAGE_SIDE = 30_000;

/** The formats this adapter reads; bmp is written back as png (libvips cannot write bmp). */
export type ImageKind = 'png' | 'jpeg' | 'webp' | 'tiff' | 'bmp';

/** Decoded pixels: 8-bit RGB, row by row, upright (EXIF orientation applied). */
export interface Raster {
  data: Uint8Array;
  width: number;
  height: number;
}

const SHARP_KINDS: Record<string, ImageKind> = { png: 'png', jpeg: 'jpeg', webp: 'webp', tiff: 'tiff' };

function isBmp(bytes: Uint8Array): boolean {
  return bytes.length > 26 && bytes[0] === 0x42 && bytes[1] === 0x4d;
}

function checkSize(width: number, height: number, maxPixels: number): void {
  if (!(width > 0 && height > 0)) throw new FormatError('The image has no pixels.', 'corrupt');
  if (width * height > maxPixels) throw new ImageTooLargeError(width, height, maxPixels);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw new FormatError(
      `The image is ${width} x ${height} pixels; at most ${MAX_IMAGE_SIDE} pixels a side can be translated.`,
      'too-large',
    );
  }
}

/** BMP through mupdf (libvips has no BMP reader) into a PNG; the header's size is checked before decoding. */
function bmpToPng(bytes: Uint8Array, maxPixels: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  checkSize(Math.abs(view.getInt32(18, true)), Math.abs(view.getInt32(22, true)), maxPixels);
  try {
    const image = new mupdf.Image(bytes);
    const pixmap = image.toPixmap();
    const png = pixmap.asPNG().slice();
    pixmap.destroy();
    image.destroy();
    return png;
  } catch (error) {
    throw new FormatError('The image is damaged and cannot be read.', 'corrupt', { cause: error });
  }
}

async function sharpMetadata(bytes: Uint8Array): Promise<Metadata> {
  try {
    // Only the header is read here, so no pixel limit yet: our own check below gives the clearer error.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new FormatError('This file is not an image that can be read.', 'corrupt', { cause: error });
  }
}

/** Upright pixels of the first page, transparency flattened on white. */
async function decodeWithSharp(bytes: Uint8Array, maxPixels: number): Promise<Raster> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, page: 0, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels`);
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw new FormatError('The image is damaged and cannot be read.', 'corrupt', { cause: error });
  }
}

export interface DecodedImage {
  kind: ImageKind;
  raster: Raster;
}

/**
 * Reads an image with its size checked from the header first, so that a decompression bomb is
 * refused without being decoded. Only the first page of a multi-page TIFF is read.
 */
export async function decodeImage(bytes: Uint8Array, maxPixels = MAX_IMAGE_PIXELS): Promise<DecodedImage> {
  const cap = Math.min(maxPixels, IMAGE_PIXELS_CEILING);
  if (bytes.length === 0) throw new FormatError('The file is empty.', 'empty');
  if (isBmp(bytes)) return { kind: 'bmp', raster: await decodeWithSharp(bmpToPng(bytes, cap), cap) };
  const metadata = await sharpMetadata(bytes);
  const kind = SHARP_KINDS[metadata.format ?? ''];
  if (!kind)
    throw new FormatError(`Images in ${metadata.format ?? 'this'} format cannot be translated.`, 'unsupported');
  checkSize(metadata.width ?? 0, metadata.height ?? 0, cap);
  return { kind, raster: await decodeWithSharp(bytes, cap) };
}

/** A sharp pipeline over pixels this package holds (already bounded by the checks above). */
export function fromRaster(raster: Raster): Sharp {
  return sharp(raster.data, {
    raw: { width: raster.width, height: raster.height, channels: 3 },
    limitInputPixels: OWN_RASTER_PIXELS,
  });
}

/** The format the translated image is written in: bmp becomes png. */
export function outputKind(kind: ImageKind): Exclude<ImageKind, 'bmp'> {
  return kind === 'bmp' ? 'png' : kind;
}

/** Encodes pixels in the given format (high quality for the lossy ones). */
export async function encodeRaster(raster: Raster, kind: ImageKind): Promise<Uint8Array> {
  const image = fromRaster(raster);
  const out = outputKind(kind);
  const encoded =
    out === 'jpeg'
      ? image.jpeg({ quality: 92 })
      : out === 'webp'
        ? image.webp({ quality: 92 })
        : out === 'tiff'
          ? image.tiff({ compression: 'lzw' })
          : image.png();
  return new Uint8Array(await encoded.toBuffer());
}

/** Pixels of a PNG this package rendered itself. */
export async function rasterFromPng(png: Uint8Array): Promise<Raster> {
  return decodeWithSharp(png, OWN_RASTER_PIXELS);
}

/** WebP cannot hold more than 16383 pixels a side. */
const WEBP_MAX_SIDE = 16_383;

/** Two images side by side on white, with a narrow gap; scaled down where the format cannot hold the width. */
export async function sideBySide(first: Raster, second: Raster, kind: ImageKind): Promise<Raster> {
  const gap = Math.max(8, Math.round(first.width * 0.02));
  const width = first.width + gap + second.width;
  const height = Math.max(first.height, second.height);
  const png = async (raster: Raster) => fromRaster(raster).png({ compressionLevel: 0 }).toBuffer();
  const canvasOptions = { limitInputPixels: OWN_RASTER_PIXELS };
  let canvas = sharp({ ...canvasOptions, create: { width, height, channels: 3, background: '#ffffff' } }).composite([
    { input: await png(first), left: 0, top: 0 },
    { input: await png(second), left: first.width + gap, top: 0 },
  ]);
  if (outputKind(kind) === 'webp' && width > WEBP_MAX_SIDE) {
    canvas = sharp(await canvas.png({ compressionLevel: 0 }).toBuffer(), canvasOptions).resize({
      width: WEBP_MAX_SIDE,
      fit: 'inside',
    });
  }
  const { data, info } = await canvas.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}
