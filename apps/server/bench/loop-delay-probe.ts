import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Loaded into a server node by bench/scale.ts (`--import`): measures the node's event-loop delay.
 * SIGUSR2 writes the p99 and max so far (ms) to DATA_DIR/loop-delay.json and starts a new window.
 */
const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  const file = path.join(process.env.DATA_DIR ?? '.', 'loop-delay.json');
  writeFileSync(file, JSON.stringify({ p99: ms(histogram.percentile(99)), max: ms(histogram.max) }));
  histogram.reset();
});
