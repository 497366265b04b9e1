/**
 * Test kit: the attacker's two Word files, shared by the tests and the benchmarks (never by the
 * product). Both are real zips whose headers lie; `forge-zip.ts` writes them.
 */
import { forgeZip, mostlyZeros, repeatedStream } from './forge-zip.ts';

const MiB = 1024 * 1024;

/** 21 central records pointing at one deflate stream of 100 MiB of zeros, each declaring 4 KiB (under 1 MiB). */
export function overlappingDocx(): Uint8Array {
  const zeros = repeatedStream(new Uint8Array(MiB), 100);
  return forgeZip([
    { name: 'word/document.xml', data: zeros.data, crc: zeros.crc, size: 4096 },
    ...Array.from({ length: 20 }, (_, i) => ({ name: `word/part${i}.xml`, sharesLocalHeaderOf: 'word/document.xml' })),
  ]);
}

/**
 * About 6 MB (under a free plan's 10 MB) that inflates to 1 GiB at about 160:1, in 8 parts of
 * 128 MiB; each declares `size` (by default 1 KiB: understated).
 */
export function gigabyteDocx(size = 1024): Uint8Array {
  const part = repeatedStream(mostlyZeros(MiB, 6 * 1024), 128);
  return forgeZip(Array.from({ length: 8 }, (_, i) => ({ name: `word/media/part${i}.xml`, ...part, size })));
}
