const BEFORE = 40;
const LENGTH = 120;

/** Where a cut at `index` may move to so it falls between words (within 20 characters), else `index`. */
function wordEdge(text: string, index: number, direction: -1 | 1): number {
  for (let i = index, steps = 0; i > 0 && i < text.length && steps < 20; i += direction, steps++) {
    if (/\s/.test(text[direction === -1 ? i - 1 : i] as string)) return i;
  }
  return index;
}

/**
 * A search hit's excerpt, as the text was written (not lower-cased): about 120 characters around
 * the first match, cut between words where the text has spaces, with "…" where it was cut.
 */
export function searchExcerpt(text: string, keyword: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  // Lower-casing keeps the length for nearly every script; where it does not, positions are not comparable.
  const found = lower.length === flat.length ? lower.indexOf(keyword) : -1;
  let start = Math.max(0, found - BEFORE);
  let end = Math.min(flat.length, start + LENGTH);
  if (start > 0) start = wordEdge(flat, start, found >= 0 ? 1 : -1);
  if (found >= 0 && start > found) start = Math.max(0, found - BEFORE);
  if (end < flat.length) end = wordEdge(flat, end, -1);
  const excerpt = flat.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${excerpt}${end < flat.length ? '…' : ''}`;
}
