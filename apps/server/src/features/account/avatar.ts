import sharp from 'sharp';
import { AppError } from '../../http/app-error.ts';

/** Profile pictures are stored as this square, in WebP. */
export const AVATAR_SIZE_PX = 256;
/** Refuses decompression bombs: a small file that expands to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface AvatarRules {
  maxBytes: number;
  /** Accepted extensions, lower case: png, jpg, jpeg, webp ... */
  formats: string[];
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
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
  const format = await image
    .metadata()
    .then((meta) => meta.format as string | undefined)
    .catch(() => undefined);
  if (!format || !allowed.has(format)) throw avatarRuleError(rules, 'format');
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
