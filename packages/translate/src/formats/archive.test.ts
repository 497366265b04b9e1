/**
 * Zip bombs the old reader let through, built byte by byte: overlapping entries with lying
 * sizes, and small files that inflate to a gigabyte. Work is measured by the bytes inflated
 * (the probe), never by time.
 */
import { describe, expect, it } from 'vitest';
import { type ArchiveLimits, readArchive } from './archive.ts';
import { ExpansionBudget, MAX_INFLATE_STEP } from './zip/counted-inflate.ts';
import { forgeZip, mostlyZeros, repeatedStream } from './zip/forge-zip.ts';
import { overlappingDocx } from './zip/hostile-zips.ts';

const MiB = 1024 * 1024;
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Reads with a probe: the error thrown (if any) and the bytes inflated on the way. */
function readCounted(input: Uint8Array, limits: Partial<ArchiveLimits> = {}) {
  let inflated = 0;
  let steps = 0;
  const onInflated = (bytes: number) => {
    inflated += bytes;
    steps += 1;
  };
  try {
    const files = readArchive(input, limits, { onInflated });
    return { files, inflated, steps, error: undefined };
  } catch (error) {
    return { files: undefined, inflated, steps, error: error as Error & { code?: string } };
  }
}

describe('readArchive against overlapping entries', () => {
  // The attacker's probe: 21 central records, one deflate stream of 100 MiB of zeros, sizes understated.
  const overlapping = overlappingDocx();

  it('refuses 21 records sharing one stream as unsafe without inflating anything', () => {
    expect(overlapping.length).toBeLessThan(MiB);
    const { error, inflated } = readCounted(overlapping);
    expect(error).toMatchObject({ code: 'unsafe', message: expect.stringMatching(/overlap/) });
    expect(inflated).toBe(0);
  });

  it('refuses a "quoted" entry whose local header lies inside the data of another', () => {
    const content = mostlyZeros(64 * 1024, 4096);
    const inner = forgeZip([{ name: 'b.xml', content }]);
    const innerLocal = inner.subarray(0, new DataView(inner.buffer).getUint32(inner.length - 6, true));
    const quoted = forgeZip([
      { name: 'a.bin', method: 0, content: innerLocal },
      { name: 'b.xml', content, at: 30 + 'a.bin'.length },
    ]);
    const { error, inflated } = readCounted(quoted);
    expect(error).toMatchObject({ code: 'unsafe', message: expect.stringMatching(/overlap/) });
    expect(inflated).toBe(0);
  });

  it('refuses data that runs into the central directory', () => {
    const zip = forgeZip([{ name: 'a.xml', content: utf8('<a/>'), central: { compressedSize: 400 } }]);
    expect(readCounted(zip).error).toMatchObject({ code: 'unsafe', message: expect.stringMatching(/overlaps/) });
  });
});

describe('readArchive against bombs with understated sizes', () => {
  // 1 GiB of zeros in about 1 MiB: only counting the real bytes can stop it.
  const gigabyte = repeatedStream(new Uint8Array(MiB), 1024);
  const bombDeclaring = (size: number) =>
    forgeZip([{ name: 'word/document.xml', data: gigabyte.data, crc: gigabyte.crc, size }]);

  it('stops a bomb one step past the size it records', () => {
    const bomb = bombDeclaring(1024);
    expect(bomb.length).toBeLessThan(2 * MiB);
    const { error, inflated } = readCounted(bomb);
    expect(error).toMatchObject({ code: 'unsafe', message: expect.stringMatching(/more than its recorded size/) });
    expect(inflated).toBeLessThanOrEqual(1024 + MAX_INFLATE_STEP);
  });

  it('stops at the per-entry cap when the recorded size is the cap, one step past it at most', () => {
    const { error, inflated } = readCounted(bombDeclaring(128 * MiB));
    expect(error).toMatchObject({ code: 'unsafe', message: expect.stringMatching(/expands too much/) });
    expect(inflated).toBeGreaterThan(128 * MiB);
    expect(inflated).toBeLessThanOrEqual(128 * MiB + MAX_INFLATE_STEP);
    const planned = readCounted(bombDeclaring(16 * MiB), { maxEntryBytes: 16 * MiB });
    expect(planned.error).toMatchObject({ code: 'unsafe', message: expect.stringMatching(/expands too much/) });
    expect(planned.inflated).toBeLessThanOrEqual(16 * MiB + MAX_INFLATE_STEP);
  });

  it('refuses by a plan cap passed by the caller, from the recorded sizes, before inflating', () => {
    const stream = repeatedStream(mostlyZeros(MiB, 8 * 1024), 4);
    const entries = Array.from({ length: 8 }, (_, i) => ({ name: `xl/sheet${i}.xml`, ...stream }));
    const zip = forgeZip(entries);
    expect(readCounted(zip).error).toBeUndefined();
    const { error, inflated } = readCounted(zip, { maxTotalBytes: 16 * MiB });
    expect(error).toMatchObject({ code: 'unsafe', message: expect.stringMatching(/expand beyond/) });
    expect(inflated).toBe(0);
  });

  it('refuses a ratio beyond the limit as the bytes come', () => {
    const zeros = repeatedStream(new Uint8Array(MiB), 50);
    const zip = forgeZip([{ name: 'a.xml', ...zeros }]);
    const { error, inflated } = readCounted(zip);
    expect(error).toMatchObject({ code: 'unsafe', message: expect.stringMatching(/suspiciously well/) });
    expect(inflated).toBeLessThanOrEqual(200 * zeros.data.length + MAX_INFLATE_STEP);
  });

  it('refuses an honest bomb from its declared size before inflating', () => {
    const { error, inflated } = readCounted(bombDeclaring(gigabyte.size));
    expect(error).toMatchObject({ code: 'unsafe' });
    expect(inflated).toBe(0);
  });

  it('reads an entry near the limits, counting every byte once', () => {
    const big = repeatedStream(mostlyZeros(MiB, 16 * 1024), 20);
    const { files, inflated, steps } = readCounted(forgeZip([{ name: 'big.xml', ...big }]));
    expect(files?.['big.xml']?.length).toBe(20 * MiB);
    expect(inflated).toBe(20 * MiB);
    expect(steps).toBeGreaterThan(1);
  });

  it('refuses more entries than allowed before reading them', () => {
    const zip = forgeZip([{ name: 'a.xml', content: utf8('a') }], { declaredCount: 60_000 });
    expect(readCounted(zip).error).toMatchObject({ code: 'unsafe', message: expect.stringMatching(/more than 10000/) });
    const few = forgeZip(['a', 'b', 'c'].map((name) => ({ name, content: utf8(name) })));
    expect(readCounted(few, { maxEntries: 2 }).error).toMatchObject({ code: 'unsafe' });
  });
});

describe('ExpansionBudget', () => {
  const limits = { maxEntries: 10, maxTotalBytes: 10 * MiB, maxEntryBytes: 4 * MiB, maxRatio: 100 };
  const entry = (name: string, size: number, compressedSize = size) => ({ name, size, compressedSize });

  it('refuses the first count past the total, whatever the entries record', () => {
    const budget = new ExpansionBudget(limits);
    for (let i = 0; i < 3; i++) budget.count(entry(`e${i}`, 3 * MiB), 3 * MiB, 3 * MiB);
    expect(() => budget.count(entry('e3', 3 * MiB), MiB + 1, MiB + 1)).toThrow(/expand beyond/);
  });

  it('refuses an entry past its cap, its ratio or its recorded size', () => {
    const budget = () => new ExpansionBudget(limits);
    expect(() => budget().count(entry('a', 8 * MiB), 4 * MiB + 1, 4 * MiB + 1)).toThrow(/expands too much/);
    expect(() => budget().count(entry('b', 2 * MiB, 10_000), 2 * MiB, 2 * MiB)).toThrow(/suspiciously well/);
    expect(() => budget().count(entry('c', 10), 11, 11)).toThrow(/recorded size/);
    // Small entries are not held to the ratio: short XML parts compress very well.
    expect(() => budget().count(entry('d', MiB, 100), MiB, MiB)).not.toThrow();
  });
});
