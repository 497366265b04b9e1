import { trimEndOf } from '../../linear-text.ts';
import { closeTag, openTag, selfTag, stripTags } from '../../segments/inline-tags.ts';
import { splitReferences } from './entities.ts';
import type { TagMarkup } from './markup-edits.ts';

/** One piece of a run of inline content, by its range in the source. */
export type RunItem =
  | { kind: 'text'; start: number; end: number }
  /** An inline element's open or close tag: a pair when both are in the run. */
  | { kind: 'open' | 'close'; start: number; end: number; name: string }
  /** Something that stays put: an image, a line break, inline code, a comment. */
  | { kind: 'atom'; start: number; end: number };

export interface RunSegment {
  start: number;
  end: number;
  text: string;
  tags: Map<number, TagMarkup>;
}

export interface RunOptions {
  html: boolean;
  /** Runs of spaces and line breaks read as one space (markup layout, not text). */
  collapse: boolean;
}

/** Pairs open and close tags by name; anything unpaired becomes an atom that keeps its markup. */
function pairTags(items: RunItem[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const stack: number[] = [];
  items.forEach((item, index) => {
    if (item.kind === 'open') stack.push(index);
    if (item.kind !== 'close') return;
    for (let depth = stack.length - 1; depth >= 0; depth--) {
      const open = items[stack[depth] as number] as RunItem & { name: string };
      if (open.name !== item.name) continue;
      pairs.set(stack[depth] as number, index);
      stack.length = depth;
      break;
    }
  });
  return pairs;
}

/** Where the run's content starts and ends: outer spaces, line breaks and images stay outside the segment. */
function contentBounds(items: RunItem[], source: string): [number, number] | undefined {
  const blank = (item: RunItem) =>
    item.kind === 'atom' || (item.kind === 'text' && !/[^ \t\n\r\f]/.test(source.slice(item.start, item.end)));
  const first = items.findIndex((item) => !blank(item));
  if (first < 0) return undefined;
  let last = items.length - 1;
  while (last > first && blank(items[last] as RunItem)) last--;
  const a = items[first] as RunItem;
  const b = items[last] as RunItem;
  const start = a.kind === 'text' ? a.start + source.slice(a.start, a.end).search(/[^ \t\n\r\f]/) : a.start;
  const end = b.kind === 'text' ? b.start + trimEndOf(source.slice(b.start, b.end), ' \t\n\r\f').length : b.end;
  return [start, end];
}

/**
 * A run of inline content as a segment: text decoded, inline elements as paired tags carrying
 * their exact markup, the rest as self-closing tags. Undefined when the run has no words.
 */
export function runSegment(items: RunItem[], source: string, options: RunOptions): RunSegment | undefined {
  const bounds = contentBounds(items, source);
  if (!bounds) return undefined;
  const [start, end] = bounds;
  const inside = items.filter((item) => item.end > start && item.start < end);
  const pairs = pairTags(inside);
  const closers = new Map([...pairs].map(([open, close]) => [close, open]));
  const ids = new Map<number, number>();
  const tags = new Map<number, TagMarkup>();
  let next = 1;
  let text = '';
  inside.forEach((item, index) => {
    if (item.kind === 'text') {
      const raw = source.slice(Math.max(item.start, start), Math.min(item.end, end));
      const offset = Math.max(item.start, start);
      for (const piece of splitReferences(raw, options.html)) {
        if ('text' in piece) text += options.collapse ? piece.text.replace(/[ \t\n\r\f]+/g, ' ') : piece.text;
        else {
          tags.set(next, { open: [offset + piece.start, offset + piece.end] });
          text += selfTag(next++);
        }
      }
      return;
    }
    const close = pairs.get(index);
    if (close !== undefined) {
      const closer = inside[close] as RunItem;
      ids.set(index, next);
      tags.set(next, { open: [item.start, item.end], close: [closer.start, closer.end] });
      text += openTag(next++);
    } else if (closers.has(index)) text += closeTag(ids.get(closers.get(index) as number) as number);
    else {
      tags.set(next, { open: [item.start, item.end] });
      text += selfTag(next++);
    }
  });
  if (!/\p{L}/u.test(stripTags(text))) return undefined;
  return { start, end, text, tags };
}
