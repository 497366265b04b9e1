import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentFormat } from '../document-format.ts';
import type { OutputMode } from '../format.ts';

export const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
export const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** A stand-in translation: upper-cases the words, keeps tags. */
export function shout(text: string): string {
  return text
    .split(/(<\/?g\d+>|<x\d+\/>)/)
    .map((piece, i) => (i % 2 ? piece : piece.toUpperCase()))
    .join('');
}

const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };

/** Extracts, translates each segment with `translate`, rebuilds; the output as text. */
export async function roundTrip<S>(
  format: DocumentFormat<S>,
  source: string | Uint8Array,
  translate: (text: string, id: string) => string = (text) => text,
  mode: OutputMode = 'translated',
  targetLanguage = 'es',
) {
  const input = typeof source === 'string' ? encode(source) : source;
  const { segments, skeleton } = await format.extract(input);
  const translations = new Map(segments.map((segment) => [segment.id, translate(segment.text, segment.id)]));
  const bytes = await format.rebuild(skeleton, translations, mode, { ...LANGUAGES, targetLanguage });
  return { segments, bytes, output: decode(bytes) };
}

/**
 * Converts files to PDF with LibreOffice in one run, with a profile of its own so parallel runs
 * do not clash; returns the PDF paths in the order of `files`.
 */
export function convertToPdf(files: readonly string[], outDir: string): string[] {
  const profile = mkdtempSync(path.join(tmpdir(), 'lo-'));
  try {
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', outDir, ...files],
      { timeout: 100_000, stdio: 'pipe' },
    );
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  return files.map((file) => path.join(outDir, `${path.parse(file).name}.pdf`));
}
