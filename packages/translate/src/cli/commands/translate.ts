import { readFile, writeFile } from 'node:fs/promises';
import { text as readStream } from 'node:stream/consumers';
import { agentBrief, type Precision, precisionSettings } from '../../agents/agents.ts';
import { chooseEngine, createEngineSet } from '../../engines/registry.ts';
import { OUTPUT_MODES, type OutputMode, type TextFormat } from '../../formats/format.ts';
import { markdown } from '../../formats/markdown/markdown.ts';
import { plainText } from '../../formats/plain-text.ts';
import type { TermBase } from '../../glossary/term-base.ts';
import { parseTermsCsv, parseTermsTbx } from '../../glossary/term-files.ts';
import { findLanguage } from '../../languages/catalog.ts';
import { detectLanguage } from '../../languages/detect.ts';
import { languageName } from '../../languages/names.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import type { CliOptions } from '../main.ts';
import { progressReporter } from '../progress.ts';
import { UsageError } from '../usage.ts';

const PRECISIONS: Precision[] = ['fast', 'balanced', 'best'];
const TEXT_FILES = /\.(txt|text|md|markdown)$/i;

function language(code: string, flag: string): string {
  const found = findLanguage(code);
  if (!found) throw new UsageError(`${flag} "${code}" is not a language code Glossa knows (see: glossa languages).`);
  return found.code;
}

async function readInput(file: string): Promise<string> {
  if (file === '-') return readStream(process.stdin);
  if (!TEXT_FILES.test(file)) {
    throw new UsageError(
      `"${file}": only plain text and Markdown files can be translated from the command line so far.`,
    );
  }
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read "${file}": ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** Auto-detect; an unsure answer is not a guess, the user is asked to say. */
function detectSource(content: string): string {
  const detected = detectLanguage(content);
  if (!detected.reliable || !detected.language) {
    throw new UsageError('Could not tell which language the text is in; name it with --from.');
  }
  return detected.language;
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

  const content = await readInput(file);
  // biome-ignore lint/suspicious/noExplicitAny: each format has its own skeleton type.
  const format: TextFormat<any> = /\.(md|markdown)$/i.test(file) ? markdown : plainText;
  const { segments, skeleton } = format.extract(content);
  const source = options.from && options.from !== 'auto' ? language(options.from, '--from') : detectSource(content);

  let termBase: TermBase | undefined;
  if (options.glossary) {
    const raw = await readFile(options.glossary, 'utf8').catch(() => {
      throw new UsageError(`Cannot read the glossary "${options.glossary}".`);
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
  const set = await createEngineSet({ apertium: !options.engine || options.engine === 'apertium' });
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
    const output = format.rebuild(skeleton, new Map(report.translations.map((t) => [t.id, t.text])), mode);
    if (options.output) await writeFile(options.output, output);
    else process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    for (const issue of report.issues)
      process.stderr.write(`warning: segment ${issue.segmentId}: ${issue.check}: ${issue.detail}\n`);
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    await set.close();
  }
}
