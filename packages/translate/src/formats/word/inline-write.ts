import { trailingSpace } from '../../linear-text.ts';
import {
  dominantTag,
  pairRanges,
  parseInline,
  repairTags,
  stripTags,
  validateTags,
} from '../../segments/inline-tags.ts';
import type { InlineContent, InlineTag, Piece } from './inline-model.ts';

/** How one dialect (WordprocessingML, DrawingML) writes runs and kept pieces. */
export interface RunWriter {
  run(runProps: string, text: string): string;
  piece(piece: Piece): string;
}

/** The run properties for a translation that lost its paired tags: those of the dominant formatting. */
function dominantRunProps(content: InlineContent): string {
  const id = dominantTag(content.text);
  const tag = id === undefined ? undefined : content.tags.get(id);
  if (!tag || tag.kind === 'anchor') return content.runProps;
  const ranges = pairRanges(content.text);
  const range = ranges.find((pair) => pair.id === id);
  const plain = stripTags(content.text).length;
  let tagged = 0;
  let reach = 0;
  // Characters outside every pair carry the untagged (base) formatting.
  for (const pair of ranges) {
    tagged += Math.max(0, pair.end - Math.max(pair.start, reach));
    reach = Math.max(reach, pair.end);
  }
  const covered = range ? range.end - range.start : 0;
  return covered > plain - tagged ? tag.runProps : content.runProps;
}

/**
 * The translation with its tags checked: repaired when possible; when paired tags are still
 * wrong, they are dropped and the whole text takes the dominant formatting (self-closing tags,
 * footnote marks and the like, are kept: repairTags puts missing ones back).
 */
export function usableTranslation(content: InlineContent, translated: string): { text: string; lost?: string } {
  const translation = withEdgeSpaces(content.text, translated);
  if (validateTags(content.text, translation).ok) return { text: translation };
  const repaired = repairTags(content.text, translation);
  if (validateTags(content.text, repaired).ok) return { text: repaired };
  return { text: repaired.replace(/<\/?g\d+>/g, ''), lost: dominantRunProps(content) };
}

/** Engines trim; the spaces at a paragraph's edges separate it from the field or mark beside it. */
function withEdgeSpaces(source: string, translation: string): string {
  const plain = stripTags(source);
  const lead = /^\s*/.exec(plain)?.[0] ?? '';
  const trail = trailingSpace(plain);
  const target = stripTags(translation);
  let text = translation;
  if (lead && target.trim() && !/^\s/.test(target)) text = lead + text;
  if (trail && target.trim() && !/\s$/.test(target)) text += trail;
  return text;
}

interface Frame {
  tag: InlineTag | undefined;
  id: number;
}

/**
 * Writes the runs of a translated paragraph: each text span in the run properties of its
 * innermost tag, wrappers around their spans, kept pieces where their tags are. In the
 * translated copy of a bilingual pair, objects are left out and some wrappers unwrapped.
 */
export function writeInline(content: InlineContent, translation: string, writer: RunWriter, copy: boolean): string {
  const { text, lost } = usableTranslation(content, translation);
  const pieces = (list: readonly Piece[]) =>
    list
      .filter((piece) => !(copy && piece.object))
      .map((piece) => writer.piece(piece))
      .join('');
  const stack: Frame[] = [];
  const runProps = () => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const tag = stack[i]?.tag;
      if (tag && tag.kind !== 'anchor') return tag.runProps;
    }
    return content.runProps;
  };
  let out = pieces(content.lead);
  for (const token of parseInline(text)) {
    if (token.type === 'text') {
      out += writer.run(lost ?? runProps(), token.text);
      continue;
    }
    const tag = content.tags.get(token.id);
    if (token.type === 'self') {
      if (tag?.kind === 'anchor') out += pieces(tag.pieces);
    } else if (token.type === 'open') {
      stack.push({ tag, id: token.id });
      if (tag?.kind === 'wrapper' && !(copy && tag.wrapper.unwrapInCopy)) out += tag.wrapper.open;
    } else {
      const frame = stack.pop();
      const closing = frame?.tag;
      if (closing?.kind === 'wrapper' && !(copy && closing.wrapper.unwrapInCopy)) out += closing.wrapper.close;
    }
  }
  return out + pieces(content.trail);
}
