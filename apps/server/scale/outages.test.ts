import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERRORS, type ErrorName } from '@glossa/contracts/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgCluster, startPgCluster } from '../../../scripts/pg-cluster.ts';
import { docx, W } from '../test/workspace/workspace-kit.ts';
import { Browser, paragraphs, until } from './client.ts';
import { type Cluster, startCluster } from './cluster.ts';

/**
 * Issue 28 on real processes (decision 0035): two server nodes behind nginx, two workers, s3rver,
 * and a PostgreSQL cluster of this file's own (scripts/pg-cluster.ts: the machine's shared one is
 * never restarted). PostgreSQL is restarted `fast` and `immediate` mid-jobs, every connection of
 * the site is terminated, and the S3 stand-in is stopped: every process lives on, every job
 * finishes charged once, users are answered 503 with Retry-After meanwhile, and nothing is lost.
 * How long users were refused and how soon all was well again are printed, not asserted.
 */
let database: PgCluster;
let cluster: Cluster;

beforeAll(async () => {
  database = await startPgCluster();
  cluster = await startCluster({
    servers: 2,
    workers: 2,
    databaseUrl: database.url,
    portOffset: 30,
    llmLatencyMs: 80,
    env: { JOB_LEASE_SECONDS: '5', LLM_MAX_BATCH_TOKENS: '100', LLM_CONCURRENCY: '2' },
  });
});
afterAll(async () => {
  await cluster?.close();
  database?.stop();
});

/** One query on a connection of its own (the database may have restarted since the last). */
async function query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Seen {
  at: number;
  status: number;
  retryAfter: string | null;
  code?: number;
}

/** A user opening a conversation through nginx every 100 ms, until stopped: what each answer was. */
function watch(who: Browser, conversationId: string) {
  const seen: Seen[] = [];
  let watching = true;
  const loop = (async () => {
    while (watching) {
      const response = await fetch(`${cluster.url}${W}/conversation/enterConversation`, {
        method: 'POST',
        headers: { 'x-client-id': who.clientId, 'content-type': 'application/json', 'lan-i18n-code': 'enus' },
        body: JSON.stringify({ conversationId }),
      }).catch(() => undefined);
      const body = response ? ((await response.json().catch(() => ({}))) as { code?: number }) : {};
      seen.push({
        at: Date.now(),
        status: response?.status ?? 0,
        retryAfter: response?.headers.get('retry-after') ?? null,
        code: body.code,
      });
      await sleep(100);
    }
  })();
  return {
    seen,
    stop: async () => {
      watching = false;
      await loop;
      return seen;
    },
  };
}

function expectOutageAnswer(
  { status, retryAfter, code }: Pick<Seen, 'status' | 'retryAfter' | 'code'>,
  name: ErrorName,
) {
  expect({ status, retryAfter, code }).toEqual({ status: 503, retryAfter: '5', code: ERRORS[name].code });
}

async function savedOf(conversationIds: string[]): Promise<number> {
  const rows = await query<{ n: number }>(
    `select count(*)::int as n from version_segments s join jobs j on j.id = s.version_id
     where j.conversation_id = any($1) and s.target is not null`,
    [conversationIds],
  );
  return rows[0]?.n ?? 0;
}

function everyProcessAlive() {
  return [...cluster.servers, ...cluster.workers].filter((member) => member.exited).map((member) => member.name);
}

/** How often each worker has logged this message so far. */
function workerLogLines(message: string): number[] {
  return cluster.workers.map(
    (worker) =>
      readFileSync(path.join(cluster.dir, `${worker.name}.log`), 'utf8')
        .split('\n')
        .filter((line) => line.includes(`"msg":"${message}"`)).length,
  );
}

/**
 * Four documents under way, then `outage`; meanwhile a user keeps opening a conversation. Every
 * process must be alive after, every document done, each job charged once; every refusal the
 * user saw must be 503 databaseUnavailable with Retry-After.
 */
async function throughOutage(label: string, outage: () => Promise<void>) {
  const who = new Browser(cluster.url);
  const ids = await Promise.all([1, 2, 3, 4].map((n) => who.translateDocument(paragraphs(`${label} ${n}`, 10))));
  await until(async () => (await savedOf(ids)) >= 6, 'the documents are under way');
  const pausedBefore = workerLogLines('database unavailable, claims paused');
  const backBefore = workerLogLines('database back, claims resumed');
  const user = watch(who, ids[0] as string);
  await sleep(300);
  const began = Date.now();
  await outage();
  const ended = Date.now();
  await until(async () => user.seen.some((answer) => answer.at > ended && answer.status === 200), 'a user is served');
  const served = (user.seen.find((answer) => answer.at > ended && answer.status === 200)?.at ?? ended) - ended;
  const statuses = await Promise.all(ids.map((id) => who.settled(id)));
  const finished = Date.now() - ended;
  const seen = await user.stop();

  expect(everyProcessAlive()).toEqual([]);
  expect(statuses).toEqual(['done', 'done', 'done', 'done']);
  expect(await savedOf(ids)).toBe(40);
  const charges = await query<{ n: number }>(
    `select count(u.id)::int as n from jobs j left join usage_records u on u.job_id = j.id
     where j.conversation_id = any($1) group by j.id`,
    [ids],
  );
  expect(charges.map((row) => row.n)).toEqual([1, 1, 1, 1]);
  const refused = seen.filter((answer) => answer.status !== 200);
  for (const answer of refused) expectOutageAnswer(answer, 'databaseUnavailable');
  const window = refused.length > 0 ? (refused.at(-1)?.at ?? 0) - (refused[0]?.at ?? 0) : 0;
  const attempts = await query<{ attempt: number }>('select attempt from jobs where conversation_id = any($1)', [ids]);
  const pausedNow = () =>
    workerLogLines('database unavailable, claims paused').map((n, i) => n - (pausedBefore[i] ?? 0));
  const backNow = () => workerLogLines('database back, claims resumed').map((n, i) => n - (backBefore[i] ?? 0));
  // A paused worker says "back" at its next try (its backoff is up to 5 s), which may come after
  // the other worker has finished every document: wait for it rather than read it too early.
  await until(async () => JSON.stringify(backNow()) === JSON.stringify(pausedNow()), 'every paused worker is back');
  const paused = pausedNow();
  const back = backNow();
  console.log(
    `${label}: took ${ended - began} ms; the user saw ${refused.length} of ${seen.length} answers refused (503 databaseUnavailable, Retry-After 5) over ${window} ms; served again ${served} ms after it ended; all 4 documents done ${finished} ms after (runs per job: ${attempts.map((row) => row.attempt).join(', ')}); "claims paused" / "database back" per worker: ${paused.join('+')} / ${back.join('+')}`,
  );
  // Every pause a worker said was followed by its "back".
  expect(back).toEqual(paused);
  return { paused, refused };
}

describe('outages of the database and the file storage, on the scale-out profile', () => {
  it('lives through PostgreSQL restarted -m fast mid-jobs', async () => {
    await throughOutage('restart -m fast', () => database.restart('fast'));
  });

  it('lives through PostgreSQL restarted -m immediate mid-jobs', async () => {
    await throughOutage('restart -m immediate', () => database.restart('immediate'));
  });

  it('lives through PostgreSQL away for 8 seconds: /readyz says so, workers pause their claims once and carry on', async () => {
    let during: { status: number; body: Record<string, string> } | undefined;
    const { paused, refused } = await throughOutage('stopped 8 s', async () => {
      const restarting = database.restart('fast', 8000);
      await sleep(4000);
      const answer = await fetch(`${cluster.servers[0]?.url}/readyz`);
      during = { status: answer.status, body: (await answer.json()) as Record<string, string> };
      await restarting;
    });
    expect(during?.status).toBe(503);
    expect(during?.body).toMatchObject({ status: 'not ready', database: 'unreachable' });
    expect(paused).toEqual([1, 1]);
    expect(refused.length).toBeGreaterThan(0);
    await until(async () => (await fetch(`${cluster.servers[0]?.url}/readyz`)).ok, 'ready again');
  });

  it("lives through pg_terminate_backend on every one of the site's connections", async () => {
    await throughOutage('pg_terminate_backend', async () => {
      for (let round = 0; round < 3; round++) {
        const pids = await query<{ pid: number }>(
          `select pid from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        );
        await query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids.map((row) => row.pid)]);
        await sleep(300);
      }
    });
  });

  it('answers 503 storageUnavailable with Retry-After while S3 is stopped, loses nothing, and works once it is back', async () => {
    const s3 = cluster.s3;
    if (!s3) throw new Error('the cluster has no S3 stand-in');
    const who = new Browser(cluster.url);
    const id = await who.translateDocument(paragraphs('Stored', 6));
    expect(await who.settled(id)).toBe('done');
    const download = () =>
      fetch(`${cluster.url}${W}/conversation/downFile`, {
        method: 'POST',
        headers: { 'x-client-id': who.clientId, 'content-type': 'application/json', 'lan-i18n-code': 'dede' },
        body: JSON.stringify({ conversationId: id, format: 'docx', mode: 'translated' }),
      });
    const before = Buffer.from(await (await download()).arrayBuffer());
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([await docx(['Uploaded while the store is away.'])]), 'away.docx');
      return fetch(`${cluster.url}${W}/conversation/uploadAndPreview`, {
        method: 'POST',
        headers: { 'x-client-id': who.clientId, 'lan-i18n-code': 'dede' },
        body: form,
      });
    };
    const answerOf = async (response: Response) => ({
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      code: ((await response.json()) as { code: number }).code,
    });

    await s3.stop();
    const stopped = Date.now();
    let back = stopped;
    try {
      expectOutageAnswer(await answerOf(await upload()), 'storageUnavailable');
      expectOutageAnswer(await answerOf(await download()), 'storageUnavailable');
      const node = cluster.servers[0]?.url as string;
      const ready = await fetch(`${node}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ database: 'ok', storage: 'unreachable' });
      await sleep(Math.max(0, 3000 - (Date.now() - stopped)));
    } finally {
      await s3.start();
      back = Date.now();
    }
    const after = await download();
    const recovered = Date.now() - back;
    expect(after.status).toBe(200);
    expect(Buffer.from(await after.arrayBuffer()).equals(before)).toBe(true);
    expect((await upload()).status).toBe(200);
    await until(async () => (await fetch(`${cluster.servers[0]?.url}/readyz`)).ok, 'ready again');
    expect(everyProcessAlive()).toEqual([]);
    console.log(`S3 stopped ${back - stopped} ms; the first download after it answered in ${recovered} ms`);
  });
});
