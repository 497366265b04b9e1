import { rmSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { buffer as readStream } from 'node:stream/consumers';
import { agentBrief, type Precision, precisionSettings } from '../../agents/agents.ts';
import { chooseEngine, createEngineSet, type EngineSet, modelReadsAnySource } from '../../engines/registry.ts';
import { type Extracted, FormatError } from '../../formats/document-format.ts';
import { OUTPUT_MODES, type OutputMode } from '../../formats/format.ts';
import { formatForFile, type RegisteredFormat, supportedExtensions } from '../../formats/registry.ts';
import { documentCoverage } from '../../formats/work/coverage.ts';
import type { TermBase } from '../../glossary/term-base.ts';
import { parseTermsCsv, parseTermsTbx } from '../../glossary/term-files.ts';
import { findLanguage } from '../../languages/catalog.ts';
import { languageName } from '../../languages/names.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import { stripTags } from '../../segments/inline-tags.ts';
import type { CliOptions } from '../options.ts';
import { partsLeftOut } from '../parts.ts';
import { cliProbeStore } from '../probe-cache.ts';
import { progressReporter } from '../progress.ts';
import { StageClock } from '../stages.ts';
import { InputError, UsageError } from '../usage.ts';

const PRECISIONS: Precision[] = ['fast', 'balanced', 'best'];
/** Zip-based and other binary outputs are never written to a terminal: they need -o. */
const BINARY_OUTPUT =
  /\.(docx|docm|dotx|dotm|xlsx|xlsm|xltx|xltm|pptx|pptm|potx|ppsx|ppsm|odt|ods|odp|ott|ots|otp|doc|xls|ppt|rtf|epub)$/i;

/** As long as the server gives one document (DOCUMENT_TASK_SECONDS' default). */
const DEFAULT_TIME_LIMIT_MINUTES = 10;

function timeLimitMinutes(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TIME_LIMIT_MINUTES;
  const minutes = Number(value);
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60) {
    throw new UsageError('--time-limit must be a number of minutes above 0 and at most 1440.');
  }
  return minutes;
}

/**
 * Ends the run with a one-line message once the time limit has passed. The output is written
 * under a temporary name and renamed at the end, so a run cut short leaves no partial file. The
 * timer fires when the run next waits (for the engine, a file, a page): stages that never wait
 * run to their end first.
 */
function startTimeLimit(file: string, minutes: number): NodeJS.Timeout {
  const timer = setTimeout(
    () => {
      if (writing) rmSync(writing, { force: true });
      process.stderr.write(
        `glossa: "${file}" was not done within ${minutes} minute${minutes === 1 ? '' : 's'} (--time-limit); nothing was written.\n`,
      );
      process.exit(1);
    },
    minutes * 60 * 1000,
  );
  timer.unref();
  return timer;
}

function language(code: string, flag: string): string {
  const found = findLanguage(code);
  if (!found) throw new UsageError(`${flag} "${code}" is not a language code Glossa knows (see: glossa languages).`);
  return found.code;
}

async function readInput(file: string): Promise<Uint8Array> {
  if (file === '-') return readStream(process.stdin);
  try {
    return await readFile(file);
  } catch (error) {
    throw new InputError(`Cannot read "${file}": ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/**
 * The language the text is in when --from does not say: what the detector is sure of, else what
 * most longer segments are in, else its best guess after the locale's languages and the target,
 * said on standard error; an AI engine is left to read it itself. Only a text that gives no clue
 * at all is refused. The detector's word lists load only here (about a second of a start).
 */
async function chooseSource(texts: readonly string[], target: string, set: EngineSet): Promise<string> {
  const { chooseSourceLanguage, localeLanguages } = await import('../../languages/source-choice.ts');
  const choice = chooseSourceLanguage(texts.map(stripTags), { languages: localeLanguages(), target });
  if (choice.language && choice.how === 'detected') return choice.language;
  if (modelReadsAnySource(set, target)) {
    process.stderr.write('note: the source language is left to the AI engine to read (name it with --from).\n');
    return 'auto';
  }
  if (!choice.language) throw new InputError('Could not tell which language the text is in; name it with --from.');
  const name = languageName(choice.language, 'enus');
  process.stderr.write(`note: translating from ${name} (${choice.language}), guessed; name it with --from if not.\n`);
  return choice.language;
}

/** `glossa translate <file|-> --to es ...`: translate a text file or standard input. */
export async function translateCommand(positionals: string[], options: CliOptions): Promise<number> {
  const [file, extra] = positionals;
  if (!file || extra) throw new UsageError('translate takes one file, or - for standard input.');
  if (!options.to) throw new UsageError('--to is required (the target language, e.g. --to es).');
  const target = language(options.to, '--to');
  const mode = (options.mode ?? 'translated') as OutputMode;
  if (!OUTPUT_MODES.includes(mode)) throw new UsageError(`--mode must be one of ${OUTPUT_MODES.join(', ')}.`);
  const precision = (options.precision ?? 'balanced') as Precision;
  if (!PRECISIONS.includes(precision)) throw new UsageError(`--precision must be one of ${PRECISIONS.join(', ')}.`);

  const format = await formatForFile(file === '-' ? 'input.txt' : file);
  if (!format) {
    throw new UsageError(`"${file}" is not a format Glossa reads. Supported: ${supportedExtensions().join(', ')}.`);
  }
  if (BINARY_OUTPUT.test(file) && !options.output) throw new UsageError(`Name an output file with -o for "${file}".`);
  const leftOut = partsLeftOut(options.without, file);
  const timeLimit = startTimeLimit(file, timeLimitMinutes(options['time-limit']));
  try {
    return await translateFile({ file, format, leftOut, target, mode, precision }, options);
  } finally {
    clearTimeout(timeLimit);
  }
}

/** What the command line asks of one file, checked. */
interface FileRequest {
  file: string;
  format: RegisteredFormat;
  leftOut: ReturnType<typeof partsLeftOut>;
  target: string;
  mode: OutputMode;
  precision: Precision;
}

async function translateFile(
  { file, format, leftOut, target, mode, precision }: FileRequest,
  options: CliOptions,
): Promise<number> {
  const clock = new StageClock(options.verbose ?? false);
  const content = await readInput(file);
  clock.lap('read');
  const { segments, skeleton } = await format.extract(content, leftOut).catch((error: unknown) => {
    if (error instanceof FormatError) throw new InputError(`"${file}": ${error.message}`);
    throw error;
  });
  clock.lap('text read');
  if (!segments.some((segment) => /\p{L}/u.test(stripTags(segment.text)))) {
    // Numbers, codes and dates only: nothing for an engine, and the file is written as it came.
    process.stderr.write('note: no words to translate; the file is written unchanged.\n');
    await writeOutput(
      await format.rebuild(skeleton, new Map(), mode, { sourceLanguage: target, targetLanguage: target }),
      format,
      options,
    );
    return 0;
  }
  const set = await createEngineSet({
    apertium: !options.engine || options.engine === 'apertium',
    apertiumProbes: cliProbeStore(),
    // Only the pair this run uses is started and checked (decision 0051).
    apertiumProbing: 'first-use',
  });
  try {
    const source =
      options.from && options.from !== 'auto'
        ? language(options.from, '--from')
        : await chooseSource(
            segments.map((s) => s.text),
            target,
            set,
          );
    clock.lap('language');
    const work = { file, mode, precision, format, segments, skeleton, clock, content };
    return await translateWith(set, source, target, work, options);
  } finally {
    await set.close();
  }
}

/** What was read from the file, and how the output is to be written. */
interface Work extends Extracted<unknown> {
  /** The file as named on the command line ('-' for standard input). */
  file: string;
  mode: OutputMode;
  precision: Precision;
  format: RegisteredFormat;
  clock: StageClock;
  /** The file as it was read. */
  content: Uint8Array;
}

async function translateWith(
  set: EngineSet,
  source: string,
  target: string,
  { file, mode, precision, format, segments, skeleton, clock, content }: Work,
  options: CliOptions,
): Promise<number> {
  let termBase: TermBase | undefined;
  if (options.glossary) {
    const raw = await readFile(options.glossary, 'utf8').catch(() => {
      throw new InputError(`Cannot read the glossary "${options.glossary}".`);
    });
    const entries = /\.tbx$/i.test(options.glossary) ? parseTermsTbx(raw, source, target) : parseTermsCsv(raw);
    termBase = { sourceLanguage: source, targetLanguage: target, entries };
  }

  const agent = agentBrief(
    options.instructions
      ? { id: 'custom', customInstructions: options.instructions }
      : { id: options.agent ?? 'general' },
    languageName(source, 'enus'),
    languageName(target, 'enus'),
  );
  const settings = precisionSettings(precision);
  const controller = new AbortController();
  const onSignal = () => controller.abort();
  process.once('SIGINT', onSignal);
  const progress = progressReporter();
  try {
    const engine = chooseEngine(set, source, target, { engine: options.engine, preferStrong: settings.preferStrong });
    const report = await translateSegments(segments, {
      engine,
      source,
      target,
      instructions: agent.instructions,
      agentKey: agent.key,
      termBase,
      batchScale: settings.batchScale,
      signal: controller.signal,
      onProgress: (p) => progress.update(p),
    });
    progress.finish();
    clock.lap('translation');
    if (mode !== 'translated' && format.bilingual === false) {
      process.stderr.write(`note: ${format.id} files have no bilingual form; writing the translated file.\n`);
    }
    const translations = new Map(report.translations.map((t) => [t.id, t.text]));
    const output = await format.rebuild(skeleton, translations, mode, {
      sourceLanguage: source,
      targetLanguage: target,
    });
    clock.lap('rebuild');
    await writeOutput(output, format, options);
    clock.lap('write');
    for (const issue of report.issues)
      process.stderr.write(`warning: segment ${issue.segmentId}: ${issue.check}: ${issue.detail}\n`);
    const coverage = documentCoverage(segments, translations);
    clock.report(coverage);
    if (coverage.length > 0 && coverage.every((part) => part.translated === 0)) {
      // A run that changed nothing says so, and does not exit 0 (issue 34).
      if (source === target) {
        process.stderr.write(
          `note: the text is already in ${languageName(target, 'enus')}; it is written unchanged.\n`,
        );
        return 0;
      }
      throw new InputError(
        `Nothing in "${file}" was translated: the engine gave every sentence back as it was; the output is the source unchanged.`,
      );
    }
    if (options.verbose && format.id === 'pdf' && mode === 'translated' && typeof output !== 'string') {
      await reportLayout(content, output);
    }
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
  }
}

/** `--verbose` on a PDF: how closely the translated pages keep their source's layout, the worst named. */
async function reportLayout(source: Uint8Array, output: Uint8Array): Promise<void> {
  const { scoreLayout } = await import('../../formats/pdf/layout-score.ts');
  const pages = scoreLayout(source, output);
  if (pages.length === 0) return;
  const mean = pages.reduce((sum, page) => sum + page.score, 0) / pages.length;
  const worst = [...pages]
    .sort((a, b) => a.score - b.score)
    .slice(0, 3)
    .map((page) => `page ${page.page} ${Math.round(page.score)}`);
  process.stderr.write(`layout: ${Math.round(mean)} of 100 over ${pages.length} pages; worst: ${worst.join(', ')}\n`);
}

/**
 * Writes the translation. A legacy Office file or RTF is translated as its modern format (a .doc
 * as a .docx): under an -o name with the legacy extension it is converted back to that format by
 * LibreOffice, so the file is what its name says; under any other name it stays the modern format,
 * and a name that does not say so gets a note.
 */
async function writeOutput(output: string | Uint8Array, format: RegisteredFormat, options: CliOptions): Promise<void> {
  if (!options.output) {
    process.stdout.write(output);
    return;
  }
  const modern = 'outputExtension' in format ? format.outputExtension : undefined;
  const named = /\.([^./\\]+)$/.exec(options.output)?.[1]?.toLowerCase();
  if (modern && named === format.id && typeof output !== 'string') {
    const { convertWithLibreOffice } = await import('../../formats/legacy/libreoffice.ts');
    await writeWhole(options.output, await convertWithLibreOffice(output, modern, format.id));
    return;
  }
  if (modern && named !== modern) {
    process.stderr.write(
      `note: "${options.output}" holds a .${modern} file (the translation of a .${format.id} file).\n`,
    );
  }
  await writeWhole(options.output, output);
}

/** The temporary file being written, removed if the time limit ends the run meanwhile. */
let writing: string | undefined;

/** Writes under a temporary name beside the target, then renames: a reader never sees half a file. */
async function writeWhole(target: string, content: string | Uint8Array): Promise<void> {
  const partial = `${target}.${process.pid}.part`;
  writing = partial;
  try {
    await writeFile(partial, content);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw new InputError(
      `Cannot write "${target}": ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  } finally {
    writing = undefined;
  }
}
