import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { makePrivateDir, PRIVATE_FILE_MODE } from '#core/private-paths.ts';

/** Where uploaded files and built downloads live (decision 0020). Keys are relative paths. */
export interface FileStore {
  /** Streams into the store; the file appears under `key` only when the stream ended well. */
  putStream(key: string, source: Readable): Promise<number>;
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  stream(key: string): Readable;
  exists(key: string): Promise<boolean>;
  /** Removes a key, or every key under a prefix ending in '/'. */
  remove(key: string): Promise<void>;
  /**
   * A link the browser can fetch the file from directly, as a download named `fileName`, valid
   * for `seconds` (stores that can sign one: S3); the server then sends no bytes itself.
   */
  linkTo?(key: string, download: { fileName: string; contentDisposition: string; seconds: number }): Promise<string>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/._-]*$/i;

/** The embedded default: a folder on the local disk (DATA_DIR/files), folders 0700 and files 0600. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid file key "${key}"`);
    return path.join(this.root, key);
  }

  async putStream(key: string, source: Readable): Promise<number> {
    const target = this.file(key);
    await makePrivateDir(path.dirname(target));
    const partial = `${target}.partial`;
    try {
      await pipeline(source, createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
      await chmod(partial, PRIVATE_FILE_MODE);
      await rename(partial, target);
      return (await stat(target)).size;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.file(key);
    await makePrivateDir(path.dirname(target));
    await writeFile(`${target}.partial`, bytes, { mode: PRIVATE_FILE_MODE });
    // The umask may have narrowed the mode further; the server itself must still read it.
    await chmod(`${target}.partial`, PRIVATE_FILE_MODE);
    await rename(`${target}.partial`, target);
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  stream(key: string): Readable {
    return createReadStream(this.file(key));
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.file(key)).then(
      () => true,
      () => false,
    );
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key.replace(/\/$/, '')), { force: true, recursive: key.endsWith('/') });
  }
}
