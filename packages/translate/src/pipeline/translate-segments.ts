import type { Segment } from '../segments/segment.ts';
import { batchByChars, cutByCounts, runLimited } from './batches.ts';
import type { PipelineOptions, PipelineReport } from './pipeline-options.ts';
import { PipelineRun, type Planned } from './pipeline-run.ts';
import type { WorkItem } from './segment-work.ts';
import { translateInOrder } from './stream-segments.ts';
import { WorkMeter } from './work-meter.ts';

/**
 * The translation pipeline: resume → skip text without words → memory → protect spans and
 * terms → engine (batches with context in parallel, or one streamed segment after another) →
 * restore, repair tags, quality checks → memory.
 */
export async function translateSegments(
  segments: readonly Segment[],
  options: PipelineOptions,
): Promise<PipelineReport> {
  const run = new PipelineRun(segments, options);
  const plan = await run.plan();
  if (options.onDraft) await translateInOrder(run, plan, options.onDraft);
  else await translateInBatches(run, plan);
  return run.report();
}

/** Everything known without the engine first, then batches of the rest, several at once. */
async function translateInBatches(run: PipelineRun, plan: readonly Planned[]): Promise<void> {
  const { engine, batchScale, concurrency } = run.options;
  const queue: WorkItem[] = [];
  for (const planned of plan) {
    if (planned.kind === 'engine') queue.push(planned.item);
    else await run.settleKnown(planned);
  }
  run.progress();

  const texts = queue.map((item) => item.sendText);
  const meter = new WorkMeter(texts.reduce((sum, text) => sum + text.length, 0));
  const maxChars = Math.max(200, Math.round(engine.maxBatchChars * (batchScale ?? 1)));
  const batches = engine.planBatches
    ? cutByCounts(queue, engine.planBatches(texts, batchScale ?? 1))
    : batchByChars(queue, (item) => item.sendText.length, maxChars);
  let next = 0;
  const tasks = batches.map((batch) => {
    const first = next;
    next += batch.length;
    return async () => {
      if (run.yielding) return;
      let answered = 0;
      const onAnswer = (characters: number) => {
        answered += characters;
        meter.received(characters);
        run.progress(meter.fraction);
      };
      const request = { ...run.request(queue, first, batch.length), onAnswer };
      const raw = await run.ask(request).catch(run.leftWaiting);
      if (!raw) return;
      const answeredAt = performance.now();
      meter.finished(
        batch.reduce((sum, item) => sum + item.sendText.length, 0),
        answered,
      );
      // What came back is settled (saved, for a job) before anything else is asked or stored.
      const stored = await run.completeBatch(
        batch.filter((item) => raw.has(item.segment.id)),
        raw,
        answeredAt,
      );
      for (const [index, segment] of request.segments.entries()) {
        if (raw.has(segment.id)) continue;
        const again = new Map([[segment.id, await run.askAlone(request, segment)]]);
        stored.push(...(await run.completeBatch([batch[index] as WorkItem], again, performance.now())));
      }
      await run.remember(stored);
      run.progress(meter.fraction);
    };
  });
  await runLimited(tasks, concurrency ?? engine.maxInFlight ?? (engine.kind === 'llm' ? 16 : 2));
}
