/**
 * Remembers which Apertium pairs passed their start-up probe, so a restart does not start and
 * probe every installed pair again (about 80 pairs take 10-20 s on two cores). A pair is probed
 * again when its mode file or any file its programs read changed (a package installed, upgraded
 * or removed), since that is what breaks or mends a pair. Where the outcomes are kept is a
 * `ProbeStore`: a file here (one process), the database in the server's scale-out profile
 * (docs/decisions/0036-shared-apertium-probes.md).
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApertiumMode } from './modes.ts';

export interface ProbeOutcome {
  ok: boolean;
  /** Why the pair was left out. */
  reason?: string;
  /**
   * The probe ran out of time (a machine busy at start): the pair is left out of this process
   * only, and not remembered, so the next start probes it again.
   */
  passing?: boolean;
}

/** A pair's outcome with the signature of the files it was probed with (`modeSignature`). */
export interface RememberedProbe extends ProbeOutcome {
  signature: string;
}

/** Where the outcomes are remembered, by mode name ('eng-spa'). */
export interface ProbeStore {
  /** Where that is, for log lines: a file's path, 'the database'. */
  readonly description: string;
  /** Every remembered outcome; the caller compares signatures. */
  read(): Promise<Map<string, RememberedProbe>>;
  /** Remembers these outcomes, keeping the other pairs'. */
  write(probes: ReadonlyMap<string, RememberedProbe>): Promise<void>;
  /** Several processes share the store: they take turns to probe, so a pair is probed once. */
  turns?: ProbeTurns;
}

/** The right to probe, held by one process at a time for a while it renews as it goes. */
export interface ProbeTurns {
  /** Takes the turn when nobody holds it or its holder's while has passed; true when taken. */
  take(holder: string, ms: number): Promise<boolean>;
  /** Holds the turn `ms` longer; false when it is no longer the holder's. */
  renew(holder: string, ms: number): Promise<boolean>;
  release(holder: string): Promise<void>;
}

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

interface CacheFile {
  version: 1;
  modes: Record<string, RememberedProbe>;
}

const VERSION = 1;

/** The outcomes in one JSON file, for a single process (the embedded profile, the CLI, tests). */
export class FileProbeStore implements ProbeStore {
  constructor(private readonly file: string) {}

  get description(): string {
    return this.file;
  }

  async read(): Promise<Map<string, RememberedProbe>> {
    return new Map(Object.entries(this.entries()));
  }

  /**
   * Merged into what the file holds now, written whole to a temporary file and renamed, so a
   * concurrent reader never sees half of it.
   */
  async write(probes: ReadonlyMap<string, RememberedProbe>): Promise<void> {
    const modes = { ...this.entries(), ...Object.fromEntries(probes) };
    // It usually lives in the server's private data folder: owner-only like everything there.
    mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ version: VERSION, modes } satisfies CacheFile), { mode: 0o600 });
    renameSync(temporary, this.file);
  }

  private entries(): CacheFile['modes'] {
    try {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<CacheFile>;
      return parsed.version === VERSION && parsed.modes && typeof parsed.modes === 'object' ? parsed.modes : {};
    } catch {
      return {}; // missing or damaged: every pair is probed again
    }
  }
}
