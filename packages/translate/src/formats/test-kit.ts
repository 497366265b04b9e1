/** Helpers for the tests of the text-based adapters (data, web, Markdown, subtitles and exchange families). */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, parse } from 'node:path';
import type { TranslationEngine } from '../engines/engine.ts';
import { translateSegments } from '../pipeline/translate-segments.ts';
import type { Segment } from '../segments/segment.ts';
import type { DocumentFormat, ExtractOptions } from './document-format.ts';
import type { OutputMode } from './format.ts';

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
export const readUtf8 = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** A stand-in translation: upper-cases the words, keeps the tags. */
export function shout(text: string): string {
  return text
    .split(/(<\/?g\d+>|<x\d+\/>)/)
    .map((piece, i) => (i % 2 ? piece : piece.toUpperCase()))
    .join('');
}

/** Extracts, translates each segment with `translate`, rebuilds: the output as bytes and as text. */
export async function translateFile<S>(
  format: DocumentFormat<S>,
  input: Uint8Array | string,
  translate: (segment: Segment) => string = (segment) => segment.text,
  mode: OutputMode = 'translated',
  options: ExtractOptions = {},
  targetLanguage = 'es',
) {
  const bytes = typeof input === 'string' ? utf8(input) : input;
  const { segments, skeleton } = await format.extract(bytes, options);
  const translations = new Map(segments.map((segment) => [segment.id, translate(segment)]));
  const output = await format.rebuild(skeleton, translations, mode, { sourceLanguage: 'en', targetLanguage });
  return { segments, output, text: readUtf8(output) };
}

/** translateFile for translations of the text alone: the output as `bytes` and the text as `output`. */
export async function roundTrip<S>(
  format: DocumentFormat<S>,
  source: string | Uint8Array,
  translate: (text: string, id: string) => string = (text) => text,
  mode: OutputMode = 'translated',
  targetLanguage = 'es',
) {
  const done = await translateFile(format, source, (s) => translate(s.text, s.id), mode, {}, targetLanguage);
  return { segments: done.segments, bytes: done.output, output: done.text };
}

/** Extract, translate through the real pipeline, rebuild: what a job does with one file. */
export async function translateWithEngine<S>(
  format: DocumentFormat<S>,
  input: Uint8Array | string,
  engine: TranslationEngine,
  mode: OutputMode = 'translated',
) {
  const bytes = typeof input === 'string' ? utf8(input) : input;
  const { segments, skeleton } = await format.extract(bytes);
  const report = await translateSegments(segments, { engine, source: 'en', target: 'es' });
  const translations = new Map(report.translations.map((t) => [t.id, t.text]));
  const output = await format.rebuild(skeleton, translations, mode, { sourceLanguage: 'en', targetLanguage: 'es' });
  return { segments, translations, output, text: readUtf8(output) };
}

/** The error an extraction throws, for checks on its code. */
export async function extractError<S>(format: DocumentFormat<S>, input: Uint8Array | string) {
  try {
    await format.extract(typeof input === 'string' ? utf8(input) : input);
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error('extraction did not fail');
}

/**
 * Converts files to PDF with LibreOffice headless in one run, with a profile of its own so parallel
 * runs never clash; returns the PDF paths in the order of `files`.
 */
export async function convertToPdf(files: readonly string[], outDir: string): Promise<string[]> {
  const profile = await mkdtemp(join(tmpdir(), 'lo-'));
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(
        'soffice',
        [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', outDir, ...files],
        { timeout: 100_000 },
        (error) => (error ? reject(error) : resolve()),
      );
    });
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
  return files.map((file) => join(outDir, `${parse(file).name}.pdf`));
}

/** Converts one file to PDF; returns the PDF's size. */
export async function pdfSize(name: string, content: Uint8Array): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'glossa-pdf-'));
  try {
    const file = join(dir, name);
    await writeFile(file, content);
    const [pdf] = await convertToPdf([file], dir);
    return (await stat(pdf as string)).size;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Common Spanish words, to tell Apertium's output from the English source. */
export function looksSpanish(text: string): boolean {
  return /\b(?:el|la|los|las|es|un|una|de|y|con|para|casa|roja)\b/i.test(text);
}
