/**
 * One-off lookups in a pair's compiled dictionaries with `lt-proc`: analysing words (what a word
 * is: `factura` → `factura<n><f><sg>`) and the bilingual dictionary (what a lexical form becomes
 * in the other language: `house<n><sg>` → `casa<n><f><sg>`), and generating words
 * (`casa<n><f><pl>` → `casas`). Used for terms (term-nouns.ts).
 */
import { spawn } from 'node:child_process';
import { escapeText } from './stream-format.ts';

/** One word as the dictionary sees it: its surface form and every reading (`lemma<tag><tag>`). */
export interface DictionaryUnit {
  surface: string;
  readings: string[];
}

const LOOKUP_TIMEOUT_MS = 10_000;

/** Runs `lt-proc` once over `input` and answers what it wrote; rejects on failure or timeout. */
function runLtProc(args: readonly string[], input: string, env?: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('lt-proc', args, { stdio: ['pipe', 'pipe', 'pipe'], env });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`lt-proc ${args.join(' ')} took longer than ${LOOKUP_TIMEOUT_MS} ms`));
    }, LOOKUP_TIMEOUT_MS);
    child.stdout.on('data', (data: Buffer) => out.push(data));
    child.stderr.on('data', (data: Buffer) => err.push(data));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`lt-proc exited with code ${code}: ${Buffer.concat(err).toString('utf8').trim()}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** Splits on the separators that are not backslash-escaped. */
function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      current += text[i + 1] ?? '';
      i++;
    } else if (c === separator) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

/**
 * The insides of a line's `^…$` units, escapes kept (`\\$` does not end one), read in one pass: a
 * unit left open at the end of the line is dropped.
 */
function unitsOf(line: string): string[] {
  const units: string[] = [];
  let current: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (current === undefined) {
      if (c === '^') current = '';
    } else if (c === '\\') {
      current += c + (line[i + 1] ?? '');
      i++;
    } else if (c === '$') {
      units.push(current);
      current = undefined;
    } else current += c;
  }
  return units;
}

/** The lexical units of `lt-proc` output (`^surface/reading/reading$`), line by line of the input. */
export function parseUnits(output: string): DictionaryUnit[][] {
  return output
    .replace(/\n$/, '')
    .split('\n')
    .map((line) =>
      unitsOf(line).map((unit) => {
        const [surface = '', ...readings] = splitUnescaped(unit, '/');
        // `*word`: the dictionary does not know it.
        return { surface, readings: readings.filter((reading) => !/^[*@#]/.test(reading)) };
      }),
    );
}

/** Analyses each text (one line each) with an analyser (`*.automorf.bin`). */
export async function analyse(analyser: string, texts: readonly string[], env?: NodeJS.ProcessEnv) {
  const input = texts.map((text) => escapeText(text.replace(/\s+/g, ' ').trim())).join('\n');
  return parseUnits(await runLtProc([analyser], `${input}\n`, env));
}

/** Looks lexical forms (`house<n><sg>`) up in a bilingual dictionary (`*.autobil.bin`), one unit each. */
export async function translateForms(bilingual: string, forms: readonly string[], env?: NodeJS.ProcessEnv) {
  const input = forms.map((form) => `^${form}$`).join('\n');
  return (await parseUnits(await runLtProc(['-b', bilingual], `${input}\n`, env))).map((line) => line[0]);
}

/** Generates the word for each lexical form (`casa<n><f><pl>` → `casas`); undefined where the generator cannot. */
export async function generate(generator: string, forms: readonly string[], env?: NodeJS.ProcessEnv) {
  const input = forms.map((form) => (form ? `^${form}$` : '')).join('\n');
  const lines = (await runLtProc(['-g', generator], `${input}\n`, env)).replace(/\n$/, '').split('\n');
  return forms.map((form, i) => {
    const word = lines[i]?.trim();
    return form && word && !/[#@*~\\/^$<>]/.test(word) ? word : undefined;
  });
}
