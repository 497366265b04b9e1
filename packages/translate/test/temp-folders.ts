import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/** A maker of temporary folders for one test file; each test's folders are removed after it. */
export function tempFolders(prefix: string): () => string {
  const folders: string[] = [];
  afterEach(() => {
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
}
