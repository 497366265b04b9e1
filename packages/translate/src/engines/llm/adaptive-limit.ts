/**
 * How many requests the model server should have in flight, found while translating (AIMD, as
 * TCP finds a link's capacity). A request "acknowledges" when its first token arrives promptly:
 * below the slow-start threshold each acknowledgement adds one (the limit doubles per round),
 * above it one per round. An overload — 429, 503, a timeout, or a first token that comes late
 * because the server queued the request (its throughput stopped rising: by Little's law, more
 * in flight only adds waiting) — multiplies the limit by 0.7 and lowers the threshold to 0.9 of
 * where the trouble began, so the limit climbs back quickly to just below that point and then
 * probes gently. Pure arithmetic: the caller measures and reports.
 */
export interface AdaptiveLimitOptions {
  /** The ceiling (LLM_CONCURRENCY). */
  max: number;
  /** Where it starts (default 8). */
  start?: number;
}

/** A first token later than this many times the fastest one seen, plus the margin, means the server queued. */
const LATE_FACTOR = 2;
/** Where it starts: the fixed limit Glossa used before, which every server took. */
const START = 8;
const LATE_MARGIN_MS = 500;
/**
 * Requests stay in flight after their first token, so one more per acknowledgement would only grow
 * the limit linearly; two more make the number of new requests double per round, as in TCP.
 */
const SLOW_START_STEP = 2;
const DECREASE = 0.7;
const THRESHOLD = 0.9;
/** The fastest first token drifts up slowly, so one lucky early answer does not make every later one "late". */
const BASELINE_DRIFT = 1.002;

export class AdaptiveLimit {
  private value: number;
  private threshold: number;
  private readonly max: number;
  /** Bumped on every decrease; trouble from a request granted before the last decrease was already answered. */
  private round = 0;
  private fastestMs: number | undefined;
  /** Decreases so far, for reports. */
  decreases = 0;

  constructor(options: AdaptiveLimitOptions) {
    this.max = Math.max(1, options.max);
    this.value = Math.min(this.max, Math.max(1, options.start ?? START));
    this.threshold = this.max;
  }

  /** Requests allowed in flight now. */
  get current(): number {
    return Math.max(1, Math.floor(this.value + 1e-9));
  }

  /** The decrease round a request granted now belongs to. */
  get epoch(): number {
    return this.round;
  }

  /**
   * A request's first token came after `ms`. `busy`: the limit was in use (requests were waiting
   * or every slot was taken), since an idle limit proves nothing by growing.
   */
  firstToken(ms: number, epoch: number, busy: boolean): void {
    const fastest = this.fastestMs === undefined ? ms : Math.min(ms, this.fastestMs * BASELINE_DRIFT);
    this.fastestMs = fastest;
    if (ms > fastest * LATE_FACTOR + LATE_MARGIN_MS) {
      this.overloaded(epoch);
      return;
    }
    if (!busy) return;
    this.value = Math.min(this.max, this.value + (this.value < this.threshold ? SLOW_START_STEP : 1 / this.value));
  }

  /** The server refused or failed a request granted in round `epoch` because it had too much to do. */
  overloaded(epoch: number): void {
    if (epoch !== this.round) return;
    this.round++;
    this.decreases++;
    this.threshold = Math.max(1, this.value * THRESHOLD);
    this.value = Math.max(1, this.value * DECREASE);
  }
}
