import { readFileSync, writeFileSync } from 'node:fs';

/**
 * A process's memory as Linux counts it, shared by the hostile-*.test.ts files and bench/hostile.ts
 * (the hostile files themselves are built by the translate package's test kits).
 */

/** This process's resident memory now and at its peak, in bytes (Linux). */
export function residentMemory(pid: number | 'self' = 'self'): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { now: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Starts a new peak-memory window: the kernel's high-water mark goes back to the current size. */
export function resetPeakMemory(pid: number | 'self' = 'self'): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
