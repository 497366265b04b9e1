import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LlmEngine } from '@glossa/translate/engines/llm/llm-engine';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeLlmServer,
  fakeEndpoint,
  startFakeLlmServer,
} from '../../../../packages/translate/test/fake-llm-server.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from '../test-app.ts';
import { settled, translateDocx, translateText, upload, visitor } from './workspace-kit.ts';

let t: TestApp;
let llm: FakeLlmServer;
let parent: string;
let dataDir: string;
let umask: number;

// The most permissive umask there is: modes must come from the server, not from the environment.
beforeAll(async () => {
  umask = process.umask(0o000);
  parent = mkdtempSync(path.join(tmpdir(), 'glossa-modes-'));
  dataDir = path.join(parent, 'nested', 'data');
  llm = await startFakeLlmServer();
  const engine = new LlmEngine(fakeEndpoint(llm), { retryBaseMs: 5, retryMaxMs: 20 });
  const engines = { engines: [engine], pseudo: new PseudoEngine(), close: async () => {} };
  t = await createTestApp({ DATA_DIR: dataDir }, FALLBACK_BUNDLE, { engines });
});
afterAll(async () => {
  process.umask(umask);
  await t.close();
  await llm.close();
  rmSync(parent, { recursive: true, force: true });
});

/** Every folder and file under `root`, with its permission bits. */
function listModes(root: string): { entry: string; kind: 'dir' | 'file'; mode: number }[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).map((relative) => {
    const stats = statSync(path.join(root, relative));
    return { entry: relative, kind: stats.isDirectory() ? 'dir' : 'file', mode: stats.mode & 0o777 };
  });
}

describe('the data folder', () => {
  it('holds only folders 0700 and files 0600 after uploads, translations and downloads', async () => {
    const me = visitor(t.app);
    const conversationId = await translateDocx(t.app, me, ['The weather is fine today.', 'Tomorrow it rains.']);
    await settled(me, conversationId);
    const download = await me.post('/conversation/downFile', { conversationId, format: 'docx', mode: 'translated' });
    expect(download.status).toBe(200);
    await settled(me, await translateText(me, 'Good morning, everyone.'));
    expect(
      (await upload(t.app, me, [{ name: 'notes.txt', bytes: new TextEncoder().encode('Some words.') }])).status,
    ).toBe(200);

    const entries = listModes(dataDir);
    const files = entries.filter((e) => e.kind === 'file').map((e) => e.entry);
    expect(files).toContain('secret.key');
    if (t.dialect === 'sqlite') expect(files).toEqual(expect.arrayContaining(['app.db', 'app.db-wal', 'app.db-shm']));
    expect(files.filter((name) => name.startsWith(`files${path.sep}uploads`)).length).toBeGreaterThanOrEqual(3);
    for (const entry of entries) {
      expect({ entry: entry.entry, mode: entry.mode.toString(8) }).toEqual({
        entry: entry.entry,
        mode: entry.kind === 'dir' ? '700' : '600',
      });
    }
    for (const folder of [dataDir, path.dirname(dataDir)])
      expect((statSync(folder).mode & 0o777).toString(8)).toBe('700');
  });
});
