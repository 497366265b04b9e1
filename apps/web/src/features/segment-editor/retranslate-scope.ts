import type { EditorSegment } from '@glossa/contracts/chat';

/**
 * Which sentences a retranslation sends (docs/product.md §1.4): the current one, those the filter
 * and search show, a range by number, or every one whose source holds a term of the term base
 * (a changed term re-applied across the file).
 */
export type RetranslateScope =
  | { kind: 'current' }
  | { kind: 'shown' }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'term'; term: string };

export const SCOPE_KINDS = ['current', 'shown', 'range', 'term'] as const;

/** The segment ids of the scope, in document order; `visible` are document indexes, `current` a document index. */
export function scopeSegmentIds(
  segments: readonly EditorSegment[],
  visible: readonly number[],
  current: number | undefined,
  scope: RetranslateScope,
): string[] {
  switch (scope.kind) {
    case 'current': {
      const segment = current === undefined ? undefined : segments[current];
      return segment ? [segment.segmentId] : [];
    }
    case 'shown':
      return [...visible].sort((a, b) => a - b).flatMap((index) => segments[index]?.segmentId ?? []);
    case 'range': {
      const from = Math.max(1, Math.min(scope.from, scope.to));
      const to = Math.min(segments.length, Math.max(scope.from, scope.to));
      return segments.slice(from - 1, to).map((segment) => segment.segmentId);
    }
    case 'term':
      return segments
        .filter((segment) => segment.terms.some((term) => term.source === scope.term))
        .map((segment) => segment.segmentId);
  }
}

/** The term base terms the file's sources hold, each with the number of sentences it is in, most first. */
export function termsInFile(segments: readonly EditorSegment[]): { source: string; target: string; count: number }[] {
  const found = new Map<string, { source: string; target: string; count: number }>();
  for (const segment of segments) {
    for (const term of segment.terms) {
      const known = found.get(term.source);
      if (known) known.count++;
      else found.set(term.source, { source: term.source, target: term.doNotTranslate ? '' : term.target, count: 1 });
    }
  }
  return [...found.values()].sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
}
