import { closeTag, openTag, selfTag } from '../../segments/inline-tags.ts';

/**
 * Something of a paragraph kept exactly as it is, at the place a self-closing tag marks: a tab, a
 * break, a footnote mark, a field code, a drawing, a bookmark. `runProps` is set when it was
 * part of a run that also had text, so it is written in a run of its own with those properties.
 */
export interface Piece {
  start: number;
  end: number;
  runProps?: string;
  /** Must not be repeated in the translated copy of a bilingual pair (drawings, bookmarks, notes). */
  object: boolean;
}

/** An element around runs that stays around their translation: a hyperlink, a tracked insertion, a field. */
export interface Wrapper {
  open: string;
  close: string;
  /** Left out (its runs kept) in the translated copy of a bilingual pair, where it would be a duplicate. */
  unwrapInCopy: boolean;
}

export type Item =
  | { type: 'text'; text: string; runProps: string }
  | { type: 'piece'; piece: Piece }
  | { type: 'wrapper'; wrapper: Wrapper; whole: Piece; items: Item[] };

export type InlineTag =
  | { kind: 'format'; runProps: string }
  | { kind: 'wrapper'; wrapper: Wrapper; runProps: string }
  | { kind: 'anchor'; pieces: Piece[] };

/** A paragraph as a segment: tagged text, what each tag stands for, and what stays at its edges. */
export interface InlineContent {
  text: string;
  tags: Map<number, InlineTag>;
  /** Run properties of untagged text: the paragraph's most used formatting. */
  runProps: string;
  lead: Piece[];
  trail: Piece[];
}

// Formatting that shows on a space (underline, highlight, shading, strike-through, border).
const VISIBLE_ON_SPACE = /[<:](?:u|highlight|shd|strike|dstrike|bdr|uLn)[\s/>]/;

function isText(item: Item | undefined): item is Extract<Item, { type: 'text' }> {
  return item?.type === 'text';
}

/**
 * Merges runs that look the same: adjacent runs with identical properties become one, and a
 * space-only run whose formatting cannot show takes a neighbour's (the plain one's, if either is
 * plain), so "word <b> </b>word" is not split by a tag. Wrappers without any text become pieces.
 */
function normalise(items: readonly Item[]): Item[] {
  const spaceOnly = (item: Item | undefined) => isText(item) && item.text.trim() === '';
  const plain = mostUsed(items.filter((item) => !spaceOnly(item)));
  const out: Item[] = [];
  items.forEach((item, index) => {
    if (item.type === 'wrapper') {
      const inner = normalise(item.items);
      if (inner.some((child) => child.type !== 'piece')) out.push({ ...item, items: inner });
      else out.push({ type: 'piece', piece: item.whole });
      return;
    }
    if (item.type === 'piece') {
      out.push(item);
      return;
    }
    if (item.text === '') return;
    let runProps = item.runProps;
    const previous = out[out.length - 1];
    const following = items[index + 1];
    if (spaceOnly(item) && !VISIBLE_ON_SPACE.test(runProps)) {
      const neighbours = [previous, following].filter(isText).map((neighbour) => neighbour.runProps);
      runProps = neighbours.find((props) => props === plain) ?? neighbours[0] ?? runProps;
    }
    if (isText(previous) && previous.runProps === runProps) previous.text += item.text;
    else out.push({ type: 'text', text: item.text, runProps });
  });
  return out;
}

/** The run properties covering the most characters among these items' own text. */
function mostUsed(items: readonly Item[]): string {
  const counts = new Map<string, number>();
  let best = '';
  let bestCount = -1;
  for (const item of items) {
    if (item.type !== 'text') continue;
    const count = (counts.get(item.runProps) ?? 0) + item.text.length;
    counts.set(item.runProps, count);
    if (count > bestCount) {
      best = item.runProps;
      bestCount = count;
    }
  }
  return best;
}

class TagWriter {
  readonly tags = new Map<number, InlineTag>();
  private next = 1;

  write(items: readonly Item[], runProps: string): string {
    let out = '';
    let pieces: Piece[] = [];
    const flush = () => {
      if (pieces.length === 0) return;
      out += selfTag(this.add({ kind: 'anchor', pieces }));
      pieces = [];
    };
    for (const item of items) {
      if (item.type === 'piece') {
        pieces.push(item.piece);
        continue;
      }
      flush();
      if (item.type === 'text') {
        if (item.runProps === runProps) out += item.text;
        else {
          const id = this.add({ kind: 'format', runProps: item.runProps });
          out += openTag(id) + item.text + closeTag(id);
        }
      } else {
        const inner = mostUsed(item.items);
        const id = this.add({ kind: 'wrapper', wrapper: item.wrapper, runProps: inner });
        out += openTag(id) + this.write(item.items, inner) + closeTag(id);
      }
    }
    flush();
    return out;
  }

  private add(tag: InlineTag): number {
    const id = this.next++;
    this.tags.set(id, tag);
    return id;
  }
}

/** Turns a paragraph's items into segment text; undefined when it has no text at all. */
export function buildInline(items: readonly Item[]): InlineContent | undefined {
  const all = normalise(items);
  const first = all.findIndex((item) => item.type !== 'piece');
  if (first < 0) return undefined;
  let last = all.length - 1;
  while ((all[last] as Item).type === 'piece') last--;
  const edge = (from: number, to: number) => all.slice(from, to).map((item) => (item as { piece: Piece }).piece);
  const lead = edge(0, first);
  const trail = edge(last + 1, all.length);
  const body = all.slice(first, last + 1);
  const runProps = mostUsed(body);
  const writer = new TagWriter();
  const text = writer.write(body, runProps);
  return { text, tags: writer.tags, runProps, lead, trail };
}
