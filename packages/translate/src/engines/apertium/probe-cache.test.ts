import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../../test/temp-folders.ts';
import type { ApertiumMode } from './modes.ts';
import { ProbeCache } from './probe-cache.ts';

const folder = tempFolders('glossa-probe-cache-');

function fakeMode(dir: string): ApertiumMode {
  const data = path.join(dir, 'eng-spa.automorf.bin');
  writeFileSync(data, 'dictionary');
  const file = path.join(dir, 'eng-spa.mode');
  writeFileSync(file, `lt-proc -w '${data}'`);
  return { name: 'eng-spa', source: 'en', target: 'es', file, commands: [{ program: 'lt-proc', args: ['-w', data] }] };
}

describe('ProbeCache', () => {
  it('remembers an outcome across instances while the files are unchanged', () => {
    const dir = folder();
    const mode = fakeMode(dir);
    const file = path.join(dir, 'cache', 'probes.json');
    const first = new ProbeCache(file);
    expect(first.get(mode)).toBeUndefined();
    first.set(mode, { ok: false, reason: 'broken' });
    first.save();
    expect(new ProbeCache(file).get(mode)).toEqual({ ok: false, reason: 'broken' });
  });

  it('forgets a pair when a file its programs read changes', () => {
    const dir = folder();
    const mode = fakeMode(dir);
    const file = path.join(dir, 'probes.json');
    const cache = new ProbeCache(file);
    cache.set(mode, { ok: true });
    cache.save();
    writeFileSync(mode.commands[0]!.args[1]!, 'a newer dictionary');
    expect(new ProbeCache(file).get(mode)).toBeUndefined();
  });

  it('starts empty from a damaged or foreign file', () => {
    const dir = folder();
    const mode = fakeMode(dir);
    const file = path.join(dir, 'probes.json');
    writeFileSync(file, '{"version": 1, "modes": ');
    expect(new ProbeCache(file).get(mode)).toBeUndefined();
    writeFileSync(file, JSON.stringify({ version: 99, modes: { 'eng-spa': { ok: true, signature: 'x' } } }));
    expect(new ProbeCache(file).get(mode)).toBeUndefined();
  });
});
