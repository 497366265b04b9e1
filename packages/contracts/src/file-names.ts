/**
 * Characters a file name never needs and an attacker uses: C0 and C1 controls (DEL included),
 * line and paragraph separators, and the bidirectional marks, embeddings, overrides and isolates
 * (U+200E, U+200F, U+061C, U+202A-U+202E, U+2066-U+2069). With U+202E, `report\u202Efdp.txt`
 * displays as "reporttxt.pdf": the name shown would lie about the file's type.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const HIDDEN = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;

export const FILE_NAME_MAX_CHARS = 255;

/**
 * A file name as it may be stored and shown: hidden characters removed, outer spaces trimmed,
 * at most 255 characters with the extension kept (the base is shortened). Empty becomes "file".
 */
export function cleanFileName(name: string, max = FILE_NAME_MAX_CHARS): string {
  const clean = name.replace(HIDDEN, '').trim() || 'file';
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(clean.slice(dot)) : [];
  if (extension.length >= max) return chars.slice(0, max).join('');
  return [...chars.slice(0, max - extension.length), ...extension].join('');
}
