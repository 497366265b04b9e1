import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type FakeLlmOptions, type FakeLlmServer, type FakeLlmStats, startFakeLlmServer } from './fake-llm-server.ts';

/**
 * The fake server on a thread of its own, so that its work does not compete with the client's
 * event loop, as a real model server in another process would not: for benchmarks.
 */
export interface FakeLlmWorker {
  url: string;
  stats(): Promise<FakeLlmStats>;
  resetStats(): Promise<void>;
  close(): Promise<void>;
}

type Command = { id: number; type: 'stats' | 'reset' | 'close' };
type Reply = { id: number; stats?: FakeLlmStats };

export async function startFakeLlmWorker(options: FakeLlmOptions = {}): Promise<FakeLlmWorker> {
  // Node 20 does not carry `--import tsx` into workers: the worker registers the loader itself.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { fakeLlmOptions: options } });
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', (message: { url: string }) => resolve(message.url));
    worker.once('error', reject);
  });
  let nextId = 0;
  const ask = (type: Command['type']) =>
    new Promise<Reply>((resolve) => {
      const id = ++nextId;
      const onReply = (reply: Reply) => {
        if (reply.id !== id) return;
        worker.off('message', onReply);
        resolve(reply);
      };
      worker.on('message', onReply);
      worker.postMessage({ id, type } satisfies Command);
    });
  return {
    url,
    stats: async () => (await ask('stats')).stats!,
    resetStats: async () => {
      await ask('reset');
    },
    close: async () => {
      await ask('close');
      await worker.terminate();
    },
  };
}

async function serveInWorker(options: FakeLlmOptions): Promise<void> {
  const server: FakeLlmServer = await startFakeLlmServer(options);
  const port = parentPort!;
  port.on('message', async (command: Command) => {
    if (command.type === 'reset') server.resetStats();
    if (command.type === 'close') await server.close();
    port.postMessage({ id: command.id, ...(command.type === 'stats' ? { stats: server.stats } : {}) } satisfies Reply);
  });
  port.postMessage({ url: server.url });
}

if (!isMainThread && workerData?.fakeLlmOptions) await serveInWorker(workerData.fakeLlmOptions as FakeLlmOptions);
