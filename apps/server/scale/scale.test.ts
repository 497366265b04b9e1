import { ERRORS } from '@glossa/contracts/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflatingDocx, resetPeakMemory, residentMemory } from '../test/hostile-kit.ts';
import { Browser, paragraphs, readStream, type StreamItem, until } from './client.ts';
import { type Cluster, startCluster } from './cluster.ts';
import { supervisionTests } from './supervision.ts';

/**
 * The acceptance of issue 12 (decision 0024), on real processes: two server nodes (WORKERS=0)
 * behind nginx, two workers, PostgreSQL, s3rver and the fake model. Leases are 3 s so a takeover
 * is quick; the outage is a real 30 s. Latency is reported, and asserted only with a generous bound.
 */
const LEASE_SECONDS = 3;
const THREAD_MB = 512;
let cluster: Cluster;
let sql: pg.Client;

beforeAll(async () => {
  cluster = await startCluster({
    servers: 2,
    workers: 2,
    env: {
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      JOB_OUTAGE_SECONDS: '180',
      LLM_MAX_BATCH_TOKENS: '100',
      // Two requests at a time per worker: an outage catches a job with most of its batches unsent.
      LLM_CONCURRENCY: '2',
      // The cap on each document thread's heap: a node's memory is bounded by threads x cap.
      DOCUMENT_WORKERS: '2',
      DOCUMENT_WORKER_MEMORY_MB: String(THREAD_MB),
    },
  });
  sql = new pg.Client({ connectionString: cluster.databaseUrl });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await cluster?.close();
});

function sentOnce(texts: string[]) {
  const { answeredByText } = cluster.llm.stats;
  return texts.filter((text) => answeredByText[text] !== 1);
}

async function jobOf(conversationId: string) {
  const { rows } = await sql.query('select * from jobs where conversation_id = $1', [conversationId]);
  return rows[0] as { id: string; worker_id: string | null; state: string; attempt: number };
}

/**
 * Until no job is queued or running: the next test holds or cuts off the model for everyone, and a
 * job left over from the one before (the quota burst's 20 turns, say) would sit on the other worker
 * behind it, a minute at a time.
 */
async function quiet(): Promise<void> {
  await until(async () => {
    const { rows } = await sql.query("select count(*)::int as n from jobs where state in ('queued', 'running')");
    return rows[0].n === 0;
  }, 'every job before this test has finished');
}

async function savedCount(jobId: string): Promise<number> {
  const { rows } = await sql.query(
    'select count(*)::int as n from version_segments where version_id = $1 and target is not null',
    [jobId],
  );
  return rows[0].n;
}

/** 40 text turns of one visitor at once: the answers' codes. */
async function quotaBurst(who: Browser): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      who.post('/conversation/createConversation', {
        overseasConversationModule: 'text',
        sourceLanguage: 'en',
        targetLanguage: 'de',
        text: `Sentence ${i} of the quota burst.`,
      }),
    ),
  );
  return answers.map((answer) => answer.code);
}

describe('the scale-out profile', () => {
  it('completes 50 concurrent document translations, every segment sent once', async () => {
    const texts: string[] = [];
    const runs = Array.from({ length: 50 }, async (_, i) => {
      const lines = paragraphs(`Document ${i + 1}`, 8);
      texts.push(...lines);
      const who = new Browser(cluster.url);
      const id = await who.translateDocument(lines);
      return who.settled(id);
    });
    const statuses = await Promise.all(runs);
    expect(statuses.filter((status) => status === 'done')).toHaveLength(50);
    expect(sentOnce(texts)).toEqual([]);
    // Both workers took part.
    const { rows } = await sql.query('select distinct worker_id from jobs where state = $1', ['done']);
    expect(rows.map((row) => row.worker_id).sort()).toEqual(['worker-1', 'worker-2']);
  });

  it('charges exactly 20 of 40 concurrent turns against a quota of 20, across both nodes', async () => {
    const { rows } = await sql.query("select daily_chats from plans where id = 'free'");
    await sql.query("update plans set daily_chats = 20 where id = 'free'");
    try {
      const who = new Browser(cluster.url);
      const codes = await quotaBurst(who);
      expect(codes.filter((code) => code === 200)).toHaveLength(20);
      expect(codes.filter((code) => code === ERRORS.quotaExhausted.code)).toHaveLength(20);
      const charged = await sql.query('select count(*)::int as n from usage_records where owner = $1', [
        `visitor:${who.clientId}`,
      ]);
      expect(charged.rows[0].n).toBe(20);
    } finally {
      await sql.query("update plans set daily_chats = $1 where id = 'free'", [rows[0].daily_chats]);
    }
  });

  it('finishes a job whose worker was killed mid-way on another worker, after the lease, every segment once', async () => {
    await quiet();
    cluster.llm.options.latencyMs = 150;
    const who = new Browser(cluster.url);
    const lines = paragraphs('Killed worker', 40);
    const id = await who.translateDocument(lines);
    let job = await jobOf(id);
    await until(async () => {
      job = await jobOf(id);
      return job.state === 'running' && (await savedCount(job.id)) >= 5;
    }, 'the job is half-way');
    const holder = cluster.workers.find((worker) => worker.name === job.worker_id);
    expect(holder).toBeDefined();
    // Killed while a batch is with the model and every answer before it is saved (as restart.test.ts):
    // the saved segments must never be sent again, the batch in flight once more.
    cluster.llm.options.latencyMs = 60_000;
    const answered = () => lines.filter((line) => (cluster.llm.stats.answeredByText[line] ?? 0) > 0).length;
    // The answers already on their way arrive (the count stays still for a second), and are saved.
    let seen = -1;
    let stillSince = Date.now();
    await until(async () => {
      const now = answered();
      if (now !== seen) [seen, stillSince] = [now, Date.now()];
      return Date.now() - stillSince > 1000 && (await savedCount(job.id)) === now;
    }, 'every answer so far is saved');
    if (holder) await cluster.kill(holder, 'SIGKILL');
    cluster.llm.options.latencyMs = 20;
    if (holder) await cluster.startWorker(`${holder.name}-again`);
    expect(await who.settled(id)).toBe('done');
    const finished = await jobOf(id);
    console.log(
      `killed ${job.worker_id} (attempt ${job.attempt}); finished by ${finished.worker_id} (attempt ${finished.attempt}); not answered exactly once: ${JSON.stringify(sentOnce(lines))}`,
    );
    expect(finished.worker_id).not.toBe(job.worker_id);
    expect(finished.attempt).toBe(job.attempt + 1);
    expect(sentOnce(lines)).toEqual([]);
    const charged = await sql.query('select count(*)::int as n from usage_records where job_id = $1', [job.id]);
    expect(charged.rows[0].n).toBe(1);
  });

  it('waits out a 30-second outage of the model mid-job and finishes after it', async () => {
    await quiet();
    cluster.llm.options.latencyMs = 100;
    const who = new Browser(cluster.url);
    const lines = paragraphs('Outage', 30);
    const id = await who.translateDocument(lines);
    const job = await jobOf(id);
    await until(async () => (await savedCount(job.id)) >= 3, 'the job has started');
    cluster.llm.options.unreachable = true;
    expect(await savedCount(job.id)).toBeLessThan(30);
    let during: string;
    try {
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      during = (await jobOf(id)).state;
    } finally {
      cluster.llm.options.unreachable = false;
      cluster.llm.options.latencyMs = 20;
    }
    expect(during).toBe('running');
    expect(await who.settled(id)).toBe('done');
    expect(await savedCount(job.id)).toBe(30);
  });

  it('keeps a node answering /healthz while three large compressed Office files are read, its memory bounded', async () => {
    const node = cluster.servers[1];
    if (!node?.url) throw new Error('no second node');
    const pid = node.child.pid as number;
    resetPeakMemory(pid);
    const before = residentMemory(pid).now;
    const file = await inflatingDocx(12);
    const delays: number[] = [];
    let uploading = true;
    const probe = (async () => {
      while (uploading) {
        const started = performance.now();
        await fetch(`${node.url}/healthz`);
        delays.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const uploads = await Promise.allSettled(
      [1, 2, 3].map(() => new Browser(node.url as string).upload('inflating.docx', file)),
    );
    uploading = false;
    await probe;
    const after = residentMemory(pid);
    const worst = Math.max(...delays);
    console.log(
      `healthz during 3 uploads of a ${(file.length / 1024).toFixed(0)} KiB docx (12 MiB of XML): worst ${worst.toFixed(0)} ms over ${delays.length} probes; node RSS ${(before / 2 ** 20).toFixed(0)} MiB -> ${(after.now / 2 ** 20).toFixed(0)} MiB (peak ${(after.peak / 2 ** 20).toFixed(0)} MiB)`,
    );
    expect(uploads.map((upload) => (upload.status === 'fulfilled' ? 'stored' : String(upload.reason)))).toEqual([
      'stored',
      'stored',
      'stored',
    ]);
    expect(delays.length).toBeGreaterThan(3);
    // The acceptance is 200 ms; asserted with room for a machine busy with other work.
    expect(worst).toBeLessThan(1000);
    // Two document threads, each capped, plus the buffers of three uploads.
    expect(after.peak - before).toBeLessThan((2 * THREAD_MB + 512) * 2 ** 20);
    for (const worker of cluster.workers.filter((w) => !w.exited)) {
      expect(residentMemory(worker.child.pid as number).now).toBeLessThan(1024 * 2 ** 20);
    }
  });

  it('keeps a stream going after its node is killed: the client reconnects through nginx, nothing missed or twice', async () => {
    const nodeA = cluster.servers[0];
    if (!nodeA?.url) throw new Error('no first node');
    cluster.llm.options.latencyMs = 120;
    const who = new Browser(cluster.url);
    const id = await who.translateDocument(paragraphs('Stream', 40));
    const done = (item: StreamItem) => item.event.type === 'status' && item.event.status === 'done';
    let killing: Promise<void> | undefined;
    const first = await readStream(who, nodeA.url, id, 0, done, (item) => {
      if (item.id >= 8 && !killing) killing = cluster.kill(nodeA, 'SIGKILL');
    });
    await killing;
    expect(first.ended).not.toBe('until');
    const last = first.items.at(-1)?.id ?? 0;
    const second = await readStream(who, cluster.url, id, last, done);
    cluster.llm.options.latencyMs = 20;
    expect(second.ended).toBe('until');
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
  });

  // Last: they stop the processes that are left.
  supervisionTests(() => cluster);
});

describe('the embedded profile (SQLite, one process)', () => {
  // A visitor's free plan allows 20 chats a day (migration 0004).
  it('charges exactly 20 of 40 concurrent turns against a quota of 20', async () => {
    const single = await startCluster({ servers: 1, workers: 0, postgres: false, portOffset: 20 });
    try {
      const who = new Browser(single.url);
      const codes = await quotaBurst(who);
      expect(codes.filter((code) => code === 200)).toHaveLength(20);
      expect(codes.filter((code) => code === ERRORS.quotaExhausted.code)).toHaveLength(20);
    } finally {
      await single.close();
    }
  });
});
