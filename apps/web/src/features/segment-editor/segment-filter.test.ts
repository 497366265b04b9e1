import type { EditorSegment } from '@glossa/contracts/chat';
import { describe, expect, it } from 'vitest';
import { replaceIn, searchPattern, visibleSegments } from './segment-filter.ts';

const segment = (over: Partial<EditorSegment>): EditorSegment => ({
  segmentId: 's',
  source: 'Source',
  target: 'Ziel',
  translated: true,
  edited: false,
  reviewed: false,
  issues: [],
  terms: [],
  ...over,
});

describe('segment filters', () => {
  const segments = [
    segment({ source: 'The <g1>red</g1> house', target: 'Das <g1>rote</g1> Haus' }),
    segment({ source: 'Untranslated', target: '', translated: false }),
    segment({ edited: true, reviewed: true, target: 'Bearbeitet' }),
    segment({
      issues: [{ kind: 'term', detail: 'invoice', severity: 'warning' }],
      terms: [{ source: 'invoice', target: 'Rechnung', doNotTranslate: false }],
    }),
    segment({ issues: [{ kind: 'number', detail: '3', severity: 'error' }] }),
  ];

  it('keeps the segments of each state', () => {
    expect(visibleSegments(segments, 'all', undefined, 'source')).toEqual([0, 1, 2, 3, 4]);
    expect(visibleSegments(segments, 'untranslated', undefined, 'source')).toEqual([1]);
    expect(visibleSegments(segments, 'edited', undefined, 'source')).toEqual([2]);
    expect(visibleSegments(segments, 'issues', undefined, 'source')).toEqual([3, 4]);
    expect(visibleSegments(segments, 'terms', undefined, 'source')).toEqual([3]);
    expect(visibleSegments(segments, 'reviewed', undefined, 'source')).toEqual([2]);
    expect(visibleSegments(segments, 'unreviewed', undefined, 'source')).toEqual([0, 1, 3, 4]);
  });

  it('searches the text without its tags, as words or a regular expression', () => {
    const words = searchPattern({ text: 'red house', where: 'source', regex: false, matchCase: false });
    expect(words).toBeInstanceOf(RegExp);
    expect(visibleSegments(segments, 'all', words as RegExp, 'source')).toEqual([0]);
    const regex = searchPattern({ text: '^(Das|Bear)', where: 'target', regex: true, matchCase: true });
    expect(visibleSegments(segments, 'all', regex as RegExp, 'target')).toEqual([0, 2]);
    expect(searchPattern({ text: '(', where: 'target', regex: true, matchCase: false })).toBeInstanceOf(Error);
    expect(searchPattern({ text: '', where: 'target', regex: true, matchCase: false })).toBeUndefined();
  });

  it('replaces in the text between tags, never in a tag', () => {
    const pattern = searchPattern({ text: 'g1|rote', where: 'target', regex: true, matchCase: true }) as RegExp;
    expect(replaceIn('Das <g1>rote</g1> Haus g1', pattern, 'X')).toBe('Das <g1>X</g1> Haus X');
  });
});
