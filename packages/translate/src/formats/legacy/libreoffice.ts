import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FormatError } from '../document-format.ts';

/**
 * LibreOffice in headless mode, for the formats only it can read (doc, xls, ppt, rtf) and for
 * checking generated files. Every conversion gets its own profile directory, so conversions can
 * run side by side, and its own temporary directory, removed afterwards.
 */

export const CONVERSION_TIMEOUT_MS = 120_000;

/** Export filters that write what Microsoft Office writes (not the ISO Strict variants). */
const FILTERS: Record<string, string> = {
  docx: 'docx:MS Word 2007 XML',
  xlsx: 'xlsx:Calc MS Excel 2007 XML',
  pptx: 'pptx:Impress MS PowerPoint 2007 XML',
};

/** The `soffice` program on a PATH, if there is one. */
export function findSoffice(searchPath = process.env.PATH ?? ''): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'soffice');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this directory.
    }
  }
  return undefined;
}

let found: { program: string | undefined } | undefined;

/** Whether LibreOffice is installed; looked up once per process. */
export function libreOfficeAvailable(): boolean {
  found ??= { program: findSoffice() };
  return found.program !== undefined;
}

export interface ConvertOptions {
  /** The program to run; the `soffice` found on PATH by default. */
  program?: string;
  timeoutMs?: number;
  /** Where the temporary directory is made; the system's by default. */
  workDir?: string;
  /** LibreOffice's import filter, when the extension alone would pick the wrong one ('HTML (StarWriter)'). */
  inputFilter?: string;
  /** The export filter, as `--convert-to` takes it ('pdf:writer_pdf_Export'); chosen by `to` by default. */
  exportFilter?: string;
}

function slotCount(): number {
  const wanted = Number(process.env.LIBREOFFICE_SLOTS);
  if (Number.isInteger(wanted) && wanted > 0) return wanted;
  return Math.max(1, Math.min(4, availableParallelism()));
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when one of this process's conversion slots is free. */
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slotCount()) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Whether soffice ended by a crash (a signal, or the launcher's 128 + signal) rather than by its own choice. */
function crashed(code: number | null): boolean {
  return code === null || code >= 128;
}

function run(program: string, args: string[], timeoutMs: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a timeout ends soffice.bin as well as the launcher.
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    const collect = (chunk: Buffer) => {
      if (output.length < 4000) output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      reject(new FormatError('LibreOffice took too long to convert the file', 'corrupt'));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new FormatError('LibreOffice could not be started', 'unsupported', { cause: error }));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * Converts a file with LibreOffice: `from` is the input's extension, `to` the wanted one
 * ('docx', 'pdf' ...). Resolves to the converted bytes or rejects with a FormatError.
 */
export async function convertWithLibreOffice(
  input: Uint8Array,
  from: string,
  to: string,
  options: ConvertOptions = {},
): Promise<Uint8Array> {
  const program = options.program ?? (libreOfficeAvailable() ? found?.program : undefined);
  if (!program) throw new FormatError('LibreOffice is needed to convert this file and is not installed', 'unsupported');
  const dir = await mkdtemp(path.join(options.workDir ?? tmpdir(), 'glossa-lo-'));
  try {
    const source = path.join(dir, `document.${from}`);
    const outDir = path.join(dir, 'out');
    await writeFile(source, input);
    const profile = pathToFileURL(path.join(dir, 'profile')).href;
    const args = ['--headless', '--norestore', '--nolockcheck', `-env:UserInstallation=${profile}`];
    if (options.inputFilter) args.push(`--infilter=${options.inputFilter}`);
    args.push('--convert-to', options.exportFilter ?? FILTERS[to] ?? to, '--outdir', outDir, source);
    const timeoutMs = options.timeoutMs ?? CONVERSION_TIMEOUT_MS;
    const target = path.join(outDir, `document.${to}`);
    let { code, output } = await inSlot(() => run(program, args, timeoutMs));
    if (crashed(code)) {
      await rm(path.join(dir, 'profile'), { recursive: true, force: true });
      ({ code, output } = await inSlot(() => run(program, args, timeoutMs)));
    }
    try {
      return new Uint8Array(await readFile(target));
    } catch (error) {
      const detail = output.match(/Error:[^\n]*/)?.[0] ?? (code ? `exit code ${code}` : 'no output');
      throw new FormatError(`LibreOffice could not convert the file (${detail.trim()})`, 'corrupt', { cause: error });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
