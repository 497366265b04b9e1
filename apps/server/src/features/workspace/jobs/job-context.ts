import type { TranslationMemory } from '@glossa/translate/memory/translation-memory';
import type { WorkspaceDeps } from '../deps.ts';
import type { JobRow } from './job-input.ts';
import type { RunToken, WriteGuard } from './run-token.ts';

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
  setTotals(total: number, done: number): Promise<void>;
}
