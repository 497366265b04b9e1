import type { Block } from '@glossa/contracts/chat';
import type { PipelineOptions } from '@glossa/translate/pipeline/pipeline-options';
import { translateSegments } from '@glossa/translate/pipeline/translate-segments';
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

/** Each translated segment with its source, without inline tags: what the term base's use is checked on. */
export function sourcesAndTranslations(segments: readonly Segment[], done: ReadonlyMap<string, string>) {
  return segments.flatMap((segment) => {
    const target = done.get(segment.id);
    return target === undefined
      ? []
      : [{ id: segment.id, source: withoutTags(segment.text), translation: withoutTags(target) }];
  });
}

/** How much of a finished document the chat's summary card shows: a few paragraphs, never a page. */
export const DOCUMENT_SAMPLE = { chars: 700, blocks: 6 } as const;

/** Markdown's marks in a translated text, escaped: the sample shows `*`, `#` or `1.` as written. */
function escapeMarkdown(text: string): string {
  return text
    .replace(/([\\`*_[\]<>#|~])/g, '\\$1')
    .replace(/^(\s*\d+)([.)])/, '$1\\$2')
    .replace(/^(\s*)([-+])(?=\s)/, '$1\\$2');
}

/** The metadata a format carries besides the body (a Word file's title property, a Markdown front matter). */
function isMetadata(segment: Segment): boolean {
  const part = segment.context?.part;
  return segment.context?.kind === 'title' && (part === 'properties' || part === 'front matter');
}

/** `text` cut at a word boundary at most `max` characters long (a script without spaces is cut at `max`). */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.search(/\s\S*$/);
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/**
 * The beginning of a translated document for the chat's summary card, as Markdown: headings
 * stay headings and list items stay items, one paragraph per block (no sentence-per-line blob);
 * the file's metadata is left out, since the file name already names it. At most
 * DOCUMENT_SAMPLE.blocks blocks and about DOCUMENT_SAMPLE.chars characters, cut at a word.
 */
export function documentSample(segments: readonly Segment[], done: ReadonlyMap<string, string>): string {
  const blocks: string[] = [];
  let left: number = DOCUMENT_SAMPLE.chars;
  for (const segment of segments) {
    if (blocks.length >= DOCUMENT_SAMPLE.blocks || left <= 0) break;
    const target = done.get(segment.id);
    if (target === undefined || isMetadata(segment)) continue;
    const text = withoutTags(target).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const shown = cutAtWord(text, left);
    left -= shown.length;
    const kind = segment.context?.kind;
    const mark = kind === 'heading' || kind === 'title' ? '#### ' : kind === 'list-item' ? '- ' : '';
    blocks.push(mark + escapeMarkdown(shown));
  }
  // Consecutive list items form one list; other blocks are paragraphs of their own.
  return blocks.reduce(
    (text, block, index) =>
      index === 0
        ? block
        : text + (block.startsWith('- ') && blocks[index - 1]?.startsWith('- ') ? '\n' : '\n\n') + block,
    '',
  );
}

/**
 * A typed text through the pipeline's streaming path (same memory, terms and checks as a file):
 * the translation block shows the finished segments, then the draft of the one being written.
 * Each finished segment is saved at once, so a resumed job starts after it. Answers whether the
 * run stopped early (it gave its worker back between two segments).
 */
export async function streamText(
  ctx: JobRunContext,
  writer: MessageWriter,
  blockIndex: number,
  segments: readonly Segment[],
  done: Map<string, string>,
  options: PipelineOptions,
): Promise<boolean> {
  let finished = joinedTranslation(segments, done);
  const show = async (content: string) => {
    const block = writer.blocks[blockIndex] as Block & { type: 'translation' };
    if (content === block.content) return;
    // Usually the text only grows (a token, a restored term): appended, it streams.
    if (content.startsWith(block.content)) writer.append(blockIndex, content.slice(block.content.length));
    // The finished text may differ from its draft (tags repaired): the block is replaced.
    else await writer.set(blockIndex, { ...block, content });
  };
  const report = await translateSegments(segments, {
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
  return report.stopped;
}
