import type { Block } from '@glossa/contracts/chat';
import { type PipelineOptions, translateSegments } from '@glossa/translate/pipeline/translate-segments';
import type { Segment } from '@glossa/translate/segments/segment';
import type { JobRunContext } from './job-context.ts';
import type { MessageWriter } from './message-writer.ts';
import { saveSegment } from './segments-repo.ts';

/** The chat shows translations without the inline tags of the segment IR. */
function withoutTags(text: string): string {
  return text.replace(/<\/?[gx]\d+\/?>/g, '');
}

/** The finished translations in document order, without inline tags; cut at `limit` characters. */
export function joinedTranslation(
  segments: readonly Segment[],
  done: ReadonlyMap<string, string>,
  limit = Number.POSITIVE_INFINITY,
): string {
  let text = '';
  for (const segment of segments) {
    const target = done.get(segment.id);
    if (target === undefined) continue;
    text += (text ? '\n\n' : '') + withoutTags(target);
    if (text.length >= limit) return `${text.slice(0, limit)}…`;
  }
  return text;
}

/**
 * A typed text through the pipeline's streaming path (same memory, terms and checks as a file):
 * the translation block shows the finished segments, then the draft of the one being written.
 * Each finished segment is saved at once, so a resumed job starts after it.
 */
export async function streamText(
  ctx: JobRunContext,
  writer: MessageWriter,
  blockIndex: number,
  segments: readonly Segment[],
  done: Map<string, string>,
  options: PipelineOptions,
): Promise<void> {
  let finished = joinedTranslation(segments, done);
  const show = async (content: string) => {
    const block = writer.blocks[blockIndex] as Block & { type: 'translation' };
    if (content === block.content) return;
    // Usually the text only grows (a token, a restored term): appended, it streams.
    if (content.startsWith(block.content)) writer.append(blockIndex, content.slice(block.content.length));
    // The finished text may differ from its draft (tags repaired): the block is replaced.
    else await writer.set(blockIndex, { ...block, content });
  };
  await translateSegments(segments, {
    ...options,
    done: new Map(done),
    onDraft: async (_segmentId, draft) => {
      const visible = withoutTags(draft).trim();
      await show(finished && visible ? `${finished}\n\n${visible}` : finished + visible);
    },
    onSegment: async (segment) => {
      done.set(segment.id, segment.text);
      await saveSegment(ctx.deps.db, ctx.guard, ctx.job.id, segment);
      finished = joinedTranslation(segments, done);
      await show(finished);
      await writer.flush();
    },
  });
}
