import { copyFileSync, existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../../test/temp-folders.ts';
import { ApertiumEngine } from './apertium-engine.ts';
import { FileProbeStore } from './probe-cache.ts';

const folder = tempFolders('glossa-probe-cache-');

const ENG_SPA = '/usr/share/apertium/modes/eng-spa.mode';

describe.runIf(existsSync(ENG_SPA))('ApertiumEngine with a probe cache', () => {
  it('does not probe a remembered pair again, and probes it when its mode changed', async () => {
    const dir = folder();
    const modes = path.join(dir, 'modes');
    const cacheFile = path.join(dir, 'probes.json');
    const probeStore = new FileProbeStore(cacheFile);
    mkdirSync(modes);
    copyFileSync(ENG_SPA, path.join(modes, 'eng-spa.mode'));

    const first = await ApertiumEngine.start({ modesDirs: [modes], probeStore });
    await first.close();
    expect(first.modeNames()).toEqual(['eng-spa']);
    const saved = JSON.parse(readFileSync(cacheFile, 'utf8'));
    expect(saved.modes['eng-spa']).toMatchObject({ ok: true });

    // A remembered failure is believed without a probe (a probe would find the pair working).
    saved.modes['eng-spa'] = { ...saved.modes['eng-spa'], ok: false, reason: 'remembered as broken' };
    writeFileSync(cacheFile, JSON.stringify(saved));
    const logs: string[] = [];
    const second = await ApertiumEngine.start({ modesDirs: [modes], probeStore, log: (m) => logs.push(m) });
    await second.close();
    expect(second.modeNames()).toEqual([]);
    expect(logs).toContain('apertium: leaving out eng-spa: remembered as broken');
    expect(logs.at(-1)).toMatch(
      /^apertium: 0 of 1 pairs work; 1 taken from the probes in \S+probes\.json, 0 probed here \(\d+\.\d s\)$/,
    );

    // The package changed (a newer mode file): the pair is probed again and found working.
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(modes, 'eng-spa.mode'), later, later);
    const third = await ApertiumEngine.start({ modesDirs: [modes], probeStore, log: (m) => logs.push(m) });
    await third.close();
    expect(third.modeNames()).toEqual(['eng-spa']);
    expect(logs.at(-1)).toMatch(/^apertium: 1 of 1 pairs work; 0 taken from the probes in \S+, 1 probed here/);
  });
});
