import { readFileSync, writeFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { docx } from './workspace/workspace-kit.ts';

const MiB = 1024 * 1024;

/**
 * A process's memory as Linux counts it, shared by the hostile-*.test.ts files and bench/hostile/
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

/** A Word file whose text unpacks to about `megabytes` MB of XML, compressed about 50:1. */
export async function inflatingDocx(megabytes: number): Promise<Uint8Array> {
  const { unzipSync } = await import('fflate');
  const parts = unzipSync(await docx(['placeholder']));
  const paragraph = (i: number) =>
    `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Paragraph ${i} of the long report.</w:t></w:r></w:p>`;
  const count = Math.ceil((megabytes * MiB) / paragraph(0).length);
  const body = Array.from({ length: count }, (_, i) => paragraph(i)).join('');
  const xml = new TextDecoder()
    .decode(parts['word/document.xml'])
    .replace(/<w:body>.*<\/w:body>/s, `<w:body>${body}</w:body>`);
  return zipSync({ ...parts, 'word/document.xml': new TextEncoder().encode(xml) }, { level: 9 });
}
