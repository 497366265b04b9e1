import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createEngineSet, type EngineSet } from '@glossa/translate/engines/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseProbeStore } from '#db/apertium-probe-store.ts';
import { createDatabase, type Database } from '#db/database.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

/**
 * Decision 0036: processes starting together against one database probe each Apertium pair once.
 * The pairs are mode files whose pipeline writes the pair's name to a log when it starts (one line
 * per probe) and then hands its input back; the broken pair's answers are empty.
 */
let t: TestApp;
let other: Database;
let modesDir: string;
const probeLog = () => path.join(t.config.dataDir, 'probes.log');
const WORKING = ['eng-spa', 'spa-eng', 'fra-spa', 'spa-fra', 'eng-cat', 'cat-eng'];
const BROKEN = 'deu-eng';

/** A pair's mode file: a script that logs the pair's name once per start, then `cat` (working) or empty answers. */
function writeMode(name: string, kind: 'working' | 'broken'): void {
  const script = path.join(modesDir, `${kind}.sh`);
  writeFileSync(path.join(modesDir, `${name}.mode`), `sh ${script} -z ${name}`);
}

function probedPairs(): Record<string, number> {
  const counts: Record<string, number> = {};
  let lines: string[] = [];
  try {
    lines = readFileSync(probeLog(), 'utf8').split('\n').filter(Boolean);
  } catch {}
  for (const name of lines) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

/** Two processes' engine sets started at the same moment, each on its own connection. */
async function startTwo(): Promise<{ sets: EngineSet[]; logs: string[][] }> {
  const logs: string[][] = [[], []];
  const sets = await Promise.all(
    [t.db, other].map((db, index) =>
      createEngineSet({
        env: {},
        apertiumModesDirs: [modesDir],
        apertiumProbes: new DatabaseProbeStore(db),
        log: (message) => logs[index]!.push(message),
      }),
    ),
  );
  await Promise.all(sets.map((set) => set.close()));
  return { sets, logs };
}

const summary = (logs: string[]) => logs.find((line) => line.includes(' pairs work; '));
const probedHere = (logs: string[]) => Number(/, (\d+) probed here/.exec(summary(logs) ?? '')?.[1]);

beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE);
  other = createDatabase(t.config);
  modesDir = path.join(t.config.dataDir, 'modes');
  mkdirSync(modesDir);
  // $1 is -z (null flush), $2 the pair's name; the log is no argument, or it would be part of the pair's signature.
  const log = `echo "$2" >> '${probeLog()}'`;
  writeFileSync(path.join(modesDir, 'working.sh'), `${log}; exec cat\n`);
  writeFileSync(path.join(modesDir, 'broken.sh'), `${log}; exec sed -u -z 's/.*//'\n`);
  for (const name of WORKING) writeMode(name, 'working');
  writeMode(BROKEN, 'broken');
});
afterAll(async () => {
  await other?.destroy();
  await t.close();
});

describe('Apertium probes shared through the database', () => {
  it('probes each pair once when two processes start together, and both offer the working pairs', async () => {
    const { sets, logs } = await startTwo();
    expect(probedPairs()).toEqual(Object.fromEntries([...WORKING, BROKEN].map((name) => [name, 1])));
    expect(probedHere(logs[0]!) + probedHere(logs[1]!)).toBe(7);
    for (const [index, set] of sets.entries()) {
      const apertium = set.engines.find((engine) => engine.kind === 'apertium');
      expect(apertium?.languagePairs()).toHaveLength(6);
      expect(apertium?.supports('de', 'en')).toBe(false);
      expect(summary(logs[index]!)).toMatch(/^apertium: 6 of 7 pairs work; \d taken from the probes in the database, /);
      expect(logs[index]).toContainEqual(
        'apertium: leaving out deu-eng: the probe "Das Haus ist rot." came back empty',
      );
    }
    const rows = await t.db.selectFrom('apertium_probes').select(['mode', 'ok']).orderBy('mode').execute();
    expect(rows).toEqual([...WORKING, BROKEN].sort().map((mode) => ({ mode, ok: mode === BROKEN ? 0 : 1 })));
    expect(await t.db.selectFrom('apertium_probe_turns').selectAll().execute()).toEqual([]);
  });

  it('takes everything from the database on the next start, and probes again only a changed pair', async () => {
    const before = probedPairs();
    const warm = await startTwo();
    expect(probedPairs()).toEqual(before);
    for (const logs of warm.logs)
      expect(summary(logs)).toMatch(/ 7 taken from the probes in the database, 0 probed here/);

    // The eng-spa package was upgraded (its mode file is newer); deu-eng was mended.
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(modesDir, 'eng-spa.mode'), later, later);
    writeMode(BROKEN, 'working');
    const upgraded = await startTwo();
    expect(probedPairs()).toEqual({ ...before, 'eng-spa': 2, [BROKEN]: 2 });
    expect(probedHere(upgraded.logs[0]!) + probedHere(upgraded.logs[1]!)).toBe(2);
    for (const set of upgraded.sets) expect(set.engines[0]?.supports('de', 'en')).toBe(true);
  });

  it('is not held up for long by a process that took the turn and died', async () => {
    await t.db
      .insertInto('apertium_probe_turns')
      .values({ name: 'probing', holder: 'gone', lease_until: Date.now() + 1500 })
      .execute();
    writeMode('ita-spa', 'working');
    const { sets, logs } = await startTwo();
    expect(probedPairs()['ita-spa']).toBe(1);
    expect(probedHere(logs[0]!) + probedHere(logs[1]!)).toBe(1);
    expect(sets[0]?.engines[0]?.supports('it', 'es')).toBe(true);
    expect(await t.db.selectFrom('apertium_probe_turns').selectAll().execute()).toEqual([]);
  });
});
