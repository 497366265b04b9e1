import type { OpenedDocument } from '../documents.ts';

/** Where a job's ETA is measured from: the start of its first slice, and the segments done then. */
export interface Pace {
  startedAt: number;
  doneAtStart: number;
}

/** What a process keeps of a job between two of its slices (decision 0031). */
export interface KeptSlice {
  document: OpenedDocument;
  /** Only when the job came straight back from its give-back (no pause or resume in between). */
  pace: Pace | undefined;
}

/**
 * A running job's lane: told when to give its worker back, and able to keep what its next slice
 * needs. Only translations take slices; a chat turn is one request and runs to its end.
 */
export interface Lane {
  /** Aborted when a job of another owner waits for this job's worker (the slice is over). */
  signal: AbortSignal;
  /** What this process kept of the job's previous slice. */
  kept: KeptSlice | undefined;
  /** The engine work starts now: the slice is counted from here, not from opening the document. */
  begin(): void;
  /** Keeps the open document and the pace for the next slice, in this process. */
  keep(document: OpenedDocument, pace: Pace): void;
}

interface Kept {
  document: OpenedDocument;
  pace: Pace;
  /** The job's place in the line when it gave its worker back. */
  queuedAt: number;
  conversationId: string;
  characters: number;
}

/** The documents kept at most, in characters of source text (about twice that in bytes). */
const KEPT_CHARACTERS = 32 * 1024 * 1024;

/**
 * Open documents of jobs waiting for their next slice, so a large file is not read again each
 * slice: at most `count` of them and KEPT_CHARACTERS in all, the oldest dropped first. A job
 * that never comes back (deleted, finished elsewhere) leaves as newer ones come.
 */
export class KeptSlices {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly count: number) {}

  keep(jobId: string, conversationId: string, queuedAt: number, document: OpenedDocument, pace: Pace): void {
    const characters = document.segments.reduce((sum, segment) => sum + segment.text.length, 0);
    this.kept.delete(jobId);
    if (characters > KEPT_CHARACTERS || this.count === 0) return;
    this.kept.set(jobId, { document, pace, queuedAt, conversationId, characters });
    let total = 0;
    for (const entry of this.kept.values()) total += entry.characters;
    for (const [id, entry] of this.kept) {
      if (this.kept.size <= this.count && total <= KEPT_CHARACTERS) break;
      this.kept.delete(id);
      total -= entry.characters;
    }
  }

  /** What was kept for the job, taken out; its pace only if the job's place is still the one it left with. */
  take(jobId: string, queuedAt: number): KeptSlice | undefined {
    const entry = this.kept.get(jobId);
    if (!entry) return undefined;
    this.kept.delete(jobId);
    return { document: entry.document, pace: entry.queuedAt === queuedAt ? entry.pace : undefined };
  }

  drop(jobId: string): void {
    this.kept.delete(jobId);
  }

  /** A deleted conversation's documents go at once. */
  dropConversation(conversationId: string): void {
    for (const [id, entry] of this.kept) if (entry.conversationId === conversationId) this.kept.delete(id);
  }
}

/** A run as the lanes see it: whose it is, when its slice began, and whether it was asked to give way. */
export interface LaneRun {
  owner: string | undefined;
  sliceFrom: number | undefined;
  yielder: AbortController;
}

/** Runs that have had their slice and are not giving way already: the ones that may give a worker back. */
export function runsDue<T extends LaneRun>(runs: Iterable<T>, now: number, sliceMs: number): T[] {
  return [...runs].filter(
    (run) =>
      run.owner !== undefined &&
      !run.yielder.signal.aborted &&
      run.sliceFrom !== undefined &&
      now - run.sliceFrom >= sliceMs,
  );
}

/** When the next run's slice ends (undefined: no run is in a slice). */
export function nextDue(runs: Iterable<LaneRun>, sliceMs: number): number | undefined {
  let first: number | undefined;
  for (const run of runs) {
    if (run.sliceFrom === undefined || run.yielder.signal.aborted) continue;
    first = Math.min(first ?? Number.POSITIVE_INFINITY, run.sliceFrom + sliceMs);
  }
  return first;
}

/** The run that gives way to a job of `owner`: of another owner, the one whose slice began first. */
export function givingWay<T extends LaneRun>(due: readonly T[], owner: string | undefined): T | undefined {
  return due.filter((run) => run.owner !== owner).sort((a, b) => (a.sliceFrom as number) - (b.sliceFrom as number))[0];
}
