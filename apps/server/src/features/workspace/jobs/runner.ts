import type { Block, ChatMessage } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { isLocaleCode } from '@glossa/contracts/locales';
import { EngineError } from '@glossa/translate/engines/engine';
import { AppError } from '../../../http/app-error.ts';
import type { WorkspaceDeps } from '../deps.ts';
import { toMessage } from '../repo.ts';
import { runChatTurn } from './chat-turn.ts';
import { anyClaimable, claimNextJob } from './fair-queue.ts';
import type { JobRunContext } from './job-context.ts';
import type { JobInput, JobRow } from './job-input.ts';
import { beat, handBack, type LostReason } from './leases.ts';
import { MessageWriter } from './message-writer.ts';
import { holdRun, RunEnded, type RunToken, runGuard } from './run-token.ts';
import { runTranslateTurn } from './translate-turn.ts';

const POLL_MS = 1000;
/** Claims lost to another process in a row before waiting for the next poll. */
const CLAIM_TRIES = 3;

type StopReason = LostReason | 'shutdown';

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
  /** PostgreSQL: claims skip rows another worker is locking. */
  postgres: boolean;
  /** Events kept when a turn ends: a client a little behind replays them; one further behind gets a snapshot. */
  eventsKept: number;
}

const DEFAULT_OPTIONS: QueueOptions = {
  workers: 2,
  perOwner: 1,
  workerId: 'embedded',
  leaseMs: 30_000,
  outageMs: 600_000,
  postgres: false,
  eventsKept: 50,
};

interface RunningJob {
  conversationId: string;
  controller: AbortController;
  token: RunToken;
}

/**
 * The job queue (DESIGN.md 3.3, decision 0024): a table of jobs worked by any number of processes,
 * claimed fairly across owners (fair-queue.ts). A claim writes the worker's id and a lease, which
 * a heartbeat renews; a job whose holder died is taken over once its lease has lapsed and resumes
 * from its saved segments. At start a process takes back only the jobs held under its own id.
 * Each claim is a new run with its own token; the run writes only while the job row still holds
 * that token (run-token.ts). A pause made by any process reaches the holder at its next beat.
 */
export class JobRunner {
  private readonly running = new Map<string, RunningJob>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private ticking = false;
  private again = false;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly idle = new Set<() => void>();
  private readonly options: QueueOptions;

  constructor(
    private readonly deps: WorkspaceDeps,
    options: Partial<QueueOptions> = {},
  ) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
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
    const ids = [...this.running.keys()];
    for (const entry of this.running.values()) entry.controller.abort('shutdown' satisfies StopReason);
    await handBack(this.deps.db, this.options.workerId, ids);
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
    if (this.stopped) return;
    // A wake during a fill is not lost: the fill goes round once more (a worker freed meanwhile).
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = true;
    this.again = false;
    void this.fill()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'job queue failed'))
      .finally(() => {
        this.ticking = false;
        if (this.again) this.wake();
      });
  }

  private async fill(): Promise<void> {
    let lost = 0;
    while (!this.stopped && this.running.size < this.options.workers) {
      const busy = [...this.running.keys()];
      const { perOwner, workerId, leaseMs, postgres } = this.options;
      const now = this.deps.now();
      const job = await claimNextJob(this.deps.db, now, perOwner, { workerId, leaseMs }, busy, postgres);
      if (!job) {
        if (++lost >= CLAIM_TRIES || !(await anyClaimable(this.deps.db, now, busy))) return;
        continue;
      }
      lost = 0;
      const controller = new AbortController();
      const token: RunToken = { jobId: job.id, attempt: job.attempt, workerId };
      this.running.set(job.id, { conversationId: job.conversation_id, controller, token });
      void this.run(job, token, controller)
        .catch((error: unknown) => this.deps.log.error({ err: error, jobId: job.id }, 'job run failed'))
        .finally(() => {
          this.running.delete(job.id);
          if (this.running.size === 0) for (const resolve of this.idle) resolve();
          this.wake();
        });
    }
  }

  isRunning(jobId: string): boolean {
    return this.running.has(jobId);
  }

  private async run(job: JobRow, token: RunToken, controller: AbortController): Promise<void> {
    const { db } = this.deps;
    const conversation = await db
      .selectFrom('conversations')
      .select('owner')
      .where('id', '=', job.conversation_id)
      .executeTakeFirst();
    const row = await db.selectFrom('messages').selectAll().where('id', '=', job.message_id).executeTakeFirst();
    if (!conversation || !row) {
      await db.updateTable('jobs').set({ state: 'cancelled' }).where('id', '=', job.id).execute();
      return;
    }
    const guard = runGuard(token, this.deps.now, controller.signal);
    const message = toMessage(row);
    const writer = new MessageWriter(
      this.deps.events,
      job.conversation_id,
      message.id,
      message.blocks,
      'streaming',
      guard,
    );
    const input = JSON.parse(job.input) as JobInput;
    const ctx: JobRunContext = {
      deps: this.deps,
      job,
      ownerKey: conversation.owner,
      token,
      guard,
      memory: this.deps.memory.forOrigin({ conversationId: job.conversation_id, jobId: job.id, guard }),
      signal: controller.signal,
      outageMs: this.options.outageMs,
      setTotals: (total, done) =>
        db.transaction().execute(async (trx) => {
          await guard(trx);
          await trx.updateTable('jobs').set({ total, done }).where('id', '=', job.id).execute();
        }),
    };
    try {
      if (message.status !== 'streaming') await writer.status('streaming');
      if (input.kind === 'translate') await runTranslateTurn(ctx, input, writer);
      else await runChatTurn(ctx, input, writer);
      // The job row and the message become done in one transaction: a client that sees "done"
      // finds the job done too (downloads answer at once).
      await writer.settle('done', [], runGuard(token, this.deps.now, controller.signal, { state: 'done' }));
      await this.deps.events.prune(job.conversation_id, this.options.eventsKept);
    } catch (error) {
      const reason = controller.signal.reason as StopReason | undefined;
      // Whatever ended the run, every engine call it still has in flight or queued stops now.
      controller.abort('ended' satisfies StopReason);
      await writer.flush().catch(() => undefined);
      if (reason !== undefined || error instanceof RunEnded) return; // paused, deleted, stopping, or taken over
      await this.fail(token, writer, input, error);
      await this.deps.events.prune(job.conversation_id, this.options.eventsKept);
    }
  }

  private async fail(token: RunToken, writer: MessageWriter, input: JobInput, error: unknown): Promise<void> {
    const appError =
      error instanceof AppError
        ? error
        : error instanceof EngineError && error.code !== 'unsupported-pair'
          ? new AppError('unavailable')
          : new AppError('internal');
    if (!(error instanceof AppError)) this.deps.log.error({ err: error, jobId: token.jobId }, 'job failed');
    const locale = input.settings.locale && isLocaleCode(input.settings.locale) ? input.settings.locale : 'enus';
    const block: Block = {
      type: 'error',
      content: this.deps.catalog.t(locale, 'errors', ERRORS[appError.errorName].messageKey, appError.values),
      attributes: { code: appError.code },
    };
    const progress = writer.blocks.findIndex((b) => b.type === 'progress');
    const changes = [
      ...(progress >= 0 ? [{ index: progress, attributes: { state: 'failed' } }] : []),
      { index: writer.blocks.length, block },
    ];
    const failed = { state: 'failed', error: String((error as Error)?.message ?? error).slice(0, 2000) };
    // Job failed, message failed and the chat given back, together; refused if the run had already ended.
    await writer
      .settle('failed', changes, async (trx) => {
        await holdRun(trx, token, this.deps.now(), failed);
        await this.deps.quota.refund(token.jobId, trx);
      })
      .catch((refused: unknown) => {
        if (!(refused instanceof RunEnded)) throw refused;
      });
  }

  /** Stops the conversation's job where it is: finished segments stay, the engine calls are cancelled. */
  async pause(conversationId: string): Promise<boolean> {
    const jobs = await this.deps.db
      .selectFrom('jobs')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('state', 'in', ['queued', 'running'])
      .execute();
    let paused = false;
    for (const job of jobs) {
      // From here on the run's writes are refused (its guard wants `running`).
      const result = await this.deps.db
        .updateTable('jobs')
        .set({ state: 'paused', updated_at: this.deps.now() })
        .where('id', '=', job.id)
        .where('state', 'in', ['queued', 'running'])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) continue;
      paused = true;
      this.running.get(job.id)?.controller.abort('pause' satisfies StopReason);
      await this.markMessage(job, 'paused', 'paused');
    }
    return paused;
  }

  /** A deleted conversation's runs in this process stop at once (their writes are refused anyway). */
  abortConversation(conversationId: string): void {
    for (const entry of this.running.values()) {
      if (entry.conversationId === conversationId) entry.controller.abort('deleted' satisfies StopReason);
    }
  }

  /**
   * Queues the conversation's paused jobs again. Their messages say so at once (streaming, the
   * progress card "waiting to start"), before a worker claims them: a client that reconnects
   * meanwhile sees the turn going on, not "paused" until the next poll.
   */
  async resume(conversationId: string): Promise<boolean> {
    const jobs = await this.deps.db
      .selectFrom('jobs')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('state', '=', 'paused')
      .execute();
    // While the jobs are still paused nothing else writes their messages.
    for (const job of jobs) await this.markMessage(job, 'streaming', 'queued');
    const result = await this.deps.db
      .updateTable('jobs')
      .set({ state: 'queued' })
      .where('conversation_id', '=', conversationId)
      .where('state', '=', 'paused')
      .executeTakeFirst();
    this.wake();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The message as stored (not the run's writer: what it had not saved is not shown), with its new status. */
  private async markMessage(job: JobRow, status: ChatMessage['status'], progressState: 'paused' | 'queued') {
    const row = await this.deps.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', job.message_id)
      .executeTakeFirst();
    if (!row) return;
    const message = toMessage(row);
    const writer = new MessageWriter(this.deps.events, job.conversation_id, message.id, message.blocks, message.status);
    const progress = writer.blocks.findIndex((b) => b.type === 'progress');
    await writer.settle(status, progress >= 0 ? [{ index: progress, attributes: { state: progressState } }] : []);
  }
}
