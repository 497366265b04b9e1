import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../../test/temp-folders.ts';
import type { ApertiumMode } from './modes.ts';
import { FileProbeStore, modeSignature } from './probe-cache.ts';

const folder = tempFolders('glossa-probe-cache-');

function fakeMode(dir: string, name = 'eng-spa'): ApertiumMode {
  const data = path.join(dir, `${name}.automorf.bin`);
  writeFileSync(data, 'dictionary');
  const file = path.join(dir, `${name}.mode`);
  writeFileSync(file, `lt-proc -w '${data}'`);
  return { name, source: 'en', target: 'es', file, commands: [{ program: 'lt-proc', args: ['-w', data] }] };
}

describe('FileProbeStore', () => {
  it('remembers outcomes across instances, keeping the pairs it is not given', async () => {
    const dir = folder();
    const mode = fakeMode(dir);
    const other = fakeMode(dir, 'spa-eng');
    const file = path.join(dir, 'cache', 'probes.json');
    const first = new FileProbeStore(file);
    expect(await first.read()).toEqual(new Map());
    await first.write(new Map([[mode.name, { signature: modeSignature(mode), ok: false, reason: 'broken' }]]));
    await new FileProbeStore(file).write(new Map([[other.name, { signature: modeSignature(other), ok: true }]]));
    const read = await new FileProbeStore(file).read();
    expect(read.get('eng-spa')).toEqual({ signature: modeSignature(mode), ok: false, reason: 'broken' });
    expect(read.get('spa-eng')).toEqual({ signature: modeSignature(other), ok: true });
    expect(first.description).toBe(file);
  });

  it('gives a pair a new signature when a file its programs read changes', () => {
    const dir = folder();
    const mode = fakeMode(dir);
    const before = modeSignature(mode);
    writeFileSync(mode.commands[0]!.args[1]!, 'a newer dictionary');
    expect(modeSignature(mode)).not.toBe(before);
  });

  it('starts empty from a damaged or foreign file', async () => {
    const dir = folder();
    const file = path.join(dir, 'probes.json');
    writeFileSync(file, '{"version": 1, "modes": ');
    expect(await new FileProbeStore(file).read()).toEqual(new Map());
    writeFileSync(file, JSON.stringify({ version: 99, modes: { 'eng-spa': { ok: true, signature: 'x' } } }));
    expect(await new FileProbeStore(file).read()).toEqual(new Map());
  });
});
