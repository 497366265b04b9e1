import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../../test/fake-llm-server.ts';
import { glossaRunner } from '../../test/glossa-process.ts';

/** Commands, text and standard input; documents are in cli-documents.integration.test.ts. */
const { work, glossa } = glossaRunner('glossa-cli-');

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
});
