import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConversationDetail } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { loadCatalog } from '@glossa/i18n/catalog';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, paragraphs, until } from './client.ts';
import { type Cluster, type Member, startCluster } from './cluster.ts';

/**
 * Issue 28 on real processes (decision 0024, amended): a job whose worker is killed (SIGKILL)
 * every time it runs it is stopped after JOB_MAX_ATTEMPTS (3) lost runs, its owner told, nothing
 * charged; and how long an engine answer waits to be saved under load (printed, never asserted).
 * Leases are 3 s so a takeover is quick.
 */
const LEASE_SECONDS = 3;
const POISON = 'Poison';
let cluster: Cluster;
let sql: pg.Client;

beforeAll(async () => {
  cluster = await startCluster({
    servers: 1,
    workers: 1,
    env: { JOB_LEASE_SECONDS: String(LEASE_SECONDS), LLM_MAX_BATCH_TOKENS: '100' },
  });
  sql = new pg.Client({ connectionString: cluster.databaseUrl });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await cluster?.close();
});

async function jobOf(conversationId: string) {
  const { rows } = await sql.query('select * from jobs where conversation_id = $1', [conversationId]);
  return rows[0] as { id: string; worker_id: string | null; state: string; attempt: number; lost_runs: number };
}

/** Whether a process with this id still exists (signal 0 only asks). */
function alive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** How often the model received these texts, added up. */
function received(texts: string[]): number {
  return texts.reduce((sum, text) => sum + (cluster.llm.stats.segmentsByText[text] ?? 0), 0);
}

describe('a job that kills its worker', () => {
  it('is stopped after three lost runs: the owner is told, nothing is charged, no process is left', async () => {
    // The poison document's requests are held at the model: each run is killed with a request in flight.
    cluster.llm.options.holds = new Set([POISON]);
    const who = new Browser(cluster.url);
    const lines = paragraphs(POISON, 6);
    const id = await who.translateDocument(lines);
    const killed: Member[] = [];
    let worker = cluster.workers[0] as Member;
    // Lives 2 and 3: the first's next life under its own id (it takes its jobs back at start), then
    // a new worker that takes the job over once the killed one's lease has lapsed.
    const next = ['worker-1', 'worker-2'];
    for (let life = 1; life <= 3; life++) {
      const before = received(lines);
      await until(async () => {
        const job = await jobOf(id);
        return job.state === 'running' && job.worker_id === worker.name && received(lines) > before;
      }, `run ${life} asks the model`);
      expect((await jobOf(id)).lost_runs).toBe(life - 1);
      await cluster.kill(worker, 'SIGKILL');
      killed.push(worker);
      worker = await cluster.startWorker(next[life - 1] ?? 'worker-3');
    }
    const asked = received(lines);
    const started = Date.now();
    expect(await who.settled(id)).toBe('failed');
    const job = await jobOf(id);
    console.log(
      `poison job: ${job.lost_runs} lost runs, attempt ${job.attempt}, stopped by ${job.worker_id} ${((Date.now() - started) / 1000).toFixed(1)} s after the third kill`,
    );
    expect([job.state, job.lost_runs, job.worker_id]).toEqual(['failed', 3, 'worker-3']);
    // The claim that stopped it sent nothing to the model.
    expect(received(lines)).toBe(asked);
    const detail = (await who.post('/conversation/enterConversation', { conversationId: id }))
      .data as ConversationDetail;
    const error = detail.messages.at(-1)?.blocks.find((block) => block.type === 'error');
    expect(error).toEqual({
      type: 'error',
      content: loadCatalog().t('enus', 'errors', 'jobRunsLost', { count: 3 }),
      attributes: { code: ERRORS.jobRunsLost.code },
    });
    const charged = await sql.query('select count(*)::int as n from usage_records where job_id = $1', [job.id]);
    expect(charged.rows[0].n).toBe(0);
    // Every killed worker is gone; the one that stopped the job still runs.
    expect(killed.map((member) => [member.name, member.exited, alive(member.child.pid)])).toEqual([
      ['worker-1', true, false],
      ['worker-1', true, false],
      ['worker-2', true, false],
    ]);
    expect(alive(worker.child.pid)).toBe(true);
    cluster.llm.options.holds = undefined;
  });
});

describe('an answered batch', () => {
  it('is saved before its lane asks for more: the wait between answer and save under load (printed)', async () => {
    cluster.llm.options.latencyMs = 20;
    const second = await cluster.startWorker('worker-4');
    const workers = cluster.workers.filter((member) => !member.exited);
    const documents = Array.from({ length: 8 }, (_, i) => paragraphs(`Load ${i + 1}`, 40));
    const runs = documents.map(async (lines) => {
      const who = new Browser(cluster.url);
      const id = await who.translateDocument(lines);
      return { who, id };
    });
    // Answers stream at 60 tokens a second until the kill, so the documents are still being worked
    // when the test looks: at full speed a quiet machine finished all eight between two looks.
    cluster.llm.options.tokensPerSecond = 60;
    const started = await Promise.all(runs);
    // One worker is killed mid-way (answers arriving all the time): what it had answered but not
    // saved is sent again by the worker that takes its jobs over.
    const all = documents.flat();
    try {
      await until(async () => {
        const { rows } = await sql.query(
          "select count(*)::int as n from version_segments s join jobs j on j.id = s.version_id where j.worker_id = $1 and j.state = 'running' and s.target is not null",
          [second.name],
        );
        return rows[0].n >= 20;
      }, 'the second worker is half-way into its jobs');
      await cluster.kill(second, 'SIGKILL');
    } finally {
      cluster.llm.options.tokensPerSecond = undefined;
    }
    // At the kill, of the killed worker's jobs: what the model had answered (written to the socket) and not saved.
    const answeredAtKill = { ...cluster.llm.stats.answeredByText };
    const { rows: unsavedRows } = await sql.query(
      "select s.source from version_segments s join jobs j on j.id = s.version_id where j.worker_id = $1 and j.state = 'running' and s.target is null",
      [second.name],
    );
    const unsavedAtKill = unsavedRows.filter((row) => (answeredAtKill[row.source] ?? 0) > 0).length;
    await cluster.startWorker('worker-5');
    const statuses = await Promise.all(started.map(({ who, id }) => who.settled(id)));
    expect(statuses.filter((status) => status === 'done')).toHaveLength(documents.length);

    const answeredTwice = all.filter((text) => (cluster.llm.stats.answeredByText[text] ?? 0) > 1).length;
    const runsLogged: { answers: number; savedMsP50: number; savedMsP95: number; savedMsMax: number }[] = [];
    for (const member of cluster.workers.filter((each) => !each.exited || each === second)) {
      const log = readFileSync(path.join(cluster.dir, `${member.name}.log`), 'utf8');
      for (const line of log.split('\n')) {
        if (!line.includes('"answers saved"')) continue;
        runsLogged.push(JSON.parse(line));
      }
    }
    const answers = runsLogged.reduce((sum, run) => sum + run.answers, 0);
    const p50s = runsLogged.map((run) => run.savedMsP50).sort((a, b) => a - b);
    console.log(
      `answer to saved, ${answers} answers over ${runsLogged.length} runs on ${workers.length} workers (8 documents x 40 paragraphs, one worker killed mid-way): ` +
        `median of the runs' medians ${p50s[Math.floor(p50s.length / 2)] ?? '-'} ms, worst run p95 ${Math.max(...runsLogged.map((run) => run.savedMsP95))} ms, worst ${Math.max(...runsLogged.map((run) => run.savedMsMax))} ms; ` +
        `the killed worker's paragraphs answered by the model but not saved at the kill: ${unsavedAtKill} (on their way to it or waiting to be saved); answered twice in the end: ${answeredTwice} of ${all.length}`,
    );
    expect(runsLogged.length).toBeGreaterThan(0);
  });
});
