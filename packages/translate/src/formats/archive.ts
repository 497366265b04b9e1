import { type Unzipped, type ZipOptions, zipSync } from 'fflate';
import { type ArchiveLimits, DEFAULT_ARCHIVE_LIMITS } from './archive-limits.ts';
import { FormatError } from './document-format.ts';
import { type CentralEntry, readCentralDirectory } from './zip/central-directory.ts';
import { ExpansionBudget, inflateEntry } from './zip/counted-inflate.ts';
import { checkNames, locateEntries } from './zip/local-headers.ts';
import { ZipBytes } from './zip/zip-bytes.ts';

export { type ArchiveLimits, DEFAULT_ARCHIVE_LIMITS } from './archive-limits.ts';

/** For tests and benchmarks: sees every inflated chunk's size as it is counted. */
export interface ArchiveProbe {
  onInflated?(bytes: number): void;
}

/**
 * Reads a zip container (OOXML, OpenDocument, EPUB). The central directory and every local
 * header are checked before anything is inflated (names, overlaps, agreement, declared sizes);
 * then each entry is inflated in small steps whose real output is counted against `limits`
 * (any not given keep their default), and checked against its CRC-32.
 */
export function readArchive(
  input: Uint8Array,
  limits: Partial<ArchiveLimits> = {},
  probe: ArchiveProbe = {},
): Unzipped {
  const rules = { ...DEFAULT_ARCHIVE_LIMITS, ...limits };
  try {
    const zip = new ZipBytes(input);
    const directory = readCentralDirectory(zip, rules.maxEntries);
    checkNames(directory.entries);
    const entries = locateEntries(zip, directory.entries, directory.offset);
    // The declared sizes get the same rules first: an honest bomb is refused without inflating.
    checkDeclared(entries, rules);
    const budget = new ExpansionBudget(rules, probe.onInflated);
    // No prototype: an entry named __proto__ or constructor is just an entry.
    const files: Unzipped = Object.create(null);
    for (const entry of entries) {
      files[entry.name] = inflateEntry(entry, zip.range(entry.dataStart, entry.compressedSize, 'entry'), budget);
    }
    return files;
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw new FormatError('The file is damaged or is not a valid zip container', 'corrupt', { cause: error });
  }
}

/** Holds the declared sizes to the limits (an honest bomb is refused here); answers their sum. */
function checkDeclared(entries: readonly CentralEntry[], rules: ArchiveLimits): number {
  const declared = new ExpansionBudget(rules);
  let total = 0;
  for (const entry of entries) {
    declared.count(entry, entry.size, entry.size);
    total += entry.size;
  }
  return total;
}

/**
 * How many bytes a zip says it unpacks to, from its central directory alone (nothing located or
 * inflated: cheap enough for the event loop). readArchive holds every entry to its declared size,
 * so it never inflates more than this (and one inflate step). Throws for a broken directory and
 * for declared sizes past `limits`: readArchive refuses those before inflating anything.
 */
export function declaredInflation(input: Uint8Array, limits: Partial<ArchiveLimits> = {}): number {
  const rules = { ...DEFAULT_ARCHIVE_LIMITS, ...limits };
  return checkDeclared(readCentralDirectory(new ZipBytes(input), rules.maxEntries).entries, rules);
}

/**
 * Writes a zip container back, in the original entry order. `stored` entries (an EPUB's or
 * OpenDocument's `mimetype`) are written uncompressed and first, as those formats require.
 */
export function writeArchive(files: Unzipped, order: readonly string[], stored: readonly string[] = []): Uint8Array {
  const names = [...stored.filter((n) => n in files), ...order.filter((n) => n in files && !stored.includes(n))];
  for (const name of Object.keys(files)) if (!names.includes(name)) names.push(name);
  const entries: Record<string, [Uint8Array, ZipOptions]> = Object.create(null);
  for (const name of names) entries[name] = [files[name] as Uint8Array, { level: stored.includes(name) ? 0 : 6 }];
  return zipSync(entries);
}
