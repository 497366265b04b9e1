/**
 * The terms of one segment on their way through a pair: which tags travel as a stand-in noun
 * (term-nouns.ts), and how the translation gets the tags back, with the words before them fitted.
 */
import { fitBeforeTerm } from './term-agreement.ts';
import type { NounClass, StandIn, TermNouns } from './term-nouns.ts';

export interface SegmentStandIns {
  /** The segment's text with the stand-ins in place of their tags. */
  text: string;
  terms: { tag: string; term: string; nounClass: NounClass; standIn: StandIn }[];
}

/** Whole-word, case-insensitive occurrences of `word` in `text`. */
function wordPattern(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'giu');
}

const occurrences = (text: string, word: string) => [...text.matchAll(wordPattern(word))];

/** A term sent as a placeholder tag: its source words and the target rendering that replaces the tag. */
export interface TaggedTerm {
  source: string;
  target: string;
}

/**
 * Stand-ins for a segment's term tags whose target term is a noun the target dictionary knows:
 * each a different word, found in neither the source text nor (as its translation) in it, so
 * that the translation can only have it where the term goes. In a source language with genders,
 * one of the source term's gender comes first, so the source's own determiners still agree.
 */
export async function planStandIns(
  nouns: TermNouns,
  text: string,
  terms: ReadonlyMap<string, TaggedTerm>,
): Promise<SegmentStandIns | undefined> {
  const plan: SegmentStandIns = { text, terms: [] };
  const taken = (standIn: StandIn) =>
    plan.terms.some((t) => t.standIn.target.toLowerCase() === standIn.target.toLowerCase()) ||
    occurrences(text, standIn.source).length > 0 ||
    occurrences(text, standIn.target).length > 0;
  for (const [tag, { source, target: term }] of terms) {
    // A term kept as it is (a name, "do not translate") stays a placeholder.
    if (!plan.text.includes(tag) || source === term) continue;
    const nounClass = await nouns.nounClass(term);
    if (!nounClass) continue;
    const free = (await nouns.standInsFor(nounClass)).filter((candidate) => !taken(candidate));
    const sourceGender = free.some((c) => c.sourceGender) ? (await nouns.sourceClass(source))?.gender : undefined;
    const standIn = free.find((c) => c.sourceGender === sourceGender) ?? free[0];
    if (!standIn) continue;
    plan.text = plan.text.replace(tag, standIn.source);
    plan.terms.push({ tag, term, nounClass, standIn });
  }
  return plan.terms.length > 0 ? plan : undefined;
}

/**
 * The translation with each stand-in's translation turned back into its tag and the word before
 * it fitted to the term; undefined when a stand-in does not come back exactly once as expected
 * (the segment is then sent again with plain placeholders).
 */
export function settleStandIns(translation: string, plan: SegmentStandIns, language: string): string | undefined {
  let out = translation;
  for (const { tag, standIn } of plan.terms) {
    const found = occurrences(out, standIn.target);
    if (found.length !== 1) return undefined;
    const at = found[0]!.index;
    out = out.slice(0, at) + tag + out.slice(at + standIn.target.length);
  }
  for (const { tag, term, nounClass } of plan.terms) out = fitBeforeTerm(language, out, tag, term, nounClass);
  return out;
}
