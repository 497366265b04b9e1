import type { TranslationEngine } from '@glossa/translate/engines/engine';
import type { TranslationMemory } from '@glossa/translate/memory/translation-memory';
import type { JobRow } from '#core/queue/job-row.ts';
import type { RunToken, WriteGuard } from '#core/queue/run-token.ts';
import type { WorkspaceDeps } from '../deps.ts';
import type { Lane } from './lanes.ts';
import { outageTolerant } from './outage.ts';

export interface JobRunContext {
  deps: WorkspaceDeps;
  job: JobRow;
  ownerKey: string;
  /** This run of the job; `guard` refuses every write once the run has ended (RunEnded). */
  token: RunToken;
  guard: WriteGuard;
  /** The owner's memory, storing with this conversation as the origin and under the run's guard. */
  memory: TranslationMemory;
  /** Aborted when the user pauses, the job fails or is deleted, or the server stops. */
  signal: AbortSignal;
  /** The job's engine calls wait out an outage this long before the job fails (outage.ts). */
  outageMs: number;
  /** When to give the worker back to a waiting job, and what to keep for the next slice (decision 0031). */
  lane: Lane;
  setTotals(total: number, done: number): Promise<void>;
}

/** The engine as a job uses it: a batch that meets an outage waits and is sent again (outage.ts). */
export function jobEngine(ctx: JobRunContext, engine: TranslationEngine): TranslationEngine {
  return outageTolerant(engine, {
    outageMs: ctx.outageMs,
    signal: ctx.signal,
    onWait: (error, waitMs) =>
      ctx.deps.log.warn({ jobId: ctx.job.id, code: error.code, status: error.status, waitMs }, 'engine away, waiting'),
  });
}
