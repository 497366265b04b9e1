/**
 * The inline tags of a segment (docs/product.md §7.6): paired `<g1>…</g1>` around formatted text and
 * `<x2/>` for an object (a picture, a field). The editor shows them as chips; while a translation
 * is typed they are the marks ⟨1⟩ ⟨/1⟩ ⟨2/⟩, which can be moved, and which the server puts back
 * where the source has them when one is lost.
 */
export type TagPiece = { kind: 'text'; text: string } | { kind: 'open' | 'close' | 'self'; id: number; markup: string };

const TAG = /<(?:g([1-9]\d{0,8})>|\/g([1-9]\d{0,8})>|x([1-9]\d{0,8})\/>)/g;
const MARK = /⟨(?:(\/)?([1-9]\d{0,8})(\/)?)⟩/g;

/** A tagged text as text and tags, in order (one pass: linear in the length). */
export function tagPieces(text: string): TagPiece[] {
  const pieces: TagPiece[] = [];
  let cursor = 0;
  for (const match of text.matchAll(TAG)) {
    const start = match.index ?? 0;
    if (start > cursor) pieces.push({ kind: 'text', text: text.slice(cursor, start) });
    const [markup, open, close, self] = match;
    if (open) pieces.push({ kind: 'open', id: Number(open), markup });
    else if (close) pieces.push({ kind: 'close', id: Number(close), markup });
    else pieces.push({ kind: 'self', id: Number(self), markup });
    cursor = start + markup.length;
  }
  if (cursor < text.length) pieces.push({ kind: 'text', text: text.slice(cursor) });
  return pieces;
}

/** The text without its tags: what the reader sees and what `expected` compares. */
export function plainText(text: string): string {
  return text.replace(TAG, '');
}

/** The mark a tag is typed as. */
export function tagMark(piece: Exclude<TagPiece, { kind: 'text' }>): string {
  if (piece.kind === 'open') return `⟨${piece.id}⟩`;
  if (piece.kind === 'close') return `⟨/${piece.id}⟩`;
  return `⟨${piece.id}/⟩`;
}

/** A tagged text as it is typed: each tag as its mark. */
export function toMarks(text: string): string {
  return tagPieces(text)
    .map((piece) => (piece.kind === 'text' ? piece.text : tagMark(piece)))
    .join('');
}

/**
 * A typed translation back to tagged text: a mark becomes its tag when the source has that tag
 * (any other ⟨…⟩ stays text as typed).
 */
export function fromMarks(typed: string, source: string): string {
  const known = new Set(
    tagPieces(source)
      .filter((piece) => piece.kind !== 'text')
      .map((piece) => piece.markup),
  );
  return typed.replace(MARK, (mark, close: string | undefined, id: string, self: string | undefined) => {
    const markup = close ? `</g${id}>` : self ? `<x${id}/>` : `<g${id}>`;
    return known.has(markup) && !(close && self) ? markup : mark;
  });
}

/** The source's tags the typed translation does not have yet, in the source's order. */
export function missingTags(source: string, typed: string): Exclude<TagPiece, { kind: 'text' }>[] {
  const present = new Set(
    tagPieces(fromMarks(typed, source))
      .filter((piece) => piece.kind !== 'text')
      .map((piece) => piece.markup),
  );
  return tagPieces(source).filter(
    (piece): piece is Exclude<TagPiece, { kind: 'text' }> => piece.kind !== 'text' && !present.has(piece.markup),
  );
}
