import { COVERAGE_PARTS, type CoveragePart, type PartCoverage } from '@glossa/contracts/coverage';
import { stripTags } from '../../segments/inline-tags.ts';
import type { Segment } from '../../segments/segment.ts';

/** Each adapter names a segment's place ('slide 3 notes', 'master 1 layout 2', 'Sales!B4 comment'). */
const GROUPS: [RegExp, CoveragePart][] = [
  [/\b(?:master|layout)\b/i, 'masters'],
  [/\bnotes\b/i, 'notes'],
  [/\b(?:comments?|annotation)\b/i, 'comments'],
  [/\b(?:header|footer)s?\b/i, 'headers'],
  [/\b(?:footnotes?|endnotes?)\b/i, 'footnotes'],
  [/\bcharts?\b/i, 'charts'],
];

export function coveragePart(place: string | undefined): CoveragePart {
  if (!place) return 'body';
  return GROUPS.find(([pattern]) => pattern.test(place))?.[1] ?? 'body';
}

const LETTER = /\p{L}/gu;

function letters(text: string): number {
  return text.match(LETTER)?.length ?? 0;
}

/**
 * The share of each part's letters that was translated: a segment counts as translated when its
 * translation (tags aside) differs from its source. A name or a code the engine rightly kept as
 * it is counts as untranslated, so the figure is a floor. Parts with no letters are left out;
 * the order is COVERAGE_PARTS'.
 */
export function documentCoverage(
  segments: readonly Segment[],
  translations: ReadonlyMap<string, string>,
): PartCoverage[] {
  const parts = new Map<CoveragePart, PartCoverage>();
  for (const segment of segments) {
    const source = stripTags(segment.text);
    const count = letters(source);
    if (count === 0) continue;
    const part = coveragePart(segment.context?.part);
    const entry = parts.get(part) ?? { part, letters: 0, translated: 0 };
    const translation = translations.get(segment.id);
    if (translation !== undefined && stripTags(translation).trim() !== source.trim()) entry.translated += count;
    entry.letters += count;
    parts.set(part, entry);
  }
  return COVERAGE_PARTS.flatMap((part) => parts.get(part) ?? []);
}
