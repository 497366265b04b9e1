/**
 * Limits against zip bombs: entry count, inflated bytes in total and per entry, and the
 * compression ratio of entries above 1 MiB. Sizes are counted while inflating, never taken
 * from the headers. The server passes a plan's own `maxTotalBytes`.
 */
export interface ArchiveLimits {
  maxEntries: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
  maxRatio: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 256 * 1024 * 1024,
  maxEntryBytes: 128 * 1024 * 1024,
  maxRatio: 200,
};
