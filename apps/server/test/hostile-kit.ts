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

const WORDML = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
/** Text per part: the reader takes at most 128 MiB from one entry. */
const PART_MB = 96;

/**
 * A Word file whose text unpacks to about `megabytes` MB of XML, compressed about 30:1; with
 * `repeatEvery: 50` the paragraph numbers repeat every 50 paragraphs and it compresses about
 * 160:1, under the reader's 200:1 (190 MB in 1.2 MB: the outside probe's files). Past 96 MB the
 * rest of the text goes to headers (`word/header1.xml` ...), parts the reader reads too. A paragraph
 * is one sentence of `clauses` clauses: 16 keep 190 MB under the Word reader's 500,000 segments.
 */
export async function inflatingDocx(
  megabytes: number,
  { repeatEvery = Infinity, clauses = 1 } = {},
): Promise<Uint8Array> {
  const { unzipSync } = await import('fflate');
  const parts = unzipSync(await docx(['placeholder']));
  const clause = (n: number, k: number) =>
    k === 0 ? `Paragraph ${n} of the long report` : `part ${k} of paragraph ${n}`;
  const text = (i: number) => `${Array.from({ length: clauses }, (_, k) => clause(i % repeatEvery, k)).join(', ')}.`;
  const paragraph = (i: number) => `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>${text(i)}</w:t></w:r></w:p>`;
  const perPart = Math.ceil((PART_MB * MiB) / paragraph(0).length);
  const total = Math.ceil((megabytes * MiB) / paragraph(0).length);
  const texts = Array.from({ length: Math.ceil(total / perPart) }, (_, part) =>
    Array.from({ length: Math.min(perPart, total - part * perPart) }, (_, i) => paragraph(part * perPart + i)).join(''),
  );
  const decode = (name: string) => new TextDecoder().decode(parts[name]);
  const encode = (text: string) => new TextEncoder().encode(text);
  const written = { ...parts };
  written['word/document.xml'] = encode(
    decode('word/document.xml').replace(/<w:body>.*<\/w:body>/s, `<w:body>${texts[0]}</w:body>`),
  );
  const headers = texts.slice(1).map((text, i) => {
    written[`word/header${i + 1}.xml`] = encode(`<?xml version="1.0"?><w:hdr xmlns:w="${WORDML}">${text}</w:hdr>`);
    return `<Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml" PartName="/word/header${i + 1}.xml"/>`;
  });
  written['[Content_Types].xml'] = encode(
    decode('[Content_Types].xml').replace('</Types>', `${headers.join('')}</Types>`),
  );
  return zipSync(written, { level: 9 });
}
