import { trailingSpace } from '../../linear-text.ts';
import { closeTag, openTag } from '../../segments/tag-parse.ts';
import { sameDecorations } from './decorations.ts';
import type { GroupLine } from './line-grouping.ts';
import type { PageChar } from './page-text.ts';
import { median, type RunStyle } from './pdf-layout.ts';

/** Scripts written without spaces: lines join without one. */
export const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };

export function sameStyle(a: RunStyle, b: RunStyle): boolean {
  const close = a.color.every((channel, i) => Math.abs(channel - (b.color[i] ?? 0)) < 0.06);
  const same = a.family === b.family && a.bold === b.bold && a.weight === b.weight && a.italic === b.italic && close;
  return same && a.offset === b.offset && sameDecorations(a.decorations, b.decorations);
}

interface StyledChar {
  text: string;
  style: RunStyle;
}

/** A word broken at a line's end: the hyphen-minus, the soft hyphen, the hyphen and the non-breaking one. */
const HYPHENS = new Set(['-', '\u00AD', '\u2010', '\u2011']);
const SOFT_HYPHEN = '\u00AD';

/**
 * Each character of a line, raised or lowered when it is set small off the line's baseline: a
 * footnote mark or an exponent (superscript), a formula's index (subscript). Across the line's
 * direction, in page space (y down: raised is less).
 */
function lineOffsets(line: GroupLine, direction: readonly [number, number]): RunStyle['offset'][] {
  const [c, s] = direction;
  const across = (char: PageChar) => -s * char.origin[0] + c * char.origin[1];
  const ink = line.chars.filter((char) => /\S/u.test(char.text));
  if (ink.length < 2) return [];
  const size = median(ink.map((char) => char.size));
  const body = ink.filter((char) => char.size > size * 0.85);
  if (body.length === 0) return [];
  const baseline = median(body.map(across));
  return line.chars.map((char) => {
    if (char.size > size * 0.8 || !/\S/u.test(char.text)) return undefined;
    const shift = across(char) - baseline;
    if (shift < -size * 0.15) return 'superscript';
    return shift > size * 0.08 ? 'subscript' : undefined;
  });
}

/**
 * The paragraph's characters in reading order, lines joined with a space or, after a word broken
 * by a hyphen (spaces after it aside), without one: "docu-" and "ment" are read as "document"
 * before translation. Soft hyphens are invisible and are dropped.
 */
function joinedChars(
  lines: readonly GroupLine[],
  stacked: boolean,
  direction: readonly [number, number],
): StyledChar[] {
  const out: StyledChar[] = [];
  lines.forEach((line, index) => {
    const offsets = stacked ? [] : lineOffsets(line, direction);
    const chars = line.chars.map((c: PageChar, k) => {
      const offset = offsets[k];
      return { text: LIGATURES[c.text] ?? c.text, style: offset ? { ...c.style, offset } : c.style };
    });
    if (index > 0 && !stacked) {
      while (out.length > 1 && /^\s$/u.test(out.at(-1)?.text ?? '')) out.pop();
      const last = out.at(-1);
      const first = chars[0];
      // After a hyphen: a word broken in two before a small letter (or at a soft hyphen), else a
      // compound ("North-America"), which keeps its hyphen; either way no space is put in.
      const broken =
        HYPHENS.has(last?.text ?? '') &&
        /\p{L}/u.test(out.at(-2)?.text ?? '') &&
        /[\p{L}\p{N}]/u.test(first?.text ?? '');
      if (broken && (last?.text === SOFT_HYPHEN || /\p{Ll}/u.test(first?.text ?? ''))) out.pop();
      else if (!broken && !(UNSPACED.test(last?.text ?? '') && UNSPACED.test(first?.text ?? '')) && last) {
        out.push({ text: ' ', style: last.style });
      }
    }
    out.push(...chars);
  });
  // A soft hyphen left at a line's end (before a capital, say) is not shown either.
  if (out.some((char) => char.text === SOFT_HYPHEN))
    out.splice(0, out.length, ...out.filter((char) => char.text !== SOFT_HYPHEN));
  // Whitespace takes the style of the text before it, so "bold word bold" is one run.
  for (let i = 1; i < out.length; i++) {
    const char = out[i] as StyledChar;
    if (/^\s$/u.test(char.text)) char.style = (out[i - 1] as StyledChar).style;
  }
  return out;
}

function dominantStyle(chars: readonly StyledChar[]): RunStyle {
  const counts: { style: RunStyle; count: number }[] = [];
  for (const char of chars) {
    if (/\s/u.test(char.text)) continue;
    const known = counts.find((entry) => sameStyle(entry.style, char.style));
    if (known) known.count++;
    else counts.push({ style: char.style, count: 1 });
  }
  counts.sort((a, b) => b.count - a.count);
  return (counts[0] ?? { style: chars[0]?.style }).style as RunStyle;
}

const escapeText = (text: string): string => text.replace(/\s+/gu, ' ');

/**
 * The segment text of a paragraph: runs in another style than the paragraph's own become
 * `<gN>…</gN>`, and styles[N] records how they looked so the translation keeps it.
 */
export function taggedText(
  lines: readonly GroupLine[],
  stacked = false,
  direction: readonly [number, number] = [1, 0],
): { text: string; styles: RunStyle[]; plain: string } {
  // Letters stacked one above the other spell one word: they are joined without spaces.
  const chars = joinedChars(lines, stacked, direction);
  const base = dominantStyle(chars);
  const styles: RunStyle[] = [base];
  let text = '';
  let plain = '';
  let run = '';
  let runStyle = base;
  const flush = () => {
    if (!run) return;
    if (sameStyle(runStyle, base) || !run.trim()) {
      text += escapeText(run);
    } else {
      const lead = run.match(/^\s*/u)?.[0] ?? '';
      const tail = trailingSpace(run);
      styles.push(runStyle);
      const id = styles.length - 1;
      text += `${escapeText(lead)}${openTag(id)}${escapeText(run.trim())}${closeTag(id)}${escapeText(tail)}`;
    }
    plain += escapeText(run);
    run = '';
  };
  for (const char of chars) {
    if (!sameStyle(char.style, runStyle)) {
      flush();
      runStyle = char.style;
    }
    run += char.text;
  }
  flush();
  return { text: text.trim(), styles, plain: plain.trim() };
}
