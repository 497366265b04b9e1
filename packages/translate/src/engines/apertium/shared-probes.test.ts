import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../../test/temp-folders.ts';
import type { ApertiumMode } from './modes.ts';
import { FileProbeStore, type ProbeOutcome, type ProbeStore, type RememberedProbe } from './probe-cache.ts';
import { findProbeOutcomes, type ProbingOptions } from './shared-probes.ts';

const folder = tempFolders('glossa-shared-probes-');

function fakeModes(dir: string, names: string[]): ApertiumMode[] {
  return names.map((name) => {
    const file = path.join(dir, `${name}.mode`);
    writeFileSync(file, `cat '${path.join(dir, name)}.bin'`);
    return { name, source: 'en', target: 'es', file, commands: [{ program: 'cat', args: [] }] };
  });
}

/** A store several "processes" share, as the server's database does: rows and a lapsing turn. */
class SharedMemoryStore implements ProbeStore {
  readonly description = 'memory';
  readonly rows = new Map<string, RememberedProbe>();
  turn: { holder: string; until: number } | undefined;
  readonly turns = {
    take: async (holder: string, ms: number) => {
      if (this.turn && this.turn.until >= Date.now() && this.turn.holder !== holder) return false;
      this.turn = { holder, until: Date.now() + ms };
      return true;
    },
    renew: async (holder: string, ms: number) => {
      if (this.turn?.holder !== holder) return false;
      this.turn.until = Date.now() + ms;
      return true;
    },
    release: async (holder: string) => {
      if (this.turn?.holder === holder) this.turn = undefined;
    },
  };
  async read() {
    return new Map(this.rows);
  }
  async write(probes: ReadonlyMap<string, RememberedProbe>) {
    for (const [name, probe] of probes) this.rows.set(name, probe);
  }
}

/** A probe that takes a while and counts each pair it probes; `broken` pairs fail. */
function countingProbe(broken: string[] = [], ms = 20) {
  const counts = new Map<string, number>();
  const probe = async (mode: ApertiumMode): Promise<ProbeOutcome> => {
    counts.set(mode.name, (counts.get(mode.name) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return broken.includes(mode.name) ? { ok: false, reason: 'no output' } : { ok: true };
  };
  return { counts, probe };
}

const quick = (options: Omit<ProbingOptions, 'concurrency' | 'log'> & Partial<ProbingOptions>): ProbingOptions => ({
  concurrency: 2,
  log: () => {},
  pollMs: 10,
  ...options,
});

describe('findProbeOutcomes', () => {
  it('probes every pair without a store', async () => {
    const modes = fakeModes(folder(), ['eng-spa', 'spa-eng', 'fra-spa']);
    const { counts, probe } = countingProbe(['fra-spa']);
    const found = await findProbeOutcomes(modes, quick({ probe }));
    expect(found.remembered).toBe(0);
    expect(found.probed).toBe(3);
    expect(found.outcomes.get('fra-spa')).toEqual({ ok: false, reason: 'no output' });
    expect([...counts.values()]).toEqual([1, 1, 1]);
  });

  it('leaves out a pair whose probe ran out of time without remembering it: the next start probes it again', async () => {
    const modes = fakeModes(folder(), ['eng-spa', 'spa-eng']);
    const store = new SharedMemoryStore();
    let slow = true;
    const probe = async (mode: ApertiumMode): Promise<ProbeOutcome> =>
      mode.name === 'spa-eng' && slow ? { ok: false, reason: 'took too long', passing: true } : { ok: true };
    const first = await findProbeOutcomes(modes, quick({ probe, store }));
    expect(first.outcomes.get('spa-eng')?.ok).toBe(false);
    expect([...store.rows.keys()]).toEqual(['eng-spa']);
    slow = false;
    const second = await findProbeOutcomes(modes, quick({ probe, store }));
    expect(second.outcomes.get('spa-eng')).toEqual({ ok: true });
    expect(second.probed).toBe(1);
  });

  it('takes unchanged pairs from a file and probes a pair again when its files changed', async () => {
    const dir = folder();
    const modes = fakeModes(dir, ['eng-spa', 'spa-eng']);
    const store = new FileProbeStore(path.join(dir, 'probes.json'));
    const { counts, probe } = countingProbe(['spa-eng']);
    expect((await findProbeOutcomes(modes, quick({ probe, store }))).probed).toBe(2);

    const again = await findProbeOutcomes(modes, quick({ probe, store }));
    expect(again).toMatchObject({ remembered: 2, probed: 0 });
    expect(again.outcomes.get('spa-eng')).toEqual({ ok: false, reason: 'no output' });

    const later = new Date(Date.now() + 5_000);
    utimesSync(modes[1]!.file, later, later); // the package was upgraded
    const upgraded = await findProbeOutcomes(modes, quick({ probe, store }));
    expect(upgraded).toMatchObject({ remembered: 1, probed: 1 });
    expect(Object.fromEntries(counts)).toEqual({ 'eng-spa': 1, 'spa-eng': 2 });
  });

  it('probes each pair once when processes sharing a store start at the same moment', async () => {
    const modes = fakeModes(folder(), ['eng-spa', 'spa-eng', 'fra-spa', 'spa-fra', 'eng-cat']);
    const store = new SharedMemoryStore();
    const { counts, probe } = countingProbe(['fra-spa']);
    const all = await Promise.all([1, 2, 3, 4].map(() => findProbeOutcomes(modes, quick({ probe, store }))));
    expect([...counts.values()]).toEqual([1, 1, 1, 1, 1]);
    expect(all.reduce((sum, found) => sum + found.probed, 0)).toBe(5);
    for (const found of all) {
      expect(found.remembered + found.probed).toBe(5);
      expect(found.outcomes.get('fra-spa')?.ok).toBe(false);
      expect(found.outcomes.get('eng-spa')?.ok).toBe(true);
    }
    expect(store.turn).toBeUndefined();
  });

  it('probes what the process before it left: a smaller set of pairs, or a holder that died', async () => {
    const dir = folder();
    const modes = fakeModes(dir, ['eng-spa', 'spa-eng', 'fra-spa']);
    const store = new SharedMemoryStore();
    const { counts, probe } = countingProbe([], 50);
    const [partial, whole] = await Promise.all([
      findProbeOutcomes(modes.slice(0, 1), quick({ probe, store })),
      findProbeOutcomes(modes, quick({ probe, store })),
    ]);
    expect(partial.probed + whole.probed).toBe(3);
    expect(Object.fromEntries(counts)).toEqual({ 'eng-spa': 1, 'spa-eng': 1, 'fra-spa': 1 });

    // A process took the turn and died: its turn lapses and the next one probes.
    const more = fakeModes(dir, ['eng-cat']);
    await store.turns.take('dead', 200);
    const after = await findProbeOutcomes([...modes, ...more], quick({ probe, store }));
    expect(after).toMatchObject({ remembered: 3, probed: 1 });
    expect(store.turn).toBeUndefined();
  });

  it('stops waiting for a holder that writes nothing and probes itself', async () => {
    const modes = fakeModes(folder(), ['eng-spa', 'spa-eng']);
    const store = new SharedMemoryStore();
    await store.turns.take('stuck', 60_000);
    const logs: string[] = [];
    const { probe } = countingProbe();
    const found = await findProbeOutcomes(modes, quick({ probe, store, waitMs: 1000, log: (m) => logs.push(m) }));
    expect(found.probed).toBe(2);
    expect(logs).toEqual(['apertium: no new probe outcome for 1 s; probing the rest here']);
    expect(store.rows.size).toBe(2);
    expect(store.turn?.holder).toBe('stuck');
  });

  it('probes every pair when the store fails, saying so once per kind of failure', async () => {
    const modes = fakeModes(folder(), ['eng-spa', 'spa-eng']);
    const broken: ProbeStore = {
      description: 'the database',
      read: async () => Promise.reject(new Error('connection refused')),
      write: async () => Promise.reject(new Error('connection refused')),
      turns: {
        take: async () => Promise.reject(new Error('connection refused')),
        renew: async () => false,
        release: async () => {},
      },
    };
    const logs: string[] = [];
    const { probe } = countingProbe();
    const found = await findProbeOutcomes(modes, quick({ probe, store: broken, log: (m) => logs.push(m) }));
    expect(found).toMatchObject({ remembered: 0, probed: 2 });
    expect(logs).toEqual([
      'apertium: cannot read the probes in the database: connection refused',
      'apertium: cannot take a turn for the probes in the database: connection refused',
      'apertium: cannot write the probes in the database: connection refused',
    ]);
  });
});
