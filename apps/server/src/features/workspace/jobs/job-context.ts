import type { WorkspaceDeps } from '../deps.ts';
import type { JobRow } from './job-input.ts';

export interface JobRunContext {
  deps: WorkspaceDeps;
  job: JobRow;
  ownerKey: string;
  /** Aborted when the user pauses or the server stops. */
  signal: AbortSignal;
  setTotals(total: number, done: number): Promise<void>;
}
