import type { PipelineRun, Planned } from './pipeline-run.ts';
import { visibleDraft, type WorkItem } from './segment-work.ts';

type OnDraft = (segmentId: string, draft: string) => void | Promise<void>;

/**
 * The streaming path: one segment after another in document order, so a reader sees the text
 * grow from its start. A segment the memory knows is settled without the engine.
 */
export async function translateInOrder(run: PipelineRun, plan: readonly Planned[], onDraft: OnDraft): Promise<void> {
  const queue = plan.flatMap((planned) => (planned.kind === 'engine' ? [planned.item] : []));
  let index = 0;
  run.progress();
  for (const planned of plan) {
    if (planned.kind !== 'engine') {
      await run.settleKnown(planned);
      continue;
    }
    run.checkCancelled();
    // Yielding: the segment being written is finished first, the next ones are left for a later run.
    if (run.yielding) return;
    const raw = await translateOne(run, queue, index++, onDraft).catch(run.leftWaiting);
    if (raw === undefined) return;
    await run.remember([await run.complete(planned.item, raw)]);
    run.progress();
  }
}

/** The raw translation of `queue[index]`, streamed as drafts when the engine can stream. */
async function translateOne(
  run: PipelineRun,
  queue: readonly WorkItem[],
  index: number,
  onDraft: OnDraft,
): Promise<string> {
  const item = queue[index] as WorkItem;
  const request = run.request(queue, index, 1);
  const { engine, signal } = run.options;
  let raw = '';
  if (engine.translateStream) {
    let shown = '';
    for await (const piece of engine.translateStream(request, signal)) {
      raw += piece;
      const draft = visibleDraft(item, raw);
      if (draft === shown) continue;
      shown = draft;
      await onDraft(item.segment.id, draft);
    }
  }
  // Models wrap a streamed answer in blank lines; an engine that cannot stream, or a stream that
  // said nothing, gets the batch request with its retry.
  if (raw.trim() !== '') return raw.trim();
  return (await run.translate(request)).get(item.segment.id) as string;
}
