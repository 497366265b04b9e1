/** A format's own inline markup as segment tags (`<gN>…</gN>`, `<xN/>`) and back: subtitles and XLIFF. */
import {
  closeTag,
  dominantTag,
  openTag,
  parseInline,
  projectTags,
  repairTags,
  selfTag,
  stripTags,
  validateTags,
} from '../segments/inline-tags.ts';

/** What one inline tag stands for in the file: the exact source markup, written back as it was. */
export interface TagMarkup {
  open: string;
  close?: string;
}

export type Markup = Map<number, TagMarkup>;

/** A piece of a unit's source as a format's tokeniser sees it. */
export type MarkupToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; name: string; raw: string }
  | { kind: 'close'; name: string; raw: string }
  | { kind: 'self'; raw: string };

const MAX_NESTING = 64;

/** Which opening token each closing token ends; tokens left unmatched stand alone. */
function matchPairs(tokens: readonly MarkupToken[]): Map<number, number> {
  const closes = new Map<number, number>();
  const stack: number[] = [];
  tokens.forEach((token, index) => {
    if (token.kind === 'open') stack.push(index);
    if (token.kind !== 'close') return;
    // Looking a bounded way down keeps hostile markup (thousands of unclosed tags) linear.
    const floor = Math.max(0, stack.length - MAX_NESTING);
    let at = stack.length - 1;
    while (at >= floor && (tokens[stack[at] as number] as { name: string }).name !== token.name) at--;
    if (at < floor) return;
    closes.set(index, stack[at] as number);
    // Pairs opened inside and never closed cannot cross this one: they stand alone.
    stack.length = at;
  });
  return closes;
}

/**
 * Segment text from markup tokens: matching open and close tokens become `<gN>…</gN>` carrying
 * their exact markup, everything else that is not text becomes `<xN/>`.
 */
export function tokensToSegment(tokens: readonly MarkupToken[]): { text: string; markup: Markup } {
  const closes = matchPairs(tokens);
  const opened = new Set(closes.values());
  const ids = new Map<number, number>();
  const markup: Markup = new Map();
  let text = '';
  tokens.forEach((token, index) => {
    if (token.kind === 'text') {
      text += token.text;
      return;
    }
    const partner = closes.get(index);
    if (partner !== undefined) {
      const id = ids.get(partner) as number;
      (markup.get(id) as TagMarkup).close = token.raw;
      text += closeTag(id);
      return;
    }
    const id = markup.size + 1;
    markup.set(id, { open: token.raw });
    if (token.kind === 'open' && opened.has(index)) {
      ids.set(index, id);
      text += openTag(id);
    } else text += selfTag(id);
  });
  return { text, markup };
}

/** Segment text back to the file's markup: tags to their original markup, text through `escapeText`. */
export function renderSegment(text: string, markup: ReadonlyMap<number, TagMarkup>, escapeText: (s: string) => string) {
  let out = '';
  for (const token of parseInline(text)) {
    if (token.type === 'text') out += escapeText(token.text);
    else if (token.type === 'close') out += markup.get(token.id)?.close ?? '';
    else out += markup.get(token.id)?.open ?? '';
  }
  return out;
}

/**
 * Makes a translation carry exactly the source's tags. Repairs what can be repaired; when pairs
 * are still lost, the source's dominant formatting covers the whole translation and the
 * self-closing tags (breaks, positions, codes) go back to the matching word gaps, so the text
 * never comes back unformatted or without its codes.
 */
export function settleTags(source: string, translation: string): string {
  if (validateTags(source, translation).ok) return translation;
  const repaired = repairTags(source, translation);
  if (validateTags(source, repaired).ok) return repaired;
  const dominant = dominantTag(source);
  const selfOnly = source.replace(/<\/?g\d+>/g, '');
  const placed = projectTags(selfOnly, stripTags(translation));
  if (dominant === undefined) return placed;
  const lead = placed.match(/^(?:<x\d+\/>)*/)?.[0] ?? '';
  return `${lead}${openTag(dominant)}${placed.slice(lead.length)}${closeTag(dominant)}`;
}
