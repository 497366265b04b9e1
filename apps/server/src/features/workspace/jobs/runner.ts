import { anyClaimable, type ClaimOptions, claimNextJob } from '#core/queue/fair-queue.ts';
import type { JobRow } from '#core/queue/job-row.ts';
import { beat, giveTurnBack, handBack } from '#core/queue/leases.ts';
import type { RunToken } from '#core/queue/run-token.ts';
import type { WorkspaceDeps } from '../deps.ts';
import type { OpenedDocument } from '../documents.ts';
import { type JobRunHandle, runJob, type StopReason } from './job-run.ts';
import { givingWay, KeptSlices, type Lane, type LaneRun, nextDue, type Pace, runsDue } from './lanes.ts';
import { pauseJobs, resumeJobs } from './pause-resume.ts';
import { QueueOutage } from './queue-outage.ts';

const POLL_MS = 1000;
/** Claims lost to another process in a row before waiting for the next poll. */
const CLAIM_TRIES = 3;

/** The queue's shape: workers in this process, and how many jobs one owner may run while others wait. */
export interface QueueOptions {
  /** 0: this process takes no jobs (a server node of the scale-out profile). */
  workers: number;
  perOwner: number;
  /** Written on the jobs this process holds; its heartbeat renews their lease (decision 0024). */
  workerId: string;
  leaseMs: number;
  /** How long a job waits out an engine outage before it fails. */
  outageMs: number;
  /** Runs of a job lost with their process before it fails at its next claim instead of running again. */
  maxAttempts: number;
  /** PostgreSQL: claims skip rows another worker is locking. */
  postgres: boolean;
  /** Events kept when a turn ends: a client a little behind replays them; one further behind gets a snapshot. */
  eventsKept: number;
  /**
   * A translation that has worked this long gives its worker to a job of another owner that waits
   * while every worker is busy (decision 0031); 0: jobs keep their worker to the end.
   */
  sliceMs: number;
}

const DEFAULT_OPTIONS: QueueOptions = {
  workers: 2,
  perOwner: 1,
  workerId: 'embedded',
  leaseMs: 30_000,
  outageMs: 600_000,
  maxAttempts: 3,
  postgres: false,
  eventsKept: 50,
  sliceMs: 2000,
};

interface RunningJob extends LaneRun, JobRunHandle {
  conversationId: string;
  /** What the run keeps for its next slice, once it has given its worker back. */
  keeping?: { document: OpenedDocument; pace: Pace };
}

/**
 * The job queue (decisions 0012 and 0024): a table of jobs worked by any number of processes,
 * claimed fairly across owners (fair-queue.ts). A claim writes the worker's id and a lease, which
 * a heartbeat renews; a job whose holder died is taken over once its lease has lapsed and resumes
 * from its saved segments. At start a process takes back only the jobs held under its own id.
 * Both count a lost run; a job lost `maxAttempts` times (it kills its worker) fails at its next
 * claim without an engine call.
 * Each claim is a new run with its own token; the run writes only while the job row still holds
 * that token (run-token.ts). A pause made by any process reaches the holder at its next beat.
 * When every worker is busy, a job of another owner that waits takes the worker of a translation
 * that has had its slice; that one finishes the batches the engine is working on and waits again
 * (fair lanes, decision 0031). While the database is away claims pause and runs keep their lease
 * until it is truly lost; a run an outage stopped goes back to the queue (queue-outage.ts).
 */
export class JobRunner {
  private readonly running = new Map<string, RunningJob>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private ticking = false;
  private again = false;
  private heartbeat: NodeJS.Timeout | undefined;
  private dueTimer: NodeJS.Timeout | undefined;
  private readonly idle = new Set<() => void>();
  private readonly options: QueueOptions;
  private readonly kept: KeptSlices;
  private readonly outage: QueueOutage;

  constructor(
    private readonly deps: WorkspaceDeps,
    options: Partial<QueueOptions> = {},
  ) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
    this.kept = new KeptSlices(this.options.workers);
    this.outage = new QueueOutage(deps.db, deps.log);
  }

  /** Runs holding a worker: those giving theirs back only finish the batches the engine has. */
  private get active(): number {
    let count = 0;
    for (const entry of this.running.values()) if (!entry.yielder.signal.aborted) count++;
    return count;
  }

  /** Whether this process works jobs at all. */
  get working(): boolean {
    return this.options.workers > 0;
  }

  async start(): Promise<void> {
    if (!this.working) return;
    // Jobs held under this worker's id are its previous life's (it died): no one else runs them.
    await handBack(this.deps.db, this.options.workerId);
    this.timer = setInterval(() => this.wake(), POLL_MS).unref();
    this.heartbeat = setInterval(() => void this.beatAll(), Math.max(50, this.options.leaseMs / 3)).unref();
    this.wake();
  }

  /**
   * Takes no more jobs; lets the running ones finish for up to `graceMs`, then stops them and hands
   * them back, so that another worker takes them at once (not after the lease).
   */
  async stop(graceMs = 0): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.dueTimer);
    if (this.running.size > 0 && graceMs > 0) {
      let release = () => {};
      const finished = new Promise<void>((resolve) => {
        release = resolve;
        this.idle.add(resolve);
      });
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([finished, timeout]);
      this.idle.delete(release);
    }
    clearInterval(this.heartbeat);
    const ids = [...this.running.keys(), ...this.outage.held];
    for (const entry of this.running.values()) entry.controller.abort('shutdown' satisfies StopReason);
    await handBack(this.deps.db, this.options.workerId, ids).catch((error: unknown) => {
      // The database away as the process stops: its jobs return to the queue once their lease lapses.
      this.deps.log.warn({ err: error, jobIds: ids }, 'jobs not handed back; they are taken after their lease');
    });
  }

  /** One heartbeat for every run of this process; a run whose row says otherwise stops. */
  private async beatAll(): Promise<void> {
    for (const entry of [...this.running.values()]) {
      if (entry.controller.signal.aborted) continue;
      const lost = await beat(this.deps.db, entry.token, this.deps.now(), this.options.leaseMs).catch(
        (error: unknown) => {
          // The database away for a moment: the lease may lapse, and then the run's writes are refused.
          this.deps.log.warn({ err: error, jobId: entry.token.jobId }, 'job heartbeat failed');
          return null;
        },
      );
      if (lost) entry.controller.abort(lost satisfies StopReason);
    }
  }

  wake(): void {
    // The database away: nothing is tried before the pause is over (the poll comes back to it).
    if (this.stopped || this.outage.waiting) return;
    // A wake during a fill is not lost: the fill goes round once more (a worker freed meanwhile).
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = true;
    this.again = false;
    void this.fill()
      .then(() => this.outage.claimsWorked())
      .catch((error: unknown) => this.outage.claimsFailed(error))
      .finally(() => {
        this.ticking = false;
        if (this.again) this.wake();
      });
  }

  private async fill(): Promise<void> {
    await this.outage.handBack();
    let lost = 0;
    while (!this.stopped && this.active < this.options.workers) {
      const now = this.deps.now();
      const job = await this.claim(now);
      if (!job) {
        const busy = [...this.running.keys()];
        if (++lost >= CLAIM_TRIES || !(await anyClaimable(this.deps.db, now, busy))) break;
        continue;
      }
      lost = 0;
      this.launch(job);
    }
    await this.shareWorkers();
  }

  private claim(now: number, lane?: ClaimOptions['lane']): Promise<JobRow | undefined> {
    const { perOwner, workerId, leaseMs, postgres } = this.options;
    const skip = [...this.running.keys()];
    return claimNextJob(this.deps.db, now, perOwner, { workerId, leaseMs }, { skip, postgres, lane });
  }

  /**
   * Every worker is busy: if a job of another owner waits (its owner under its share), it takes
   * the worker of the run whose slice began first among those that have had one, and that run
   * gives its worker back at its next batch. Claiming first means that of several processes only
   * the one that got the job asks a run to give way. Runs giving way are at most `workers`.
   */
  private async shareWorkers(): Promise<void> {
    const { sliceMs, workers } = this.options;
    if (this.stopped || sliceMs <= 0 || this.active < workers || this.running.size - this.active >= workers) return;
    const now = this.deps.now();
    const due = runsDue(this.running.values(), now, sliceMs);
    if (due.length === 0) return this.wakeWhenDue(now);
    const owners = new Set(due.map((run) => run.owner));
    const job = await this.claim(now, { notOwner: owners.size === 1 ? due[0]?.owner : undefined });
    if (!job) return;
    const conversation = await this.deps.db
      .selectFrom('conversations')
      .select('owner')
      .where('id', '=', job.conversation_id)
      .executeTakeFirst();
    // A job over its lost runs only fails (job-run.ts): no run gives way for it.
    if (job.lost_runs < this.options.maxAttempts) givingWay(due, conversation?.owner)?.yielder.abort();
    this.launch(job);
  }

  /** A slice that ends before the next poll wakes the queue when it does: a waiting job starts on time. */
  private wakeWhenDue(now: number): void {
    const at = nextDue(this.running.values(), this.options.sliceMs);
    if (at === undefined || at - now >= POLL_MS || this.dueTimer) return;
    this.dueTimer = setTimeout(() => {
      this.dueTimer = undefined;
      this.wake();
    }, at - now).unref();
  }

  private launch(job: JobRow): void {
    const controller = new AbortController();
    const token: RunToken = { jobId: job.id, attempt: job.attempt, workerId: this.options.workerId };
    const entry: RunningJob = {
      conversationId: job.conversation_id,
      controller,
      token,
      owner: undefined,
      sliceFrom: undefined,
      yielder: new AbortController(),
    };
    this.running.set(job.id, entry);
    const { outageMs, eventsKept, maxAttempts } = this.options;
    const settings = { outageMs, eventsKept, maxAttempts };
    void runJob(this.deps, job, entry, settings, this.lane(job, entry))
      .then((ended) => (ended === 'yielded' ? this.giveBack(entry) : undefined))
      .catch((error: unknown) => {
        if (!this.outage.interrupt(token, error)) this.deps.log.error({ err: error, jobId: job.id }, 'job run failed');
      })
      .finally(() => {
        this.running.delete(job.id);
        if (this.running.size === 0) for (const resolve of this.idle) resolve();
        this.wake();
      });
  }

  /** The lane of a run: its yield signal, what was kept of its last slice, and where to keep the next. */
  private lane(job: JobRow, entry: RunningJob): Lane {
    return {
      signal: entry.yielder.signal,
      kept: this.kept.take(job.id, job.queued_at),
      begin: () => {
        entry.sliceFrom ??= this.deps.now();
      },
      keep: (document, pace) => {
        entry.keeping = { document, pace };
      },
    };
  }

  /** Lost runs after which a job is failed instead of run again (a revived one too: revive.ts). */
  get maxAttempts(): number {
    return this.options.maxAttempts;
  }

  isRunning(jobId: string): boolean {
    return this.running.has(jobId);
  }

  /** The slice is over (what the run wrote has gone out): the job waits for its next turn. */
  private async giveBack(entry: RunningJob): Promise<void> {
    const { token, owner, keeping } = entry;
    const now = this.deps.now();
    const placed = await giveTurnBack(this.deps.db, token, owner as string, now);
    if (placed && keeping) this.kept.keep(token.jobId, entry.conversationId, now, keeping.document, keeping.pace);
  }

  /** Stops the conversation's job where it is: finished segments stay, the engine calls are cancelled. */
  pause(conversationId: string): Promise<boolean> {
    return pauseJobs(this.deps, conversationId, (jobId) => {
      this.kept.drop(jobId);
      this.running.get(jobId)?.controller.abort('pause' satisfies StopReason);
    });
  }

  /** A deleted conversation's runs in this process stop at once (their writes are refused anyway). */
  abortConversation(conversationId: string): void {
    this.kept.dropConversation(conversationId);
    for (const entry of this.running.values()) {
      if (entry.conversationId === conversationId) entry.controller.abort('deleted' satisfies StopReason);
    }
  }

  /**
   * Queues the conversation's paused jobs again, behind the jobs that waited meanwhile; their
   * messages say so at once (pause-resume.ts).
   */
  async resume(conversationId: string): Promise<boolean> {
    const resumed = await resumeJobs(this.deps, conversationId);
    this.wake();
    return resumed;
  }
}
