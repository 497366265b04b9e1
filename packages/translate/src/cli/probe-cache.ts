import { homedir } from 'node:os';
import path from 'node:path';
import { FileProbeStore } from '../engines/apertium/probe-cache.ts';

/**
 * Where the command remembers which Apertium pairs passed their start-up probe, so that each run
 * does not start every installed pair again: the user's cache folder (XDG_CACHE_HOME, else
 * ~/.cache), `glossa/apertium-probes.json`. A pair is probed again when its package changes.
 */
export function cliProbeStore(env: NodeJS.ProcessEnv = process.env): FileProbeStore {
  const cache = env.XDG_CACHE_HOME || path.join(env.HOME || homedir(), '.cache');
  return new FileProbeStore(path.join(cache, 'glossa', 'apertium-probes.json'));
}
