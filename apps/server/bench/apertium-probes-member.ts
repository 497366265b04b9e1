/**
 * One process of `bench:probes` (apertium-probes.ts): starts an engine set on the installed
 * Apertium pairs as `npm start` does, with the probes in the database (PROBE_STORE=database) or in
 * a file of its own (PROBE_STORE=file, APERTIUM_PROBE_CACHE), and prints one JSON line: how long
 * the engine set took and its summary line.
 */
import { FileProbeStore } from '@glossa/translate/engines/apertium/probe-cache';
import { createEngineSet } from '@glossa/translate/engines/registry';
import { DatabaseProbeStore } from '#db/apertium-probe-store.ts';
import { createDatabase } from '#db/database.ts';

const db = createDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? '' });
const store =
  process.env.PROBE_STORE === 'file'
    ? new FileProbeStore(process.env.APERTIUM_PROBE_CACHE ?? '')
    : new DatabaseProbeStore(db);
const logs: string[] = [];
const started = performance.now();
const set = await createEngineSet({ env: {}, apertiumProbes: store, log: (message) => logs.push(message) });
const ms = performance.now() - started;
await set.close();
await db.destroy();
const summary = logs.find((line) => line.includes(' pairs work; ')) ?? logs.join(' | ');
process.stdout.write(`${JSON.stringify({ ms, summary })}\n`);
