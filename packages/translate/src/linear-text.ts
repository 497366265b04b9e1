/**
 * Small scans in place of regular expressions that backtrack in quadratic time over a long run:
 * `/\s*$/` and `/\/+$/` try every position of a run of spaces or slashes and read the run to its
 * end from each, `/<[^>]*>/g` reads the rest of the text from every '<' once no '>' follows.
 * Each of these reads the text once (docs/decisions/0016-hostile-input.md).
 */

/** The text without the run of `chars` at its end: `text.replace(/[chars]+$/, '')`. */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** The text without the runs of `chars` at either end: `text.replace(/^[chars]+|[chars]+$/g, '')`. */
export function trimOf(text: string, chars: string): string {
  let start = 0;
  while (start < text.length && chars.includes(text.charAt(start))) start++;
  return trimEndOf(text.slice(start), chars);
}

/** The white space a text ends with, what `/\s*$/` finds: `\s` and trimEnd() know the same white space. */
export function trailingSpace(text: string): string {
  return text.slice(text.trimEnd().length);
}

/**
 * Every `<...>` of the text replaced: `text.replace(/<[^>]*>/g, replacement)`, or with `/<[^>]+>/g`
 * when `nonEmpty` (then `<>` stays).
 */
export function replaceAngleSpans(text: string, replacement: string, nonEmpty = false): string {
  let out = '';
  let copied = 0;
  let from = 0;
  for (;;) {
    const open = text.indexOf('<', from);
    const close = open < 0 ? -1 : text.indexOf('>', open + 1);
    // No '>' after this '<' means none after any later '<' either.
    if (close < 0) return out + text.slice(copied);
    if (nonEmpty && close === open + 1) {
      from = close;
      continue;
    }
    out += text.slice(copied, open) + replacement;
    copied = close + 1;
    from = copied;
  }
}

/**
 * The text cut at the spans that run from an `open` to the first `close` after it, of any of the
 * `kinds`, earliest first: `text.split(/(open1[\s\S]*?close1|open2[\s\S]*?close2)/)`, text and
 * spans taking turns. The regular expression reads the rest of the text again from every `open`
 * once no `close` follows; here the first such `open` tells that none of its kind is left.
 */
export function splitSpans(text: string, kinds: readonly (readonly [open: string, close: string])[]): string[] {
  const pieces: string[] = [];
  const next = kinds.map(([open]) => text.indexOf(open));
  let copied = 0;
  for (;;) {
    const kind = earliest(next);
    if (kind < 0) break;
    const [open, close] = kinds[kind] as readonly [string, string];
    const start = next[kind] as number;
    const end = text.indexOf(close, start + open.length);
    if (end < 0) {
      next[kind] = -1;
      continue;
    }
    pieces.push(text.slice(copied, start), text.slice(start, end + close.length));
    copied = end + close.length;
    kinds.forEach(([other], index) => {
      if ((next[index] as number) >= 0 && (next[index] as number) < copied) next[index] = text.indexOf(other, copied);
    });
  }
  pieces.push(text.slice(copied));
  return pieces;
}

/** The index of the least position that is not -1; the first on a tie, as in an alternation. */
function earliest(positions: readonly number[]): number {
  let best = -1;
  positions.forEach((position, index) => {
    if (position >= 0 && (best < 0 || position < (positions[best] as number))) best = index;
  });
  return best;
}

/** The spans of `splitSpans` alone: `text.match(/open[\s\S]*?close/g) ?? []`. */
export function spansBetween(text: string, open: string, close: string): string[] {
  return splitSpans(text, [[open, close]]).filter((_, index) => index % 2 === 1);
}
