import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decorationsPdf } from '../../../test/pdf-decoration-fixtures.ts';
import { samplePdf } from '../../../test/pdf-fixtures.ts';
import { fontsPdf } from '../../../test/pdf-font-fixtures.ts';
import { formPdf } from '../../../test/pdf-form-fixtures.ts';
import { formXObjectPdf, type3FontPdf } from '../../../test/pdf-layer-fixtures.ts';
import { FormatError } from '../document-format.ts';
import { pdf } from '../pdf/pdf-format.ts';
import { formatForFile, type RegisteredFormat } from '../registry.ts';
import { buildCorpus } from './corpus.ts';

/**
 * Damaged files, as uploads bring them: every corpus file (LibreOffice's legacy formats aside) and
 * the test PDFs, cut short, with bytes overwritten, and for packages with a part dropped, cut or
 * changed. Each is either read and written again, or refused with a FormatError (which the server
 * words for the user); never another exception. The mutations are seeded: a failure repeats.
 */

const LEGACY = new Set(['doc', 'xls', 'ppt', 'rtf']);

/** A small seeded generator (a linear congruential one): the same file gets the same mutants each run. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function overwritten(bytes: Uint8Array, random: () => number, count: number): Uint8Array {
  const copy = bytes.slice();
  for (let i = 0; i < count; i++) copy[Math.floor(random() * copy.length)] = Math.floor(random() * 256);
  return copy;
}

/** Cut, overwritten and, for a ZIP package, a part dropped, cut short or overwritten. */
function mutants(bytes: Uint8Array, seed: number): [string, Uint8Array][] {
  const random = generator(seed);
  const out: [string, Uint8Array][] = [
    ['cut in half', bytes.slice(0, Math.floor(bytes.length / 2))],
    ['cut anywhere', bytes.slice(0, Math.floor(random() * bytes.length))],
    ['a few bytes overwritten', overwritten(bytes, random, 4)],
    ['more bytes overwritten', overwritten(bytes, random, 24)],
  ];
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return out;
  const parts = unzipSync(bytes);
  const names = Object.keys(parts);
  const pick = () => names[Math.floor(random() * names.length)] as string;
  const dropped = pick();
  const { [dropped]: _, ...withoutOne } = parts;
  out.push([`${dropped} dropped`, zipSync(withoutOne)]);
  const cut = pick();
  const part = parts[cut] as Uint8Array;
  out.push([`${cut} cut short`, zipSync({ ...parts, [cut]: part.slice(0, Math.floor(part.length / 3)) })]);
  const changed = pick();
  out.push([
    `${changed} overwritten`,
    zipSync({ ...parts, [changed]: overwritten(parts[changed] as Uint8Array, random, 8) }),
  ]);
  return out;
}

/** What became of a damaged file: read and written again, or the FormatError's code. */
async function outcome(format: RegisteredFormat, bytes: Uint8Array): Promise<string> {
  try {
    const { segments, skeleton } = await format.extract(bytes, { includeNotes: true, includeHidden: true });
    const translations = new Map(segments.map((segment) => [segment.id, segment.text.toUpperCase()]));
    await format.rebuild(skeleton, translations, 'translated', { sourceLanguage: 'en', targetLanguage: 'es' });
    return 'read';
  } catch (error) {
    if (error instanceof FormatError) return `refused (${error.code})`;
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

const isCleanOutcome = (result: string) => result === 'read' || result.startsWith('refused (');

describe('damaged files are read or refused with a FormatError, never anything else', () => {
  it('every corpus format', { timeout: 300_000 }, async () => {
    const corpus = (await buildCorpus()).filter((file) => !LEGACY.has(file.extension));
    const unclean: string[] = [];
    const seen = new Set<string>();
    for (const [index, file] of corpus.entries()) {
      const format = await formatForFile(file.name);
      if (!format) continue;
      for (const [damage, bytes] of mutants(file.bytes, index + 1)) {
        const result = await outcome(format, bytes);
        seen.add(result.startsWith('refused') ? 'refused' : result);
        if (!isCleanOutcome(result)) unclean.push(`${file.name}, ${damage}: ${result}`);
      }
    }
    expect(unclean).toEqual([]);
    // Both ends were reached: some damage is survived, some refused.
    expect([...seen].sort()).toEqual(['read', 'refused']);
  });

  it('PDF', { timeout: 300_000 }, async () => {
    const sources = [
      await decorationsPdf(),
      (await samplePdf()).bytes,
      await fontsPdf(),
      await formPdf(),
      formXObjectPdf(),
      type3FontPdf(),
    ];
    const unclean: string[] = [];
    for (const [index, source] of sources.entries()) {
      for (const [damage, bytes] of mutants(source, 1000 + index)) {
        const result = await outcome(pdf, bytes);
        if (!isCleanOutcome(result)) unclean.push(`PDF ${index + 1}, ${damage}: ${result}`);
      }
    }
    expect(unclean).toEqual([]);
  });
});
