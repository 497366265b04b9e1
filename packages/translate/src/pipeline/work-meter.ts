/** Answers run longer than their source (JSON around them, longer languages) until measured. */
const DEFAULT_ANSWER_RATIO = 1.5;

/**
 * How much of the engine's work a run has done, counting the answers as they stream in rather
 * than only finished batches: long batches that all end late still show steady progress, so an
 * ETA from it follows the measured throughput. The answer's expected size is learnt from the
 * batches finished so far.
 */
export class WorkMeter {
  private answered = 0;
  private finishedSource = 0;
  private finishedAnswer = 0;

  constructor(private readonly totalSource: number) {}

  /** Characters of some answer arrived. */
  received(characters: number): void {
    this.answered += characters;
  }

  /** A batch of `sourceCharacters` finished with answers of `answerCharacters`. */
  finished(sourceCharacters: number, answerCharacters: number): void {
    this.finishedSource += sourceCharacters;
    this.finishedAnswer += answerCharacters;
  }

  /** From 0 to 1. */
  get fraction(): number {
    if (this.totalSource <= 0) return 1;
    const ratio = this.finishedSource > 0 ? this.finishedAnswer / this.finishedSource : DEFAULT_ANSWER_RATIO;
    return Math.min(1, this.answered / Math.max(1, ratio * this.totalSource));
  }
}
