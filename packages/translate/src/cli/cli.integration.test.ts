import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../../test/fake-llm-server.ts';
import { samplePdf } from '../../test/pdf-fixtures.ts';
import { undetectableFiles } from '../formats/corpus/corpus.ts';
import { convertWithLibreOffice } from '../formats/legacy/libreoffice.ts';
import { presentation } from '../formats/presentation/presentation.ts';
import { reviewDeck } from '../formats/presentation/test-presentations.ts';
import { word } from '../formats/word/word-format.ts';
import { stripTags } from '../segments/inline-tags.ts';

const bin = new URL('../../bin/glossa.mjs', import.meta.url).pathname;
const work = mkdtempSync(path.join(tmpdir(), 'glossa-cli-'));

/** Runs the real command, as a shell user would. */
function glossa(args: string[], input = '', env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      // One cache folder for the file's runs: the first probes the Apertium pairs, the next read them.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', XDG_CACHE_HOME: work, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

let server: FakeLlmServer;
let llmEnv: Record<string, string>;
beforeAll(async () => {
  server = await startFakeLlmServer();
  llmEnv = { LLM_BASE_URL: `${server.url}/v1`, LLM_API_KEY: 'sk-test', LLM_MODEL: 'fake-model' };
});
afterAll(async () => server.close());

describe('glossa CLI', () => {
  it('lists the 176 languages as JSON', async () => {
    const { code, stdout } = await glossa(['languages', '--json', '--ui', 'dede']);
    expect(code).toBe(0);
    const languages = JSON.parse(stdout) as { code: string; name: string }[];
    expect(languages).toHaveLength(176);
    expect(languages.find((l) => l.code === 'es')?.name).toBe('Spanisch');
  });

  it('lists engines and their pairs', async () => {
    const { code, stdout } = await glossa(['engines', '--json'], '', llmEnv);
    expect(code).toBe(0);
    const engines = JSON.parse(stdout) as { id: string; pairs: { source: string; target: string }[] }[];
    expect(engines.map((e) => e.id)).toEqual(['llm', 'apertium', 'pseudo']);
    expect(engines[1]?.pairs).toContainEqual({ source: 'en', target: 'es' });
  });

  it('translates standard input with Apertium', async () => {
    const { code, stdout } = await glossa(
      ['translate', '-', '--to', 'es', '--engine', 'apertium'],
      'The house is red.\n',
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/casa/i);
    expect(stdout).toMatch(/roja/i);
  });

  it('starts and checks only the Apertium pair it translates with, and remembers it for the next run', async () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'glossa-cli-cache-'));
    const run = () =>
      glossa(['translate', '-', '--from', 'en', '--to', 'es', '--engine', 'apertium'], 'The house is red.\n', {
        XDG_CACHE_HOME: cache,
      });
    const first = await run();
    expect(first.code).toBe(0);
    expect(first.stdout).toBe('La casa es roja.\n');
    const probes = () =>
      Object.keys(
        (JSON.parse(readFileSync(path.join(cache, 'glossa', 'apertium-probes.json'), 'utf8')) as { modes: object })
          .modes,
      );
    // About 80 pairs are installed: one was probed.
    expect(probes()).toHaveLength(1);
    expect(probes()[0]).toMatch(/^(en|eng)-(es|spa)$/);
    expect((await run()).stdout).toBe('La casa es roja.\n');
    expect(probes()).toHaveLength(1);
  });

  it('fails on a pair no engine serves, naming the pair and the engines', async () => {
    const { code, stderr } = await glossa(
      ['translate', '-', '--to', 'ja', '--from', 'en', '--engine', 'apertium'],
      'Hello.',
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(/No engine translates en → ja\. Available engines: apertium \(/);
  });

  it('answers a wrong command with exit code 2 and the usage', async () => {
    const missingTarget = await glossa(['translate', '-']);
    expect(missingTarget.code).toBe(2);
    expect(missingTarget.stderr).toContain('--to is required');
    expect(missingTarget.stderr).toContain('Usage: glossa');
    expect((await glossa(['transmogrify'])).code).toBe(2);
    expect((await glossa(['translate', '-', '--to', 'klingon'])).stderr).toContain('not a language code');
    expect((await glossa(['translate', 'missing.txt', '--to', 'es'])).stderr).toContain('Cannot read "missing.txt"');
  });

  it('translates a Markdown file through the llm engine, bilingual, with a glossary', async () => {
    const input = path.join(work, 'readme.md');
    const output = path.join(work, 'readme.es.md');
    const glossary = path.join(work, 'terms.csv');
    writeFileSync(input, '# Welcome\n\nOpen the **house** at [the site](https://x.test).\n\n```sh\nmake house\n```\n');
    writeFileSync(glossary, 'source,target\nhouse,vivienda\n');
    const { code, stderr } = await glossa(
      [
        'translate',
        input,
        '--to',
        'es',
        '--from',
        'en',
        '--glossary',
        glossary,
        '--mode',
        'source-then-target',
        '-o',
        output,
      ],
      '',
      llmEnv,
    );
    expect(stderr).not.toContain('warning');
    expect(code).toBe(0);
    const result = readFileSync(output, 'utf8');
    expect(result).toContain('# Welcome\n\n# es:Welcome');
    expect(result).toContain('**vivienda**');
    expect(result).toContain('](https://x.test)');
    expect(result).toContain('```sh\nmake house\n```');
  });

  it('translates a Word document with Apertium, keeping it a Word document', async () => {
    const input = path.join(work, 'letter.docx');
    const output = path.join(work, 'letter.es.docx');
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({
              children: [new TextRun('The house is '), new TextRun({ text: 'red', bold: true }), new TextRun('.')],
            }),
          ],
        },
      ],
    });
    writeFileSync(input, await Packer.toBuffer(document));
    expect((await glossa(['translate', input, '--to', 'es', '--engine', 'apertium'])).stderr).toContain('-o');
    const { code, stderr } = await glossa(['translate', input, '--to', 'es', '--engine', 'apertium', '-o', output]);
    expect(stderr).toContain('progress: 1/1 segments (100%)');
    expect(stderr).not.toContain('warning');
    expect(code).toBe(0);
    const { segments } = await word.extract(readFileSync(output));
    expect(stripTags(segments[0]?.text ?? '')).toMatch(/casa.*roj/i);
    expect((await glossa(['translate', path.join(work, 'x.exe'), '--to', 'es'])).stderr).toContain(
      'not a format Glossa reads',
    );
  });

  it('translates a deck’s speaker notes and its master’s text by default, and leaves them out when asked', async () => {
    const input = path.join(work, 'review.pptx');
    writeFileSync(input, await reviewDeck());
    const translated = async (name: string, extra: string[]) => {
      const output = path.join(work, name);
      const args = ['translate', input, '--from', 'en', '--to', 'fr', '--engine', 'pseudo', '-o', output, ...extra];
      const run = await glossa(args);
      expect(run.code, run.stderr).toBe(0);
      const texts = (await presentation.extract(readFileSync(output))).segments.map((s) => stripTags(s.text));
      return { texts, stderr: run.stderr };
    };
    const all = await translated('review-all.pptx', ['--verbose']);
    expect(all.texts).not.toContain('Remember to thank the sales team.');
    expect(all.texts).not.toContain('Company confidential');
    // --verbose: each stage's time, and how much of each part was translated.
    expect(all.stderr).toMatch(
      /time: read \d+ ms, text read \d+ ms, .*translation \d+ ms, rebuild \d+ ms, write \d+ ms; total/,
    );
    expect(all.stderr).toContain('translated: body 100%, notes 100%, masters 100%, charts 100% of the letters');
    const slidesOnly = await translated('review-slides.pptx', ['--without', 'notes,masters']);
    expect(slidesOnly.texts).toContain('Remember to thank the sales team.');
    expect(slidesOnly.texts).toContain('Company confidential');
    expect(slidesOnly.stderr).not.toContain('time:');
    const wrong = await glossa(['translate', input, '--to', 'fr', '--without', 'slides', '-o', input]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--without takes a list of notes, masters');
  });

  it('translates a PDF and, with --verbose, scores how closely its pages keep their layout', async () => {
    const input = path.join(work, 'report.pdf');
    const output = path.join(work, 'report.fr.pdf');
    writeFileSync(input, (await samplePdf()).bytes);
    const args = ['translate', input, '--from', 'en', '--to', 'fr', '--engine', 'pseudo', '-o', output, '--verbose'];
    const { code, stderr } = await glossa(args);
    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(/layout: \d+ of 100 over \d+ pages; worst: page \d+ \d+/);
    expect(readFileSync(output).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives a legacy .doc back as a .doc when asked for one, as .docx when named so, and says what another name holds', async () => {
    const docx = await Packer.toBuffer(
      new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun('The house is red.')] })] }] }),
    );
    const input = path.join(work, 'old letter.doc');
    writeFileSync(input, await convertWithLibreOffice(docx, 'docx', 'doc'));
    const translate = (output: string) =>
      glossa(['translate', input, '--from', 'en', '--to', 'es', '--engine', 'pseudo', '-o', path.join(work, output)]);

    const asDoc = await translate('old letter.es.doc');
    expect(asDoc.code, asDoc.stderr).toBe(0);
    const written = readFileSync(path.join(work, 'old letter.es.doc'));
    // An OLE2 compound file (Word 97-2003), not a zip: the name says what the bytes are.
    expect(written.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
    const back = await word.extract(await convertWithLibreOffice(written, 'doc', 'docx'));
    // The pseudo engine's mark: the text inside was translated.
    expect(stripTags(back.segments[0]?.text ?? '')).toMatch(/^⟦.+⟧$/);

    const asDocx = await translate('old letter.es.docx');
    expect(asDocx.code).toBe(0);
    expect(asDocx.stderr).not.toContain('note:');
    expect(readFileSync(path.join(work, 'old letter.es.docx')).subarray(0, 2).toString()).toBe('PK');

    const other = await translate('old letter.es.bin');
    expect(other.code).toBe(0);
    expect(other.stderr).toContain('holds a .docx file (the translation of a .doc file)');
  });

  it('asks for --from only when the text gives no clue to its language, without the usage', async () => {
    const { code, stderr } = await glossa(['translate', '-', '--to', 'es', '--engine', 'pseudo'], 'OK');
    expect(code).toBe(1);
    expect(stderr).toBe('glossa: Could not tell which language the text is in; name it with --from.\n');
  });

  it('translates labels the detector is unsure of from its best guess, and says it guessed', async () => {
    const { code, stdout, stderr } = await glossa(
      ['translate', '-', '--to', 'es', '--engine', 'apertium'],
      'Price\n\nTotal\n',
      { LANG: 'en_US.UTF-8' },
    );
    expect(code).toBe(0);
    expect(stderr).toContain('note: translating from English (en), guessed; name it with --from if not.');
    expect(stdout).toBe('Precio\n\nTotal\n');
  });

  it('gives up on a file after the time limit, in one line, leaving no partial output', async () => {
    const holds = new Set(['heldforever']);
    const slow = await startFakeLlmServer({ holds });
    try {
      const output = path.join(work, 'held.es.txt');
      const started = await glossa(
        ['translate', '-', '--from', 'en', '--to', 'es', '--engine', 'llm', '--time-limit', '0.02', '-o', output],
        'The heldforever report is ready for the meeting.\n',
        { LLM_BASE_URL: `${slow.url}/v1`, LLM_API_KEY: 'sk-test', LLM_MODEL: 'fake-model' },
      );
      expect(started.code).toBe(1);
      expect(started.stderr.trim().split('\n').at(-1)).toBe(
        'glossa: "-" was not done within 0.02 minutes (--time-limit); nothing was written.',
      );
      expect(existsSync(output)).toBe(false);
      expect(readdirSync(work).filter((name) => name.startsWith('held.es.txt'))).toEqual([]);
      const wrong = await glossa(['translate', '-', '--to', 'es', '--time-limit', 'soon'], 'Hello.');
      expect(wrong.code).toBe(2);
    } finally {
      holds.clear();
      await slow.close();
    }
  });

  it('says so and does not exit 0 when the engine changed nothing', async () => {
    // Apertium gives a line of names back as it was: the run translated nothing.
    const named = await glossa(
      ['translate', '-', '--from', 'en', '--to', 'es', '--engine', 'apertium'],
      'Zyxw Qrst.\n',
    );
    expect(named.code).toBe(1);
    expect(named.stderr).toContain(
      'glossa: Nothing in "-" was translated: the engine gave every sentence back as it was',
    );
    // Text already in the target language is written unchanged, with a note.
    const same = await glossa(
      ['translate', '-', '--to', 'es', '--engine', 'pseudo'],
      'Hola, ¿cómo estás? Estoy muy bien.\n',
    );
    expect(same.code).toBe(0);
    expect(same.stderr).toContain('note: the text is already in Spanish; it is written unchanged.');
  });

  it('writes a file with no words (numbers, dates) unchanged instead of refusing it', async () => {
    const { code, stdout, stderr } = await glossa(['translate', '-', '--to', 'es'], '1,250.00\n\n2026-03-01\n');
    expect(code).toBe(0);
    expect(stdout).toBe('1,250.00\n\n2026-03-01\n');
    expect(stderr).toContain('no words to translate');
  });

  it('translates each file of the corpus whose language the detector cannot be sure of, with no --from', async () => {
    // Labels and numbers, short titles with notes and a master footer, a PDF form, fonts without
    // ToUnicode, astral characters (issue 34): Apertium cannot translate "from any language".
    for (const entry of await undetectableFiles()) {
      const input = path.join(work, `undetectable-${entry.name}`);
      const output = path.join(work, `undetectable-out-${entry.name}`);
      writeFileSync(input, entry.bytes);
      const { code, stderr } = await glossa(['translate', input, '--to', 'es', '--engine', 'apertium', '-o', output]);
      expect(code, `${entry.name}: ${stderr}`).toBe(0);
      expect(Buffer.from(readFileSync(output)).equals(Buffer.from(entry.bytes)), entry.name).toBe(false);
    }
  });
});
