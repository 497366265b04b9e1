import type { PipelineProgress } from '../pipeline/pipeline-options.ts';

/** A progress bar on a terminal; one plain line per ten percent otherwise (logs, pipes). */
export function progressReporter(stream: NodeJS.WriteStream = process.stderr): {
  update(progress: PipelineProgress): void;
  finish(): void;
} {
  const tty = stream.isTTY === true;
  let lastStep = -1;
  let drawn = false;
  return {
    update({ done, total, fromMemory }) {
      const ratio = total === 0 ? 1 : done / total;
      const memo = fromMemory > 0 ? `, ${fromMemory} from memory` : '';
      if (tty) {
        const width = 30;
        const filled = Math.round(ratio * width);
        stream.write(
          `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.round(ratio * 100)}% ${done}/${total}${memo}  `,
        );
        drawn = true;
        return;
      }
      const step = Math.floor(ratio * 10);
      if (step === lastStep) return;
      lastStep = step;
      stream.write(`progress: ${done}/${total} segments (${Math.round(ratio * 100)}%)${memo}\n`);
    },
    finish() {
      if (tty && drawn) stream.write('\n');
    },
  };
}
