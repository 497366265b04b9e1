import type { Block, ChatMessage } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { isLocaleCode } from '@glossa/contracts/locales';
import { EngineError } from '@glossa/translate/engines/engine';
import { AppError } from '../../../http/app-error.ts';
import type { WorkspaceDeps } from '../deps.ts';
import { toMessage } from '../repo.ts';
import { runChatTurn } from './chat-turn.ts';
import type { JobRunContext } from './job-context.ts';
import type { JobInput, JobRow } from './job-input.ts';
import { MessageWriter } from './message-writer.ts';
import { runTranslateTurn } from './translate-turn.ts';

const POLL_MS = 1000;

type StopReason = 'pause' | 'shutdown';

/**
 * The embedded job queue (DESIGN.md 3.3): a table of jobs worked by this process. A job that was
 * running when the process died is picked up again at start and resumes from its saved segments.
 */
export class JobRunner {
  private readonly running = new Map<string, { controller: AbortController; writer?: MessageWriter }>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private ticking = false;

  constructor(
    private readonly deps: WorkspaceDeps,
    private readonly concurrency = 2,
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
      await this.deps.db.updateTable('jobs').set({ state: 'queued' }).where('id', 'in', ids).execute();
    }
  }

  wake(): void {
    if (this.stopped || this.ticking) return;
    this.ticking = true;
    void this.fill()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'job queue failed'))
      .finally(() => {
        this.ticking = false;
      });
  }

  private async fill(): Promise<void> {
    while (!this.stopped && this.running.size < this.concurrency) {
      const busy = [...this.running.keys()];
      let query = this.deps.db.selectFrom('jobs').selectAll().where('state', '=', 'queued');
      // A paused job resumed at once may still be unwinding here: it is taken again once it has.
      if (busy.length > 0) query = query.where('id', 'not in', busy);
      const next = await query.orderBy('created_at').executeTakeFirst();
      if (!next) return;
      const claimed = await this.deps.db
        .updateTable('jobs')
        .set({ state: 'running', updated_at: this.deps.now() })
        .where('id', '=', next.id)
        .where('state', '=', 'queued')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) continue;
      const controller = new AbortController();
      this.running.set(next.id, { controller });
      void this.run(next, controller).finally(() => {
        this.running.delete(next.id);
        this.wake();
      });
    }
  }

  isRunning(jobId: string): boolean {
    return this.running.has(jobId);
  }

  private async run(job: JobRow, controller: AbortController): Promise<void> {
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
    const message = toMessage(row);
    const writer = new MessageWriter(this.deps.events, job.conversation_id, message.id, message.blocks, 'streaming');
    const entry = this.running.get(job.id);
    if (entry) entry.writer = writer;
    const input = JSON.parse(job.input) as JobInput;
    const ctx: JobRunContext = {
      deps: this.deps,
      job,
      ownerKey: conversation.owner,
      signal: controller.signal,
      setTotals: async (total, done) => {
        await db
          .updateTable('jobs')
          .set({ total, done, updated_at: this.deps.now() })
          .where('id', '=', job.id)
          .execute();
      },
    };
    try {
      if (message.status !== 'streaming') await writer.status('streaming');
      if (input.kind === 'translate') await runTranslateTurn(ctx, input, writer);
      else await runChatTurn(ctx, input, writer);
      await writer.status('done');
      await db
        .updateTable('jobs')
        .set({ state: 'done', updated_at: this.deps.now() })
        .where('id', '=', job.id)
        .execute();
    } catch (error) {
      await writer.flush().catch(() => undefined);
      if (controller.signal.aborted) return; // paused or shutting down: the job stays to be resumed
      await this.fail(job, writer, input, error);
    }
  }

  private async fail(job: JobRow, writer: MessageWriter, input: JobInput, error: unknown): Promise<void> {
    const appError =
      error instanceof AppError
        ? error
        : error instanceof EngineError && error.code !== 'unsupported-pair'
          ? new AppError('unavailable')
          : new AppError('internal');
    if (!(error instanceof AppError)) this.deps.log.error({ err: error, jobId: job.id }, 'job failed');
    const locale = input.settings.locale && isLocaleCode(input.settings.locale) ? input.settings.locale : 'enus';
    const block: Block = {
      type: 'error',
      content: this.deps.catalog.t(locale, 'errors', ERRORS[appError.errorName].messageKey, appError.values),
      attributes: { code: appError.code },
    };
    const progress = writer.blocks.findIndex((b) => b.type === 'progress');
    if (progress >= 0) await writer.patch(progress, { state: 'failed' }, true);
    await writer.set(writer.blocks.length, block);
    await writer.status('failed');
    await this.deps.quota.refund(job.id);
    await this.deps.db
      .updateTable('jobs')
      .set({
        state: 'failed',
        error: String((error as Error)?.message ?? error).slice(0, 2000),
        updated_at: this.deps.now(),
      })
      .where('id', '=', job.id)
      .execute();
  }

  /** Stops the conversation's job where it is: finished segments stay, the engine calls are cancelled. */
  async pause(conversationId: string): Promise<boolean> {
    const jobs = await this.deps.db
      .selectFrom('jobs')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('state', 'in', ['queued', 'running'])
      .execute();
    for (const job of jobs) {
      await this.deps.db.updateTable('jobs').set({ state: 'paused' }).where('id', '=', job.id).execute();
      const entry = this.running.get(job.id);
      entry?.controller.abort('pause' satisfies StopReason);
      await this.markMessage(job, entry?.writer, 'paused');
    }
    return jobs.length > 0;
  }

  async resume(conversationId: string): Promise<boolean> {
    const result = await this.deps.db
      .updateTable('jobs')
      .set({ state: 'queued' })
      .where('conversation_id', '=', conversationId)
      .where('state', '=', 'paused')
      .executeTakeFirst();
    this.wake();
    return Number(result.numUpdatedRows) > 0;
  }

  private async markMessage(job: JobRow, running: MessageWriter | undefined, status: ChatMessage['status']) {
    const row = await this.deps.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', job.message_id)
      .executeTakeFirst();
    if (!row) return;
    const message = toMessage(row);
    const writer =
      running ?? new MessageWriter(this.deps.events, job.conversation_id, message.id, message.blocks, message.status);
    const progress = writer.blocks.findIndex((b) => b.type === 'progress');
    if (progress >= 0) await writer.patch(progress, { state: status === 'paused' ? 'paused' : 'running' }, true);
    await writer.status(status);
  }
}
