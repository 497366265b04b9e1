/**
 * `npm run bench:hostile`: every case file of this folder in turn, each with a server of its own
 * (kit.ts), so that one case's leftovers (memory, queued jobs, counted limits) never colour the
 * next one's figures. `BENCH_HOSTILE=files,parsers` runs only those.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = path.dirname(fileURLToPath(import.meta.url));
const chosen = process.env.BENCH_HOSTILE?.split(',').map((name) => name.trim());
const cases = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && !['kit.ts', 'run.ts'].includes(file))
  .map((file) => file.slice(0, -3))
  .filter((name) => !chosen || chosen.includes(name))
  .sort();

let failed = 0;
for (const name of cases) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(folder, `${name}.ts`)], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    console.error(`bench:hostile ${name} stopped with status ${run.status}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
