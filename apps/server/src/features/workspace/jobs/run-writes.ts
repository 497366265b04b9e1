import type { MemoryScope } from '@glossa/translate/memory/translation-memory';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#db/schema.ts';
import type { JobRunContext } from './job-context.ts';
import { type SavedSegment, saveSegmentsIn } from './segments-repo.ts';

type Entries = readonly { source: string; target: string }[];
type Waiter = { resolve: () => void; reject: (error: unknown) => void };

/** Writes waiting for the next transaction of their kind, and who waits for them. */
class Pending<T> {
  items: T[] = [];
  waiting: Waiter[] = [];

  add(items: readonly T[]): Promise<void> {
    this.items.push(...items);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  /** Everything waiting, taken for one transaction; the next ones gather anew. */
  take(): { items: T[]; waiting: Waiter[] } {
    const taken = { items: this.items, waiting: this.waiting };
    this.items = [];
    this.waiting = [];
    return taken;
  }
}

/**
 * A translation run's saved segments and memory entries, written one transaction at a time under
 * the run's guard, segments first: what arrives while one commits goes into the next (a group
 * commit). The engine's batches answer many at once; each used to take a connection of its own
 * and then wait for the job row, which every write of the run locks first, so under load an
 * answer waited seconds to be saved (docs/decisions/0012-jobs-and-events.md, amended). Now a run
 * holds one connection for them, and an answer waits at most for the transaction before its own.
 * Memory entries (slower to write) follow in transactions of their own, after their segments.
 */
export class RunWrites {
  private readonly segments = new Pending<SavedSegment>();
  private readonly memory = new Pending<{ scope: MemoryScope; entries: Entries }>();
  private writing = false;

  constructor(private readonly ctx: Pick<JobRunContext, 'deps' | 'job' | 'guard'>) {}

  /** Resolves once these segments are saved; rejects when the run may no longer write (RunEnded). */
  save(segments: readonly SavedSegment[]): Promise<void> {
    if (segments.length === 0) return Promise.resolve();
    return this.started(this.segments.add(segments));
  }

  /** Stores memory entries of saved segments (with the conversation as their origin). */
  remember(scope: MemoryScope, entries: Entries): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    return this.started(this.memory.add([{ scope, entries }]));
  }

  private started(done: Promise<void>): Promise<void> {
    if (this.writing) return done;
    this.writing = true;
    // After the I/O of this turn of the event loop: the answers that arrived with this one (a
    // document's batches answer within milliseconds of each other) join its transaction.
    setImmediate(() => void this.drain());
    return done;
  }

  private async drain(): Promise<void> {
    const { job, deps } = this.ctx;
    const origin = { conversationId: job.conversation_id, jobId: job.id };
    for (;;) {
      if (this.segments.waiting.length > 0) {
        const { items, waiting } = this.segments.take();
        await this.write(waiting, (trx) => saveSegmentsIn(trx, job.id, items));
      } else if (this.memory.waiting.length > 0) {
        const { items, waiting } = this.memory.take();
        await this.write(waiting, async (trx) => {
          for (const { scope, entries } of items) await deps.memory.storeIn(trx, scope, entries, origin);
        });
      } else break;
    }
    this.writing = false;
  }

  /** One transaction under the run's guard; those waiting for it learn how it went. */
  private async write(waiting: Waiter[], writes: (trx: Kysely<DatabaseSchema>) => Promise<void>): Promise<void> {
    try {
      await this.ctx.deps.db.transaction().execute(async (trx) => {
        await this.ctx.guard(trx);
        await writes(trx);
      });
      for (const waiter of waiting) waiter.resolve();
    } catch (error) {
      for (const waiter of waiting) waiter.reject(error);
    }
  }
}
