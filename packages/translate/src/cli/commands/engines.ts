import { createEngineSet } from '../../engines/registry.ts';
import type { CliOptions } from '../options.ts';
import { cliProbeStore } from '../probe-cache.ts';

/** `glossa engines [--json]`: what can translate on this machine, and which pairs. */
export async function enginesCommand(options: CliOptions): Promise<number> {
  const set = await createEngineSet({
    log: (message) => process.stderr.write(`${message}\n`),
    apertiumProbes: cliProbeStore(),
  });
  try {
    const rows = [...set.engines, set.pseudo].map((engine) => ({
      id: engine.id,
      kind: engine.kind,
      pairs: engine.languagePairs(),
    }));
    if (options.json) {
      process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      return 0;
    }
    for (const row of rows) {
      const any = row.pairs.some((p) => p.source === '*' && p.target === '*');
      const pairs = any ? 'any pair' : row.pairs.map((p) => `${p.source}→${p.target}`).join(', ');
      process.stdout.write(`${row.id.padEnd(12)} ${row.kind.padEnd(9)} ${pairs}\n`);
    }
    if (set.engines.length === 0) {
      process.stdout.write('No real engine here: set LLM_BASE_URL/LLM_MODEL, or install Debian apertium pairs.\n');
    }
    return 0;
  } finally {
    await set.close();
  }
}
