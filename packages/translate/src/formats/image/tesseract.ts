import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FormatError } from '../document-format.ts';
import type { Box } from '../pdf/pdf-layout.ts';
import { joinWords, type OcrLine } from './ocr-line.ts';
import { fromRaster, type Raster } from './raster.ts';

const run = promisify(execFile);
/** A page takes seconds; past this tesseract is stuck. */
const TIMEOUT_MS = 180_000;
/** Words tesseract gives less confidence than this are mostly specks and picture edges. */
const MIN_WORD_CONFIDENCE = 40;

let installed: ReadonlySet<string> | null | undefined;

/** The language packs of Debian's tesseract-ocr, or null when it is not installed. */
export function tesseractLanguages(): ReadonlySet<string> | null {
  if (installed !== undefined) return installed;
  try {
    const output = execFileSync('tesseract', ['--list-langs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    installed = new Set(
      output
        .split('\n')
        .slice(1)
        .map((line) => line.trim())
        .filter(Boolean),
    );
  } catch {
    installed = null;
  }
  return installed;
}

async function withPng<T>(raster: Raster, work: (path: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'glossa-tesseract-'));
  try {
    const path = join(folder, 'page.png');
    const png = await fromRaster(raster).png({ compressionLevel: 1 }).toBuffer();
    await writeFile(path, png);
    return await work(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function tesseract(path: string, args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await run('tesseract', [path, 'stdout', ...args], {
      timeout: TIMEOUT_MS,
      maxBuffer: 64 * 1024 * 1024,
      // One thread per run: the machine's cores are shared between jobs.
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    return stdout;
  } catch (error) {
    throw new FormatError('Tesseract could not read the image.', 'corrupt', { cause: error });
  }
}

interface Word {
  key: string;
  text: string;
  box: Box;
}

function wordsOf(tsv: string): Word[] {
  const words: Word[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells[0] !== '5' || cells.length < 12) continue;
    const [left, top, width, height, confidence] = cells.slice(6, 11).map(Number) as number[];
    const text = cells.slice(11).join('\t').trim();
    if (!text || (confidence ?? 0) < MIN_WORD_CONFIDENCE) continue;
    const box: Box = [left ?? 0, top ?? 0, (left ?? 0) + (width ?? 0), (top ?? 0) + (height ?? 0)];
    words.push({ key: cells.slice(1, 5).join('.'), text, box });
  }
  return words;
}

/** Lines from tesseract's TSV: the words of each line with the box around them. */
export function linesFromTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, Word[]>();
  for (const word of wordsOf(tsv)) lines.set(word.key, [...(lines.get(word.key) ?? []), word]);
  return [...lines.values()].map((words) => {
    const box: Box = [
      Math.min(...words.map((w) => w.box[0])),
      Math.min(...words.map((w) => w.box[1])),
      Math.max(...words.map((w) => w.box[2])),
      Math.max(...words.map((w) => w.box[3])),
    ];
    const text = words.reduce((line, word) => joinWords(line, word.text), '');
    // A line box runs from the tallest ascender to the lowest descender: about the font size.
    return { text, box, size: box[3] - box[1] };
  });
}

/** Reads the lines of an image with tesseract in the given language packs ('eng', 'ara+eng' ...). */
export function tesseractLines(raster: Raster, languages: string): Promise<OcrLine[]> {
  return withPng(raster, async (path) => linesFromTsv(await tesseract(path, ['-l', languages, '--psm', '3', 'tsv'])));
}

/** The script tesseract's orientation and script detection sees ('Latin', 'Cyrillic' ...), if it can tell. */
export function detectScript(raster: Raster): Promise<string | undefined> {
  return withPng(raster, async (path) => {
    try {
      return /Script:\s*(\S+)/.exec(await tesseract(path, ['--psm', '0']))?.[1];
    } catch {
      // Too few characters to tell, which is no error of the file's.
      return undefined;
    }
  });
}
