import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../../test/temp-folders.ts';
import { EngineError } from '../engine.ts';
import { ApertiumEngine } from './apertium-engine.ts';
import { FileProbeStore } from './probe-cache.ts';

const folder = tempFolders('glossa-first-use-');
const ENG_SPA = '/usr/share/apertium/modes/eng-spa.mode';

/** A modes folder: Debian's eng-spa, a pair whose program stops at once, and one reading a file that is not there. */
function modesFolder() {
  const dir = folder();
  const modes = path.join(dir, 'modes');
  mkdirSync(modes);
  copyFileSync(ENG_SPA, path.join(modes, 'eng-spa.mode'));
  writeFileSync(path.join(modes, 'ita-spa.mode'), 'false\n');
  writeFileSync(path.join(modes, 'deu-eng.mode'), `lt-proc -z ${path.join(dir, 'gone', 'deu-eng.automorf.bin')}\n`);
  const cacheFile = path.join(dir, 'probes.json');
  return { modes, cacheFile, probeStore: new FileProbeStore(cacheFile) };
}

const batch = (source: string, target: string, text: string) => ({
  source,
  target,
  segments: [{ id: 's1', text }],
});

const remembered = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { modes: Record<string, { ok: boolean }> }).modes;

describe.runIf(existsSync(ENG_SPA))('Apertium pairs checked on their first request', () => {
  it('is ready with nothing started: every pair whose files are there is offered, no probe runs', async () => {
    const { modes, cacheFile, probeStore } = modesFolder();
    const logs: string[] = [];
    const engine = await ApertiumEngine.start({
      modesDirs: [modes],
      probeStore,
      probing: 'first-use',
      log: (m) => logs.push(m),
    });
    try {
      expect(engine.modeNames().sort()).toEqual(['eng-spa', 'ita-spa']);
      expect(engine.pids()).toEqual([]);
      expect(existsSync(cacheFile)).toBe(false);
      expect(logs.some((m) => /^apertium: leaving out deu-eng: it reads files that are not there: /.test(m))).toBe(
        true,
      );
      expect(logs.at(-1)).toMatch(/^apertium: 2 of 3 pairs offered; 0 known to work, the others are checked/);
    } finally {
      await engine.close();
    }
  });

  it('checks a pair through its own chain on the first request, remembers it, and the next start takes it', async () => {
    const { modes, cacheFile, probeStore } = modesFolder();
    const engine = await ApertiumEngine.start({ modesDirs: [modes], probeStore, probing: 'first-use' });
    try {
      const [first, second] = await Promise.all([
        engine.translate(batch('en', 'es', 'The house is red.')),
        engine.translate(batch('en', 'es', 'The cat is black.')),
      ]);
      expect(first.translations[0]?.text).toBe('La casa es roja.');
      expect(second.translations[0]?.text).toMatch(/^El gato es negro\.?$/);
      // One chain for the pair, kept warm: the check did not start a second one.
      expect(engine.pids().length).toBeGreaterThan(0);
      expect(remembered(cacheFile)).toEqual({ 'eng-spa': expect.objectContaining({ ok: true }) });
    } finally {
      await engine.close();
    }
    const logs: string[] = [];
    const next = await ApertiumEngine.start({
      modesDirs: [modes],
      probeStore,
      probing: 'first-use',
      log: (m) => logs.push(m),
    });
    await next.close();
    expect(logs.at(-1)).toMatch(/^apertium: 2 of 3 pairs offered; 1 known to work/);
  });

  it('leaves out a pair that fails its first request, says why, and remembers it', async () => {
    const { modes, cacheFile, probeStore } = modesFolder();
    const engine = await ApertiumEngine.start({ modesDirs: [modes], probeStore, probing: 'first-use' });
    try {
      const failure = await engine.translate(batch('it', 'es', 'La casa è rossa.')).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(EngineError);
      expect((failure as EngineError).code).toBe('unsupported-pair');
      expect((failure as EngineError).message).toMatch(/^Apertium ita-spa does not work on this machine: /);
      expect(engine.supports('it', 'es')).toBe(false);
      expect(engine.modeNames()).toEqual(['eng-spa']);
      expect(remembered(cacheFile)).toEqual({ 'ita-spa': expect.objectContaining({ ok: false }) });
    } finally {
      await engine.close();
    }
    const next = await ApertiumEngine.start({ modesDirs: [modes], probeStore, probing: 'first-use' });
    await next.close();
    expect(next.modeNames()).toEqual(['eng-spa']);
  });

  it('probes the pairs nobody asked for once told to, one at a time, leaving out those that fail', async () => {
    const { modes, cacheFile, probeStore } = modesFolder();
    const engine = await ApertiumEngine.start({ modesDirs: [modes], probeStore, probing: 'first-use' });
    try {
      expect(await engine.probeRest()).toBe(2);
      expect(engine.modeNames()).toEqual(['eng-spa']);
      expect(remembered(cacheFile)).toEqual({
        'eng-spa': expect.objectContaining({ ok: true }),
        'ita-spa': expect.objectContaining({ ok: false }),
      });
      // Nothing is left to probe, and the probes' own chains are gone.
      expect(await engine.probeRest()).toBe(0);
      expect(engine.pids()).toEqual([]);
    } finally {
      await engine.close();
    }
  });
});
