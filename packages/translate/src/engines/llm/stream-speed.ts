/**
 * What the model server's answers have measured so far: the wait for the first token and the
 * decode speed of one request, as moving averages. Estimates of how long a document will take
 * come from these, never from an assumed speed.
 */
export class StreamSpeed {
  firstTokenMs: number | undefined;
  tokensPerSecond: number | undefined;

  /** One answer: its first token after `firstTokenMs`, then `tokens` in `decodeMs`. */
  record(firstTokenMs: number, decodeMs: number, tokens: number): void {
    this.firstTokenMs = average(this.firstTokenMs, firstTokenMs);
    // A short answer says little about the decode speed (it may have come in one chunk).
    if (tokens >= 20 && decodeMs >= 100)
      this.tokensPerSecond = average(this.tokensPerSecond, (tokens * 1000) / decodeMs);
  }
}

const WEIGHT = 0.2;

function average(previous: number | undefined, sample: number): number {
  return previous === undefined ? sample : previous + WEIGHT * (sample - previous);
}
