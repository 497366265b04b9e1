/**
 * Remembers which Apertium pairs passed their start-up probe, so a restart does not start and
 * probe every installed pair again (about 80 pairs take 10-20 s on two cores). A pair is probed
 * again when its mode file or any file its programs read changed (a package installed, upgraded
 * or removed), since that is what breaks or mends a pair.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApertiumMode } from './modes.ts';

export interface ProbeOutcome {
  ok: boolean;
  /** Why the pair was left out. */
  reason?: string;
}

interface CacheFile {
  version: 1;
  modes: Record<string, ProbeOutcome & { signature: string }>;
}

const VERSION = 1;

function stamp(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.size}:${Math.trunc(stat.mtimeMs)}`;
  } catch {
    return '-';
  }
}

/** Size and time of the mode file and of every absolute path its programs are given. */
export function modeSignature(mode: ApertiumMode): string {
  const files = mode.commands.flatMap((command) => command.args.filter((arg) => path.isAbsolute(arg)));
  return [mode.file, ...files].map(stamp).join(',');
}

export class ProbeCache {
  private readonly entries: CacheFile['modes'];

  constructor(private readonly file: string) {
    this.entries = ProbeCache.read(file);
  }

  private static read(file: string): CacheFile['modes'] {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheFile>;
      return parsed.version === VERSION && parsed.modes && typeof parsed.modes === 'object' ? parsed.modes : {};
    } catch {
      return {}; // missing or damaged: every pair is probed again
    }
  }

  /** The remembered outcome, when the pair's files are the ones it was probed with. */
  get(mode: ApertiumMode): ProbeOutcome | undefined {
    const entry = this.entries[mode.name];
    if (!entry || entry.signature !== modeSignature(mode)) return undefined;
    return { ok: entry.ok, reason: entry.reason };
  }

  set(mode: ApertiumMode, outcome: ProbeOutcome): void {
    this.entries[mode.name] = { signature: modeSignature(mode), ...outcome };
  }

  /** Written whole to a temporary file and renamed, so a concurrent reader never sees half of it. */
  save(): void {
    // It usually lives in the server's private data folder: owner-only like everything there.
    mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ version: VERSION, modes: this.entries } satisfies CacheFile), {
      mode: 0o600,
    });
    renameSync(temporary, this.file);
  }
}
