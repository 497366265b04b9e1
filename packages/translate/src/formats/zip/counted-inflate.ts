/**
 * Inflates an entry while counting the bytes it really produces, and stops as soon as a limit
 * is passed: a forged header cannot make the reader do more work than the limits allow.
 */
import { crc32 } from 'node:zlib';
import { Inflate } from 'fflate';
import type { ArchiveLimits } from '../archive-limits.ts';
import { FormatError } from '../document-format.ts';
import type { LocatedEntry } from './local-headers.ts';
import { corrupt, unsafe } from './zip-bytes.ts';

/** Compressed bytes handed to the inflater per step: each step's output is counted before the next. */
export const INFLATE_INPUT_CHUNK = 8 * 1024;
/**
 * The most one step can produce: deflate gives at most 1032 bytes per input byte, and a step may
 * also finish a symbol held back from the step before. Limits are overshot by less than this.
 */
export const MAX_INFLATE_STEP = 1032 * (INFLATE_INPUT_CHUNK + 1024);
/** Entries smaller than this are not held to the compression ratio (tiny XML parts compress very well). */
const RATIO_FLOOR = 1024 * 1024;

/** Counts inflated bytes against the limits, per entry and in total, and against the recorded size. */
export class ExpansionBudget {
  private total = 0;

  constructor(
    private readonly limits: ArchiveLimits,
    private readonly onInflated?: (bytes: number) => void,
  ) {}

  /** Adds `bytes` to the total; `entrySize` is the entry's size so far. Throws once a limit is passed. */
  count(entry: Pick<LocatedEntry, 'name' | 'size' | 'compressedSize'>, entrySize: number, bytes: number): void {
    this.total += bytes;
    this.onInflated?.(bytes);
    if (entrySize > this.limits.maxEntryBytes) throw unsafe(`the entry ${entry.name} expands too much`);
    if (this.total > this.limits.maxTotalBytes) throw unsafe('its contents expand beyond the allowed size');
    // Checked as the bytes come: once past ratio × compressed size, the final ratio can only be worse.
    if (entrySize > RATIO_FLOOR && entrySize > this.limits.maxRatio * entry.compressedSize) {
      throw unsafe(`the entry ${entry.name} is compressed suspiciously well`);
    }
    // No honest zip inflates past its recorded size: a bomb that understates it stops here,
    // long before the caps (which the recorded sizes have already passed).
    if (entrySize > entry.size) throw unsafe(`the entry ${entry.name} holds more than its recorded size`);
  }
}

/**
 * The entry's contents, checked against its declared size and CRC-32. The output is allocated
 * at the declared size, which has passed the limits already: the budget refuses any byte past
 * it, and each step is copied in and dropped, so an entry never sits in memory twice.
 */
export function inflateEntry(entry: LocatedEntry, data: Uint8Array, budget: ExpansionBudget): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(entry.size);
  let size = 0;
  let crc = 0;
  const take = (chunk: Uint8Array) => {
    if (chunk.length === 0) return;
    budget.count(entry, size + chunk.length, chunk.length);
    out.set(chunk, size);
    size += chunk.length;
    crc = crc32(chunk, crc);
  };
  if (entry.method === 0) take(data);
  else inflateInSteps(entry, data, take);
  if (size !== entry.size) throw corrupt(`the size recorded for ${entry.name} does not match its contents`);
  if (crc !== entry.crc) throw corrupt(`the checksum of ${entry.name} does not match its contents`);
  return out;
}

function inflateInSteps(entry: LocatedEntry, data: Uint8Array, take: (chunk: Uint8Array) => void): void {
  const inflater = new Inflate(take);
  try {
    for (let at = 0; at < data.length || at === 0; at += INFLATE_INPUT_CHUNK) {
      const end = at + INFLATE_INPUT_CHUNK;
      inflater.push(data.subarray(at, end), end >= data.length);
    }
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw new FormatError(`The file is damaged: the entry ${entry.name} cannot be inflated`, 'corrupt', {
      cause: error,
    });
  }
}
