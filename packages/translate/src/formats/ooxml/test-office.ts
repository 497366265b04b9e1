/** Test helpers for Office packages: read a part of an output, and convert outputs to PDF with LibreOffice. */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';

const run = promisify(execFile);

/** The text of one entry of a zip package, or undefined. */
export function partText(zip: Uint8Array, path: string): string | undefined {
  const files = unzipSync(zip, { filter: (file) => file.name === path });
  const bytes = files[path];
  return bytes ? strFromU8(bytes) : undefined;
}

export function partNames(zip: Uint8Array): string[] {
  return Object.keys(unzipSync(zip));
}

/**
 * Converts files to PDF in one LibreOffice run with its own profile folder; returns the size
 * of each PDF by input name (0 when none was written).
 */
export async function convertToPdf(files: Record<string, Uint8Array>): Promise<Record<string, number>> {
  const folder = await mkdtemp(join(tmpdir(), 'glossa-ooxml-pdf-'));
  try {
    const names = Object.keys(files);
    for (const name of names) await writeFile(join(folder, name), files[name] as Uint8Array);
    const profile = `file://${join(folder, 'profile')}`;
    await run(
      'soffice',
      [
        `-env:UserInstallation=${profile}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        join(folder, 'pdf'),
        ...names.map((name) => join(folder, name)),
      ],
      {
        timeout: 100_000,
      },
    );
    const written = new Set(await readdir(join(folder, 'pdf')).catch(() => [] as string[]));
    const sizes: Record<string, number> = {};
    for (const name of names) {
      const pdf = name.replace(/\.[^.]+$/, '.pdf');
      sizes[name] = written.has(pdf) ? (await stat(join(folder, 'pdf', pdf))).size : 0;
    }
    return sizes;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
