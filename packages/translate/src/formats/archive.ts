import { type Unzipped, unzipSync, type ZipOptions, zipSync } from 'fflate';
import { FormatError } from './document-format.ts';

/** Limits against zip bombs: total and per-entry expanded size, entry count, compression ratio. */
export interface ArchiveLimits {
  maxEntries: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
  maxRatio: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxEntryBytes: 512 * 1024 * 1024,
  maxRatio: 200,
};

/**
 * Reads a zip container (OOXML, OpenDocument, EPUB) after checking its central directory:
 * declared sizes are checked before anything is inflated, and the inflated sizes again after.
 */
export function readArchive(input: Uint8Array, limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS): Unzipped {
  let entries = 0;
  let declared = 0;
  let unsafe: string | undefined;
  let files: Unzipped;
  try {
    files = unzipSync(input, {
      filter(file) {
        entries += 1;
        declared += file.originalSize;
        const ratio = file.size > 0 ? file.originalSize / file.size : 0;
        if (entries > limits.maxEntries) unsafe = `more than ${limits.maxEntries} entries`;
        else if (file.originalSize > limits.maxEntryBytes) unsafe = `the entry ${file.name} expands too much`;
        else if (declared > limits.maxTotalBytes) unsafe = 'its contents expand beyond the allowed size';
        else if (file.originalSize > 1024 * 1024 && ratio > limits.maxRatio)
          unsafe = `the entry ${file.name} is compressed suspiciously well`;
        if (file.name.includes('..') || file.name.startsWith('/'))
          unsafe = `the entry name ${file.name} is not allowed`;
        return unsafe === undefined;
      },
    });
  } catch (error) {
    throw new FormatError('The file is damaged or is not a valid zip container', 'corrupt', { cause: error });
  }
  if (unsafe) throw new FormatError(`The file was refused as unsafe: ${unsafe}`, 'unsafe');
  let total = 0;
  for (const data of Object.values(files)) total += data.length;
  if (total > limits.maxTotalBytes)
    throw new FormatError('The file was refused as unsafe: it expands too much', 'unsafe');
  return files;
}

/**
 * Writes a zip container back, in the original entry order. `stored` entries (an EPUB's or
 * OpenDocument's `mimetype`) are written uncompressed and first, as those formats require.
 */
export function writeArchive(files: Unzipped, order: readonly string[], stored: readonly string[] = []): Uint8Array {
  const names = [...stored.filter((n) => n in files), ...order.filter((n) => n in files && !stored.includes(n))];
  for (const name of Object.keys(files)) if (!names.includes(name)) names.push(name);
  const entries: Record<string, [Uint8Array, ZipOptions]> = {};
  for (const name of names) entries[name] = [files[name] as Uint8Array, { level: stored.includes(name) ? 0 : 6 }];
  return zipSync(entries);
}
