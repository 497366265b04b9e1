import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A local S3 server (s3rver) with one empty bucket, for the S3 file store's tests. */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  /** The environment that points the server at it. */
  env: Record<string, string>;
  /** Stops answering (connections in flight are cut), keeping every file: an outage of the store. */
  stop(): Promise<void>;
  /** Answers again, on the same address, with the files it had. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3StandIn(bucket = 'glossa-test'): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(tmpdir(), 'glossa-s3-'));
  const run = async (port: number) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    return { server, port: (await server.run()).port };
  };
  let { server, port } = await run(0);
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    const close = server.close();
    server.httpServer.closeAllConnections();
    await close;
  };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    start: async () => {
      if (running) return;
      ({ server, port } = await run(port));
      running = true;
    },
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
