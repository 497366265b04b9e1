/**
 * `npm run bench:scale` (decision 0024): the scale-out profile on this machine (PostgreSQL from
 * TEST_DATABASE_URL or a throwaway cluster, s3rver, two server nodes behind nginx, workers, the fake model with 20 ms
 * latency) and prints:
 * - documents per minute and p99 API latency (a conversation read through nginx) with 1 and 2 workers;
 * - event streams one server node holds open at once;
 * - the p99 event-loop delay of a server node while the workers translate 10 large documents.
 * Figures, not assertions: the tests never judge speed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startPgCluster } from '../../../scripts/pg-cluster.ts';
import { Browser, paragraphs } from '../scale/client.ts';
import { type Cluster, startCluster } from '../scale/cluster.ts';

const DOCUMENTS = 20;
const PARAGRAPHS = 30;
const STREAMS = 400;

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

/** Translates `count` documents at once while a reader polls the API; answers the figures. */
async function throughput(cluster: Cluster, label: string, count: number, size: number) {
  const reader = new Browser(cluster.url);
  const probe = await reader.translateDocument(paragraphs(`${label} probe`, 1));
  await reader.settled(probe);
  const latencies: number[] = [];
  let running = true;
  const polling = (async () => {
    while (running) {
      const started = performance.now();
      await reader.post('/conversation/enterConversation', { conversationId: probe });
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const who = new Browser(cluster.url);
      return who.settled(await who.translateDocument(paragraphs(`${label} document ${i + 1}`, size)));
    }),
  );
  const minutes = (performance.now() - started) / 60_000;
  running = false;
  await polling;
  return { perMinute: count / minutes, p99: p99(latencies) };
}

async function streamsHeld(cluster: Cluster): Promise<number> {
  const node = cluster.servers[0]?.url as string;
  const who = new Browser(node);
  const id = await who.translateDocument(paragraphs('streams', 1));
  await who.settled(id);
  const controllers: AbortController[] = [];
  const opened = await Promise.all(
    Array.from({ length: STREAMS }, async () => {
      const controller = new AbortController();
      controllers.push(controller);
      const response = await fetch(`${node}/gateway/website/conversation/reconnectConversation/${id}`, {
        method: 'POST',
        headers: { 'x-client-id': who.clientId },
        signal: controller.signal,
      }).catch(() => undefined);
      return response?.status === 200;
    }),
  );
  for (const controller of controllers) controller.abort();
  return opened.filter(Boolean).length;
}

async function loopDelay(cluster: Cluster): Promise<{ p99: number; max: number }> {
  const node = cluster.servers[0];
  if (!node?.url) throw new Error('no node');
  const report = path.join(cluster.dir, node.name, 'loop-delay.json');
  node.child.kill('SIGUSR2'); // a new window
  const who = new Browser(node.url);
  // Ten large documents, uploaded through this node and followed by its streams, worked by the workers.
  await Promise.all(
    Array.from({ length: 10 }, async (_, i) =>
      who.settled(await who.translateDocument(paragraphs(`large ${i + 1}`, 300))),
    ),
  );
  node.child.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 500));
  return JSON.parse(readFileSync(report, 'utf8')) as { p99: number; max: number };
}

// PostgreSQL from TEST_DATABASE_URL, or a throwaway cluster of this run's own (as the test command starts).
const database = process.env.TEST_DATABASE_URL ? undefined : await startPgCluster();
if (database) process.env.TEST_DATABASE_URL = database.url;
const cluster = await startCluster({
  servers: 2,
  workers: 1,
  serverImports: [path.join(import.meta.dirname, 'loop-delay-probe.ts')],
  env: {
    LOG_LEVEL: 'warn',
    STREAMS_PER_CLIENT: String(STREAMS * 2),
    STREAMS_PER_ADDRESS: String(STREAMS * 2),
    STREAM_IDLE_SECONDS: '600',
  },
});
try {
  const one = await throughput(cluster, 'one worker', DOCUMENTS, PARAGRAPHS);
  await cluster.startWorker('worker-2');
  const two = await throughput(cluster, 'two workers', DOCUMENTS, PARAGRAPHS);
  const held = await streamsHeld(cluster);
  const delay = await loopDelay(cluster);
  console.log(`documents (${PARAGRAPHS} paragraphs, fake model 20 ms):`);
  console.log(`  1 worker:  ${one.perMinute.toFixed(1)} documents/min, API p99 ${one.p99.toFixed(0)} ms`);
  console.log(`  2 workers: ${two.perMinute.toFixed(1)} documents/min, API p99 ${two.p99.toFixed(0)} ms`);
  console.log(`event streams held open on one node: ${held} of ${STREAMS} asked`);
  console.log(
    `server node event-loop delay while workers translate 10 x 300 paragraphs: p99 ${delay.p99} ms, max ${delay.max} ms (goal < 50 ms)`,
  );
} finally {
  await cluster.close();
  database?.stop();
}
