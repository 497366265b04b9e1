import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Everything under DATA_DIR is the server's alone: accounts, uploads, translations, the secret key.
 * Modes are set with chmod after creating, because the `mode` of mkdir and open is narrowed by the
 * process umask, which the server does not control (a container may run with 000 or 002).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The folders mkdir -p made: from the first one it created down to `dir`. */
function createdLevels(dir: string, first: string | undefined): string[] {
  if (first === undefined) return [];
  const levels: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    levels.push(current);
    if (current === path.resolve(first) || path.dirname(current) === current) return levels;
  }
}

/** Creates `dir` (and missing parents) readable by the server only. */
export async function makePrivateDir(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await Promise.all(createdLevels(dir, first).map((level) => chmod(level, PRIVATE_DIR_MODE)));
}

/**
 * The data folder at start: created private, and an existing one narrowed to 0700 when this
 * process owns it (a mounted volume owned by someone else is left as it is rather than failing).
 */
export function preparePrivateDirSync(dir: string): void {
  const first = mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const level of createdLevels(dir, first)) chmodSync(level, PRIVATE_DIR_MODE);
  tryChmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates `file` empty if it is missing, then narrows it to 0600, before a library opens it. */
export function preparePrivateFileSync(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  tryChmodSync(file, PRIVATE_FILE_MODE);
}

/** Narrows an existing file or folder; a missing one or one owned by another user is skipped. */
export function tryChmodSync(target: string, mode: number): void {
  try {
    chmodSync(target, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EPERM') throw error;
  }
}
