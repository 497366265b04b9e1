import { dominantTag, pairRanges, repairTags, stripTags, validateTags } from '../../segments/inline-tags.ts';

/**
 * The translation to write for a segment: as it came when its tags are complete, repaired when
 * the repair makes them complete, and otherwise with the dominant formatting of the source (the
 * pair covering at least half its text) applied to the whole translation, so bold stays bold
 * even when an engine loses the tags. Renderers then write whatever well-formed tags remain.
 */
export function settleTags(source: string, translation: string): string {
  if (validateTags(source, translation).ok) return translation;
  const repaired = repairTags(source, translation);
  if (validateTags(source, repaired).ok) return repaired;
  const dominant = dominantTag(source);
  if (dominant === undefined) return repaired;
  const range = pairRanges(repairTags(source, source)).find((pair) => pair.id === dominant);
  const length = stripTags(source).length;
  const present = repaired.includes(`<g${dominant}>`);
  if (!range || present || (range.end - range.start) * 2 < length) return repaired;
  return `<g${dominant}>${repaired}</g${dominant}>`;
}
