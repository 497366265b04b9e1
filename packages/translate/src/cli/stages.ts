import type { PartCoverage } from '@glossa/contracts/coverage';

/**
 * `--verbose`: how long each stage of a translation took (reading the file, reading its text,
 * choosing the source language, translating, rebuilding, writing), and how much of each part of
 * the document was translated, on standard error once the file is written.
 */
export class StageClock {
  private readonly stages: { name: string; ms: number }[] = [];
  private last = performance.now();
  private readonly started = this.last;

  constructor(private readonly verbose: boolean) {}

  /** The stage named has just ended. */
  lap(name: string): void {
    const now = performance.now();
    this.stages.push({ name, ms: now - this.last });
    this.last = now;
  }

  report(coverage: readonly PartCoverage[] = []): void {
    if (!this.verbose) return;
    const ms = (value: number) => `${Math.round(value)} ms`;
    const stages = this.stages.map((stage) => `${stage.name} ${ms(stage.ms)}`).join(', ');
    process.stderr.write(`time: ${stages}; total ${ms(performance.now() - this.started)}\n`);
    if (coverage.length === 0) return;
    const shares = coverage.map(
      (part) => `${part.part} ${Math.floor((part.translated * 1000) / Math.max(1, part.letters)) / 10}%`,
    );
    process.stderr.write(`translated: ${shares.join(', ')} of the letters\n`);
  }
}
