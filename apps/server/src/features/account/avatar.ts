import sharp from 'sharp';
import { AppError } from '#http/app-error.ts';

/** Profile pictures are stored as this square, in WebP. */
export const AVATAR_SIZE_PX = 256;
/** Refuses decompression bombs (a small file that expands to a huge bitmap) when no rule is given. */
const MAX_INPUT_PIXELS = 16_000_000;

export interface AvatarRules {
  maxBytes: number;
  /** Accepted extensions, lower case: png, jpg, jpeg, webp ... */
  formats: string[];
  /** Largest picture in pixels, checked from its header before it is decoded (AVATAR_MAX_PIXELS). */
  maxPixels?: number;
}

/** sharp's name of the format behind each extension. */
const FORMAT_OF_EXTENSION: Record<string, string> = { jpg: 'jpeg', jpeg: 'jpeg', tif: 'tiff' };

export function avatarRuleError(rules: AvatarRules, kind: 'format' | 'size'): AppError {
  return kind === 'format'
    ? new AppError('avatarFormat', { formats: rules.formats.join(', ') })
    : new AppError('avatarTooLarge', { megabytes: Math.round((rules.maxBytes / (1024 * 1024)) * 10) / 10 });
}

/**
 * Checks size and the real format (read from the bytes, not the name), then crops to a square,
 * applies the EXIF rotation, drops metadata and re-encodes as WebP.
 */
export async function resizeAvatar(bytes: Uint8Array, rules: AvatarRules): Promise<Buffer> {
  if (bytes.length > rules.maxBytes) throw avatarRuleError(rules, 'size');
  const allowed = new Set(rules.formats.map((ext) => FORMAT_OF_EXTENSION[ext] ?? ext));
  const maxPixels = rules.maxPixels ?? MAX_INPUT_PIXELS;
  // The header alone, with no pixel limit, so that an oversized picture is told by its size,
  // not mistaken for a wrong format; nothing is decoded until the size is known to be allowed.
  const meta = await sharp(bytes, { limitInputPixels: false, animated: false })
    .metadata()
    .catch(() => undefined);
  const format = meta?.format as string | undefined;
  if (!meta || !format || !allowed.has(format)) throw avatarRuleError(rules, 'format');
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > maxPixels) {
    throw new AppError('imageTooLarge', { width, height, max: Math.floor(maxPixels / 100_000) / 10 });
  }
  const image = sharp(bytes, { limitInputPixels: maxPixels, animated: false });
  try {
    return await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw new AppError('avatarFormat', { formats: rules.formats.join(', ') }, { cause: error });
  }
}
