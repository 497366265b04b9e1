import { expectedTarget, findTerms, type TermEntry } from './term-base.ts';

/**
 * For engines that cannot follow instructions (Apertium), terms are swapped for self-closing
 * tags before translation and their target renderings put back afterwards.
 */
export function protectTerms(
  text: string,
  entries: readonly TermEntry[],
  firstId: number,
): { text: string; replacements: Map<string, string>; sources: Map<string, string> } {
  const replacements = new Map<string, string>();
  /** Each tag's source words as the text has them. */
  const sources = new Map<string, string>();
  const matches = findTerms(text, entries);
  if (matches.length === 0) return { text, replacements, sources };
  let out = '';
  let cursor = 0;
  let id = firstId;
  for (const match of matches) {
    const before = text.slice(cursor, match.start);
    const tag = `<x${id}/>`;
    replacements.set(tag, expectedTarget(match.entry));
    sources.set(tag, text.slice(match.start, match.end));
    out += before + tag;
    cursor = match.end;
    id += 1;
  }
  return { text: out + text.slice(cursor), replacements, sources };
}

/** Puts the target terms back where their tags came out of the engine. */
export function restoreTerms(text: string, replacements: ReadonlyMap<string, string>): string {
  let out = text;
  for (const [tag, value] of replacements) out = out.split(tag).join(value);
  return out;
}
