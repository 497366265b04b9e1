/**
 * The inline tags of the segment IR (docs/translation-core.md §2), in one import: lexing, validation, repair
 * and projection of tags onto a translation that lost them.
 */
export {
  closeTag,
  type InlineToken,
  isTag,
  layoutTags,
  maxTagId,
  openTag,
  type PairRange,
  type PlacedTag,
  pairRanges,
  parseInline,
  selfTag,
  stripTags,
  type TagToken,
  type TagType,
  type TextToken,
  tagIds,
} from './tag-parse.ts';
export { dominantTag, type ProjectOptions, projectTags } from './tag-project.ts';
export { repairTags, type TagValidation, validateTags } from './tag-repair.ts';
