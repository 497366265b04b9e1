import type { EditorSegment } from '@glossa/contracts/chat';
import { plainText } from './tag-text.ts';

/** Which segments the list shows. */
export type SegmentFilter = 'all' | 'untranslated' | 'edited' | 'issues' | 'terms' | 'unreviewed' | 'reviewed';

export const SEGMENT_FILTERS: readonly SegmentFilter[] = [
  'all',
  'untranslated',
  'edited',
  'issues',
  'terms',
  'unreviewed',
  'reviewed',
];

/** A search in the source or the translation, as plain words or a regular expression. */
export interface SegmentSearch {
  text: string;
  where: 'source' | 'target';
  regex: boolean;
  matchCase: boolean;
}

/** The pattern of a search; undefined when there is nothing to look for, an Error when the expression is invalid. */
export function searchPattern(search: SegmentSearch): RegExp | Error | undefined {
  if (search.text === '') return undefined;
  const flags = `g${search.matchCase ? '' : 'i'}u`;
  try {
    return new RegExp(search.regex ? search.text : search.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function kept(segment: EditorSegment, filter: SegmentFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'untranslated':
      return !segment.translated;
    case 'edited':
      return segment.edited;
    case 'issues':
      return segment.issues.length > 0;
    case 'terms':
      return segment.terms.length > 0;
    case 'unreviewed':
      return !segment.reviewed;
    case 'reviewed':
      return segment.reviewed;
  }
}

/** The indexes of the segments the filter and the search keep, in document order. */
export function visibleSegments(
  segments: readonly EditorSegment[],
  filter: SegmentFilter,
  pattern: RegExp | undefined,
  where: SegmentSearch['where'],
): number[] {
  const shown: number[] = [];
  segments.forEach((segment, index) => {
    if (!kept(segment, filter)) return;
    if (pattern) {
      pattern.lastIndex = 0;
      if (!pattern.test(plainText(where === 'source' ? segment.source : segment.target))) return;
    }
    shown.push(index);
  });
  return shown;
}

/** A translation with every match of `pattern` replaced (the tags are kept where they are). */
export function replaceIn(target: string, pattern: RegExp, replacement: string): string {
  pattern.lastIndex = 0;
  // Only the text between tags is searched, so a replacement never breaks a tag.
  return target
    .split(/(<\/?g[1-9]\d{0,8}>|<x[1-9]\d{0,8}\/>)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(pattern, replacement)))
    .join('');
}
