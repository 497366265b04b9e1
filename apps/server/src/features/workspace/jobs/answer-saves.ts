/**
 * How long a run's engine answers waited between coming back and being saved: what a crash in
 * that window sends to the engine once more (docs/decisions/0012-jobs-and-events.md). The run
 * logs the figures when its engine work ends ('answers saved'); the scale suite prints them.
 */
export class AnswerSaves {
  private readonly waits: number[] = [];

  /** An answer that came back at `answeredAt` (`performance.now()`) is saved now. */
  saved(answeredAt: number): void {
    this.waits.push(performance.now() - answeredAt);
  }

  /** The answers saved, and the median, 95th percentile and longest wait in milliseconds. */
  summary(): { answers: number; savedMsP50: number; savedMsP95: number; savedMsMax: number } | undefined {
    if (this.waits.length === 0) return undefined;
    const sorted = [...this.waits].sort((a, b) => a - b);
    const at = (share: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
    return { answers: sorted.length, savedMsP50: at(0.5), savedMsP95: at(0.95), savedMsMax: at(1) };
  }
}
