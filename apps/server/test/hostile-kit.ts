import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Hostile files built cheaply, shared by the hostile-*.test.ts files and bench/hostile.ts.
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
