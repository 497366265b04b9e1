import { closeTag, type InlineToken, isTag, openTag, parseInline, selfTag, type TagToken } from './tag-parse.ts';

export interface TagValidation {
  ok: boolean;
  /** Tags of the source the translation lacks, as markup ('<g1>', '</g1>', '<x2/>'). */
  missing: string[];
  /** Tags of the translation the source does not have (unknown or repeated). */
  extra: string[];
  /** A closing tag without its opening tag, crossing pairs, or a pair left open. */
  unbalanced: boolean;
}

function countTags(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of parseInline(text)) if (isTag(token)) counts.set(token.text, (counts.get(token.text) ?? 0) + 1);
  return counts;
}

/** Tags of `a` beyond those of `b`, each as often as it is in excess. */
function excess(a: Map<string, number>, b: Map<string, number>): string[] {
  const out: string[] = [];
  for (const [markup, count] of a) for (let i = count - (b.get(markup) ?? 0); i > 0; i--) out.push(markup);
  return out;
}

function isBalanced(tokens: readonly InlineToken[]): boolean {
  const stack: number[] = [];
  for (const token of tokens) {
    if (token.type === 'open') stack.push(token.id);
    else if (token.type === 'close' && stack.pop() !== token.id) return false;
  }
  return stack.length === 0;
}

/**
 * Checks that a translation carries the same multiset of tags as its source, properly nested.
 * Order may differ: languages reorder words, and their formatting with them.
 */
export function validateTags(source: string, translation: string): TagValidation {
  const expected = countTags(source);
  const actual = countTags(translation);
  const missing = excess(expected, actual);
  const extra = excess(actual, expected);
  const unbalanced = !isBalanced(parseInline(translation));
  return { ok: missing.length === 0 && extra.length === 0 && !unbalanced, missing, extra, unbalanced };
}

type TagKind = 'pair' | 'self';

function sourceKinds(source: string): Map<number, TagKind> {
  const kinds = new Map<number, TagKind>();
  for (const token of parseInline(source))
    if (isTag(token)) kinds.set(token.id, token.type === 'self' ? 'self' : 'pair');
  return kinds;
}

// `\s*(?:(\/)\s*)?`, not `\s*(\/?)\s*`: spaces split between two `\s*` cost quadratic time on '<' and a run of spaces.
const LOOSE_TAG = /<\s*(?:(\/)\s*)?([gx])\s*([1-9]\d{0,8})\s*(?:(\/)\s*)?>/gi;

/**
 * Engines (language models above all) return `<x2 />`, `< /g1>`, `<G1>` or `<x2>`: these become
 * the canonical tag when the source has that id with that kind, and stay text otherwise.
 */
function normaliseSpelling(translation: string, kinds: Map<number, TagKind>): string {
  return translation.replace(
    LOOSE_TAG,
    (markup, lead: string | undefined, letter: string, digits: string, trail: string | undefined) => {
      const id = Number(digits);
      const kind = kinds.get(id);
      if (letter.toLowerCase() === 'x' && kind === 'self') return lead ? '' : selfTag(id);
      if (letter.toLowerCase() !== 'g' || kind !== 'pair') return markup;
      if (trail) return '';
      return lead ? closeTag(id) : openTag(id);
    },
  );
}

/** Walks the tokens of a translation, keeping only what fits the source's tags. */
class TagRepairer {
  private readonly out: string[] = [];
  private readonly stack: number[] = [];
  private readonly used = new Set<string>();

  constructor(private readonly kinds: Map<number, TagKind>) {}

  add(token: InlineToken): void {
    if (!isTag(token)) this.out.push(token.text);
    else if (token.type === 'close') this.close(token.id);
    else if (this.kinds.get(token.id) === (token.type === 'self' ? 'self' : 'pair') && !this.used.has(token.text)) {
      this.used.add(token.text);
      this.out.push(token.text);
      if (token.type === 'open') this.stack.push(token.id);
    }
  }

  /** Closes a pair; pairs opened inside it and still open are closed first so nothing crosses. */
  private close(id: number): void {
    const depth = this.stack.lastIndexOf(id);
    if (depth < 0) return;
    while (this.stack.length > depth) this.out.push(closeTag(this.stack.pop() as number));
  }

  finish(missingSelf: readonly TagToken[]): string {
    const text = this.out.join('');
    // Closing and re-added tags go before trailing whitespace, so spacing stays outside them.
    const body = text.trimEnd();
    const closing = this.stack.reverse().map(closeTag);
    this.stack.length = 0;
    const added = missingSelf.filter((tag) => !this.used.has(tag.text)).map((tag) => tag.text);
    return body + closing.join('') + added.join('') + text.slice(body.length);
  }
}

/**
 * Fixes what can be fixed without guessing: spelling variants become canonical, unknown or
 * repeated tags go, crossing pairs are closed in order, unclosed pairs close at the end and
 * missing self-closing tags come back at the end. A missing pair cannot be placed safely and
 * stays missing (the pipeline then projects the source's tags, see projectTags).
 */
export function repairTags(source: string, translation: string): string {
  const kinds = sourceKinds(source);
  const repairer = new TagRepairer(kinds);
  for (const token of parseInline(normaliseSpelling(translation, kinds))) repairer.add(token);
  const selfTags = parseInline(source).filter((token): token is TagToken => token.type === 'self');
  return repairer.finish(selfTags);
}
