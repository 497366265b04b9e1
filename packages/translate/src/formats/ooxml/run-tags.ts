import { closeTag, openTag, parseInline, repairTags, selfTag, validateTags } from '../../segments/inline-tags.ts';

/**
 * A paragraph as the adapters see it: text in a run style, or something that stays put (a
 * break, a field, a line feed). `key` identifies the visible formatting of a style, so runs
 * that only differ in bookkeeping (spell-check flags, revision ids) count as one.
 */
export type InlinePiece<Style, Fixed> =
  | { kind: 'text'; text: string; style: Style; key: string }
  | { kind: 'fixed'; item: Fixed };

interface StyleRef<Style> {
  style: Style;
  key: string;
}

/** A paragraph turned into segment text, and what each tag stands for. */
export interface TaggedParagraph<Style, Fixed> {
  text: string;
  /** The formatting of the most characters: untagged text gets it, and all text when tags are lost. */
  base: StyleRef<Style>;
  pairs: Map<number, StyleRef<Style>>;
  fixed: Map<number, Fixed>;
}

type Piece<Style, Fixed> = InlinePiece<Style, Fixed>;

/** Joins neighbouring text pieces of the same formatting. */
export function mergePieces<Style, Fixed>(pieces: readonly Piece<Style, Fixed>[]): Piece<Style, Fixed>[] {
  const out: Piece<Style, Fixed>[] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    if (piece.kind === 'text' && last?.kind === 'text' && last.key === piece.key) {
      out[out.length - 1] = { ...last, text: last.text + piece.text };
    } else if (piece.kind !== 'text' || piece.text !== '') out.push(piece);
  }
  return out;
}

function dominantStyle<Style, Fixed>(pieces: readonly Piece<Style, Fixed>[]): StyleRef<Style> | undefined {
  const weight = new Map<string, number>();
  let best: StyleRef<Style> | undefined;
  let bestWeight = -1;
  for (const piece of pieces) {
    if (piece.kind !== 'text') continue;
    const total = (weight.get(piece.key) ?? 0) + piece.text.trim().length;
    weight.set(piece.key, total);
    if (total > bestWeight) {
      best = { style: piece.style, key: piece.key };
      bestWeight = total;
    }
  }
  return best;
}

/**
 * Turns pieces into segment text: text in the dominant formatting stays bare, other runs
 * become `<gN>…</gN>`, fixed pieces `<xN/>`. Whitespace-only runs take the dominant
 * formatting rather than become tags of their own that engines would drop.
 */
export function tagPieces<Style, Fixed>(
  pieces: readonly Piece<Style, Fixed>[],
  fallback: StyleRef<Style>,
): TaggedParagraph<Style, Fixed> {
  const merged = mergePieces(pieces);
  const base = dominantStyle(merged) ?? fallback;
  const normalised = mergePieces(
    merged.map((piece) =>
      piece.kind === 'text' && piece.text.trim() === '' ? { ...piece, style: base.style, key: base.key } : piece,
    ),
  );
  const pairs = new Map<number, StyleRef<Style>>();
  const fixed = new Map<number, Fixed>();
  let text = '';
  let next = 1;
  for (const piece of normalised) {
    if (piece.kind === 'fixed') {
      fixed.set(next, piece.item);
      text += selfTag(next++);
    } else if (piece.key === base.key) {
      text += piece.text;
    } else {
      pairs.set(next, { style: piece.style, key: piece.key });
      text += `${openTag(next)}${piece.text}${closeTag(next)}`;
      next += 1;
    }
  }
  return { text, base, pairs, fixed };
}

/** Removes paired tags, keeping self-closing ones. */
function withoutPairs(text: string): string {
  return parseInline(text)
    .filter((token) => token.type === 'text' || token.type === 'self')
    .map((token) => token.text)
    .join('');
}

/**
 * Turns a translation back into pieces. Tags that cannot be repaired are dropped and the whole
 * text takes the dominant formatting, so formatting is never lost to plain text.
 */
export function piecesFromTranslation<Style, Fixed>(
  paragraph: TaggedParagraph<Style, Fixed>,
  translation: string,
): Piece<Style, Fixed>[] {
  let text = translation;
  if (!validateTags(paragraph.text, text).ok) text = repairTags(paragraph.text, text);
  if (!validateTags(paragraph.text, text).ok) text = withoutPairs(text);
  const pieces: Piece<Style, Fixed>[] = [];
  const open: StyleRef<Style>[] = [];
  for (const token of parseInline(text)) {
    if (token.type === 'text') {
      const style = open.at(-1) ?? paragraph.base;
      pieces.push({ kind: 'text', text: token.text, style: style.style, key: style.key });
    } else if (token.type === 'self') {
      const item = paragraph.fixed.get(token.id);
      if (item !== undefined) pieces.push({ kind: 'fixed', item });
    } else if (token.type === 'open') {
      open.push(paragraph.pairs.get(token.id) ?? open.at(-1) ?? paragraph.base);
    } else open.pop();
  }
  return mergePieces(pieces);
}
