import { type ArchiveLimits, DEFAULT_ARCHIVE_LIMITS, declaredInflation } from '../archive.ts';
import { extensionOf } from '../registry.ts';

/**
 * How heavy a file is to read, known before it is read (docs/decisions/0016-hostile-input.md):
 * about how many bytes the reader works through. Each rule is a cheap look at the file itself, safe
 * on the event loop: a zip's central directory, an image's header. Heavy files are read in a lane
 * of their own, so that nobody's ordinary upload waits behind them.
 */

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An OLE container: a password-protected Office file, or an old .doc, .xls or .ppt. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const IMAGES = new Set(['png', 'jpg', 'jpeg', 'webp', 'tif', 'tiff']);
/**
 * A PDF counts at this many times its size: its pages are compressed, and a scan's pictures
 * decode to about this many times their bytes before OCR reads every pixel.
 */
export const PDF_WEIGHT_FACTOR = 8;
/** An image counts at its decoded pixels: 3 bytes each (RGB), what the reader and OCR work on. */
const BYTES_PER_PIXEL = 3;

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

/** Width x height from the header (sharp reads the header only); undefined when it cannot tell. */
async function headerPixels(bytes: Uint8Array): Promise<number | undefined> {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  return meta?.width && meta.height ? meta.width * meta.height : undefined;
}

/**
 * The bytes reading `bytes` (named `fileName`) works through, under the owner's archive limits:
 * - a zip container (Office, OpenDocument, EPUB): what its central directory declares it unpacks
 *   to (the reader refuses any entry that unpacks past its declared size); one the reader refuses
 *   from its directory alone counts at its own size;
 * - an OLE container (a locked Office file, an old Office format): what it unpacks to is only
 *   known once it is decrypted or converted, so it counts at the most the archive limits allow;
 * - a picture: its pixels, from its header; a PDF: PDF_WEIGHT_FACTOR times its size;
 * - anything else (text, subtitles, data files): its size.
 */
export async function readingWeight(
  fileName: string,
  bytes: Uint8Array,
  limits: Partial<ArchiveLimits> = {},
): Promise<number> {
  const size = bytes.length;
  if (startsWith(bytes, ZIP)) {
    try {
      return Math.max(size, declaredInflation(bytes, limits));
    } catch {
      return size;
    }
  }
  if (startsWith(bytes, OLE)) return Math.max(size, limits.maxTotalBytes ?? DEFAULT_ARCHIVE_LIMITS.maxTotalBytes);
  const extension = extensionOf(fileName);
  if (extension === 'pdf') return size * PDF_WEIGHT_FACTOR;
  if (IMAGES.has(extension)) return Math.max(size, ((await headerPixels(bytes)) ?? 0) * BYTES_PER_PIXEL);
  return size;
}
