import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A file part kept on disk (mode 0600) while the fields after it arrive: DeepL's and
 * LibreTranslate's clients send the file before the languages, and a job cannot start before they
 * are known. Never held in memory: the core streams it on to the file store.
 */
export interface HeldUpload {
  fileName: string;
  path: string;
  /** The part was cut at the size limit it was read with. */
  truncated: boolean;
}

/** Writes a multipart file part to a temporary file. */
export async function holdUpload(
  fileName: string,
  stream: Readable & { truncated?: boolean },
  prefix: string,
): Promise<HeldUpload> {
  const held = { fileName, path: path.join(tmpdir(), `glossa-${prefix}-${randomUUID()}`), truncated: false };
  try {
    await pipeline(stream, createWriteStream(held.path, { mode: 0o600 }));
  } catch (error) {
    await releaseUpload(held);
    throw error;
  }
  held.truncated = stream.truncated === true;
  return held;
}

/** The held file as the core takes it; `tooLarge` marks it cut, which the core refuses as too large. */
export function heldStream(held: HeldUpload, tooLarge = held.truncated): Readable & { truncated: boolean } {
  return Object.assign(createReadStream(held.path), { truncated: tooLarge });
}

export async function releaseUpload(held: HeldUpload | undefined): Promise<void> {
  if (held) await rm(held.path, { force: true });
}
