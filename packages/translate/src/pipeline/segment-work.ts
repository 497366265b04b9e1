import { protectTerms, restoreTerms } from '../glossary/protect-terms.ts';
import type { TermEntry } from '../glossary/term-base.ts';
import { projectTags, repairTags, stripTags, tagIds, validateTags } from '../segments/inline-tags.ts';
import { protectSpans, restoreSpans } from '../segments/protect.ts';
import type { Segment } from '../segments/segment.ts';

/** A segment on its way to an engine: the text it is sent as, and what its placeholders stand for. */
export interface WorkItem {
  segment: Segment;
  sendText: string;
  spans: Map<string, string>;
  terms: Map<string, string>;
  /** The source words each term tag stands for. */
  termSources: Map<string, string>;
}

export function hasWords(text: string): boolean {
  return /\p{L}/u.test(stripTags(text));
}

/**
 * Protects URLs, numbers, code ... as placeholder tags; for engines that cannot follow
 * instructions (`placeholderTerms`, Apertium) the terms become placeholders too.
 */
export function prepare(segment: Segment, placeholderTerms: readonly TermEntry[]): WorkItem {
  const protectedText = protectSpans(segment.text);
  let sendText = protectedText.text;
  let terms = new Map<string, string>();
  let termSources = new Map<string, string>();
  if (placeholderTerms.length > 0) {
    const highest = Math.max(0, ...tagIds(sendText).map(Number));
    const swapped = protectTerms(sendText, placeholderTerms, highest + 1);
    sendText = swapped.text;
    terms = swapped.replacements;
    termSources = swapped.sources;
  }
  return { segment, sendText, spans: protectedText.spans, terms, termSources };
}

function restore(item: WorkItem, raw: string): { text: string; missing: string[] } {
  return restoreSpans(restoreTerms(raw, item.terms), item.spans);
}

/** Puts protected spans and terms back, then makes sure the source's tags are all there. */
export function finish(item: WorkItem, raw: string): { text: string; missingSpans: string[] } {
  const restored = restore(item, raw);
  let text = restored.text;
  if (!validateTags(item.segment.text, text).ok) text = repairTags(item.segment.text, text);
  if (!validateTags(item.segment.text, text).ok) text = projectTags(item.segment.text, stripTags(text));
  return { text, missingSpans: restored.missing };
}

/** A tag the stream has begun but not finished: '<', '</g', '<x1', '<x12/'. */
const PARTIAL_TAG = /<\/?(?:[gx](?:\d+\/?)?)?$/i;

/**
 * What a user may see of a translation still streaming: the placeholders that arrived whole are
 * put back, a half-written one is held back until its end arrives. The source's own inline tags
 * stay, as in the finished text.
 */
export function visibleDraft(item: WorkItem, raw: string): string {
  return restore(item, raw.replace(PARTIAL_TAG, '')).text;
}
