import type { Block, ChatMessage } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { isLocaleCode } from '@glossa/contracts/locales';
import { EngineError } from '@glossa/translate/engines/engine';
import { AppError } from '../../../http/app-error.ts';
import type { WorkspaceDeps } from '../deps.ts';
import { toMessage } from '../repo.ts';
import { runChatTurn } from './chat-turn.ts';
import { anyQueued, claimNextJob } from './fair-queue.ts';
import type { JobRunContext } from './job-context.ts';
import type { JobInput, JobRow } from './job-input.ts';
import { MessageWriter } from './message-writer.ts';
import { holdRun, RunEnded, type RunToken, runGuard } from './run-token.ts';
import { runTranslateTurn } from './translate-turn.ts';

const POLL_MS = 1000;
/** Claims lost to another process in a row before waiting for the next poll. */
const CLAIM_TRIES = 3;

type StopReason = 'pause' | 'shutdown' | 'ended' | 'deleted';

/** The queue's shape: workers in this process, and how many jobs one owner may run while others wait. */
export interface QueueOptions {
  workers: number;
  perOwner: number;
}

interface RunningJob {
  conversationId: string;
  controller: AbortController;
}

/**
 * The embedded job queue (DESIGN.md 3.3): a table of jobs worked by this process, claimed fairly
 * across owners (fair-queue.ts). A job that was running when the process died is picked up again
 * at start and resumes from its saved segments. Each claim is a new run with its own token; the
 * run writes only while the job row still holds that token (run-token.ts).
 */
export class JobRunner {
  private readonly running = new Map<string, RunningJob>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private ticking = false;
  private again = false;

  constructor(
    private readonly deps: WorkspaceDeps,
    private readonly options: QueueOptions = { workers: 2, perOwner: 1 },
  ) {}

  async start(): Promise<void> {
    await this.deps.db.updateTable('jobs').set({ state: 'queued' }).where('state', '=', 'running').execute();
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const [, entry] of this.running) entry.controller.abort('shutdown' satisfies StopReason);
    const ids = [...this.running.keys()];
    if (ids.length > 0) {
      await this.deps.db
        .updateTable('jobs')
        .set({ state: 'queued' })
        .where('id', 'in', ids)
        .where('state', '=', 'running')
        .execute();
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
      const job = await claimNextJob(this.deps.db, this.deps.now(), this.options.perOwner, busy);
      if (!job) {
        if (++lost >= CLAIM_TRIES || !(await anyQueued(this.deps.db, busy))) return;
        continue;
      }
      lost = 0;
      const controller = new AbortController();
      this.running.set(job.id, { conversationId: job.conversation_id, controller });
      void this.run(job, controller)
        .catch((error: unknown) => this.deps.log.error({ err: error, jobId: job.id }, 'job run failed'))
        .finally(() => {
          this.running.delete(job.id);
          this.wake();
        });
    }
  }

  isRunning(jobId: string): boolean {
    return this.running.has(jobId);
  }

  private async run(job: JobRow, controller: AbortController): Promise<void> {
    const { db } = this.deps;
    const token: RunToken = { jobId: job.id, attempt: job.attempt };
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
    } catch (error) {
      const reason = controller.signal.reason as StopReason | undefined;
      // Whatever ended the run, every engine call it still has in flight or queued stops now.
      controller.abort('ended' satisfies StopReason);
      await writer.flush().catch(() => undefined);
      if (reason !== undefined || error instanceof RunEnded) return; // paused, deleted, stopping, or taken over
      await this.fail(token, writer, input, error);
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
