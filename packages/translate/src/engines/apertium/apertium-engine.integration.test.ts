import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Segment } from '../../segments/segment.ts';
import { EngineError } from '../engine.ts';
import { ApertiumEngine } from './apertium-engine.ts';

const segments = (texts: string[]): Segment[] => texts.map((text, i) => ({ id: `s${i}`, text }));

async function translate(engine: ApertiumEngine, source: string, target: string, texts: string[]): Promise<string[]> {
  const result = await engine.translate({ source, target, segments: segments(texts) });
  expect(result.translations.map((t) => t.id)).toEqual(texts.map((_, i) => `s${i}`));
  return result.translations.map((t) => t.text);
}

async function rejection(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

/** Process ids whose parent is this process (read from /proc). */
function children(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === process.pid ? [Number(pid)] : [];
      } catch {
        return [];
      }
    });
}

describe('ApertiumEngine on the installed pairs', () => {
  let engine: ApertiumEngine;
  const logs: string[] = [];

  beforeAll(async () => {
    engine = await ApertiumEngine.start({ log: (message) => logs.push(message) });
  });
  afterAll(() => engine?.close());

  it('offers the probed pairs', () => {
    expect(engine.id).toBe('apertium');
    expect(engine.kind).toBe('apertium');
    expect(engine.languagePairs()).toEqual(
      expect.arrayContaining([
        { source: 'en', target: 'es' },
        { source: 'es', target: 'en' },
        { source: 'fr', target: 'es' },
        { source: 'en', target: 'ca' },
      ]),
    );
    expect(engine.supports('en', 'es')).toBe(true);
    expect(engine.supports('en-GB', 'es-ES')).toBe(true);
    expect(engine.supports('auto', 'es')).toBe(false);
    expect(engine.supports('en', 'de')).toBe(false);
    // Other installed pairs may be broken; the ones the tests rely on are not.
    expect(logs.filter((line) => /\b(eng-spa|spa-eng|fr-es|eng-cat)\b/.test(line))).toEqual([]);
  });

  it('translates English to Spanish', async () => {
    const [text] = await translate(engine, 'en', 'es', ['The house is red.']);
    expect(text).toContain('casa');
    expect(text).toContain('roja');
  });

  it('translates French to Spanish and English to Catalan', async () => {
    const [spanish] = await translate(engine, 'fr', 'es', ['La maison est rouge.']);
    expect(spanish).toMatch(/casa.*roja/);
    const [catalan] = await translate(engine, 'en', 'ca', ['The house is red.']);
    expect(catalan).toMatch(/casa és/);
  });

  it('brings a batch of 200 segments back complete and in order', async () => {
    const texts = Array.from({ length: 200 }, (_, i) =>
      i % 3 === 0 ? `Chapter ${i}` : i % 3 === 1 ? `The dog number ${i} eats an apple.` : `Is the house ${i} red?`,
    );
    const out = await translate(engine, 'en', 'es', texts);
    expect(out).toHaveLength(200);
    out.forEach((text, i) => {
      expect(text, `segment ${i}`).toMatch(new RegExp(`(^|\\D)${i}(\\D|$)`));
      expect(text.endsWith('.'), `segment ${i}`).toBe(i % 3 === 1);
    });
    expect(out[1]).toContain('perro');
  });

  it('keeps inline tags, special characters, whitespace and empty segments', async () => {
    const out = await translate(engine, 'en', 'es', [
      'Click <g1>here</g1> to see <x2/> the <g3>big dog</g3>.',
      'Stars * and # and @ and ~ and [x] {y} ^z$ a/b \\ <c> 3*4',
      '  The house is red.\n',
      '',
      'The zorblax is here.',
    ]);
    for (const tag of ['<g1>', '</g1>', '<x2/>', '<g3>', '</g3>']) expect(out[0]!.split(tag)).toHaveLength(2);
    expect(out[0]!.indexOf('<g1>')).toBeLessThan(out[0]!.indexOf('</g1>'));
    for (const c of '*#@~[]{}^$/\\<>') expect(out[1], c).toContain(c);
    expect(out[1]).toContain('3*4');
    expect(out[2]).toMatch(/^ {2}La casa es roja\.\n$/);
    expect(out[3]).toBe('');
    expect(out[4]).toContain('zorblax');
    expect(out[4]).not.toMatch(/[*#@]/);
  });

  it('refuses a pair it does not have, naming it', async () => {
    const error = await rejection(
      engine.translate({ source: 'en', target: 'de', segments: segments(['The house is red.']) }),
    );
    expect(error.code).toBe('unsupported-pair');
    expect(error.message).toContain('en → de');
    expect((await rejection(engine.translate({ source: 'auto', target: 'es', segments: [] }))).code).toBe(
      'unsupported-pair',
    );
  });

  it('cancels before and during a request, then translates again', async () => {
    const batch = { source: 'en', target: 'es', segments: segments(['The house is red.']) };
    expect((await rejection(engine.translate(batch, AbortSignal.abort()))).code).toBe('cancelled');
    const controller = new AbortController();
    const long = segments(Array.from({ length: 3000 }, (_, i) => `The dog number ${i} eats an apple.`));
    const running = engine.translate({ ...batch, segments: long }, controller.signal);
    setTimeout(() => controller.abort(), 20);
    expect((await rejection(running)).code).toBe('cancelled');
    const [text] = await translate(engine, 'en', 'es', ['The house is red.']);
    expect(text).toContain('casa');
  });
});

describe('ApertiumEngine start and close', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'glossa-modes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves out and logs a pair whose probe fails', async () => {
    copyFileSync('/usr/share/apertium/modes/eng-spa.mode', path.join(dir, 'eng-spa.mode'));
    writeFileSync(
      path.join(dir, 'fra-ita.mode'),
      "lt-proc '/nonexistent/fra-ita.automorf.bin' | apertium-pretransfer\n",
    );
    writeFileSync(path.join(dir, 'spa-deu.mode'), 'no-such-apertium-program -z | apertium-pretransfer\n');
    const logs: string[] = [];
    const engine = await ApertiumEngine.start({ modesDirs: [dir], log: (message) => logs.push(message) });
    try {
      expect(engine.languagePairs()).toEqual([{ source: 'en', target: 'es' }]);
      const leftOut = logs.filter((line) => line.includes('leaving out'));
      expect(leftOut).toHaveLength(2);
      expect(leftOut.find((line) => line.includes('fra-ita'))).toContain('/nonexistent/fra-ita.automorf.bin');
      expect(leftOut.find((line) => line.includes('spa-deu'))).toContain('no-such-apertium-program');
      // And one line saying how many pairs work and where their probes came from.
      expect(logs.filter((line) => line.includes('1 of 3 pairs work'))).toHaveLength(1);
    } finally {
      await engine.close();
    }
  });

  it('starts pipelines on first use and close() leaves no child process', async () => {
    const before = children();
    const engine = await ApertiumEngine.start({ modesDirs: [dir], log: () => {} });
    expect(engine.pids()).toEqual([]);
    await translate(engine, 'en', 'es', ['The house is red.']);
    const pids = engine.pids();
    expect(pids.length).toBeGreaterThan(5);
    expect(children()).toEqual(expect.arrayContaining(pids));
    await engine.close();
    expect(engine.pids()).toEqual([]);
    expect(pids.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
    expect(children().filter((pid) => !before.includes(pid))).toEqual([]);
    expect((await rejection(translate(engine, 'en', 'es', ['x']))).code).toBe('unavailable');
  });
});
