import type { EditorSegment } from '@glossa/contracts/chat';
import { describe, expect, it } from 'vitest';
import { scopeSegmentIds, termsInFile } from './retranslate-scope.ts';

const segment = (id: string, terms: string[] = []): EditorSegment => ({
  segmentId: id,
  source: id,
  target: id,
  translated: true,
  edited: false,
  reviewed: false,
  issues: [],
  terms: terms.map((source) => ({ source, target: `${source}-t`, doNotTranslate: false })),
});

const FILE = [segment('a', ['house']), segment('b'), segment('c', ['house', 'garden']), segment('d', ['garden'])];

describe('the sentences a retranslation sends', () => {
  it('takes the current one, those shown in document order, a range either way round, or those with a term', () => {
    expect(scopeSegmentIds(FILE, [3, 1], 2, { kind: 'current' })).toEqual(['c']);
    expect(scopeSegmentIds(FILE, [3, 1], undefined, { kind: 'current' })).toEqual([]);
    expect(scopeSegmentIds(FILE, [3, 1], 0, { kind: 'shown' })).toEqual(['b', 'd']);
    expect(scopeSegmentIds(FILE, [], 0, { kind: 'range', from: 2, to: 3 })).toEqual(['b', 'c']);
    expect(scopeSegmentIds(FILE, [], 0, { kind: 'range', from: 9, to: 3 })).toEqual(['c', 'd']);
    expect(scopeSegmentIds(FILE, [], 0, { kind: 'term', term: 'house' })).toEqual(['a', 'c']);
  });

  it('lists the terms of the file with their counts, most used first', () => {
    expect(termsInFile(FILE)).toEqual([
      { source: 'garden', target: 'garden-t', count: 2 },
      { source: 'house', target: 'house-t', count: 2 },
    ]);
  });
});
