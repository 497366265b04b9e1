import { describe, expect, it } from 'vitest';
import type { Segment } from '../../segments/segment.ts';
import { coveragePart, documentCoverage } from './coverage.ts';

const segment = (id: string, text: string, part?: string): Segment => ({ id, text, context: { part } });

describe('coverage by part', () => {
  it('names the part each adapter’s place belongs to', () => {
    expect(
      [
        'slide 3',
        'slide 3 notes',
        'notes 2',
        'master 1 layout 2',
        'notes master',
        'Sales!B4 comment',
        'comment',
        'header',
        'Sales 2 footer',
        'footnote',
        'slide 1 chart',
        'chart',
        'Prices!A1',
        undefined,
      ].map(coveragePart),
    ).toEqual([
      'body',
      'notes',
      'notes',
      'masters',
      'masters',
      'comments',
      'comments',
      'headers',
      'headers',
      'footnotes',
      'charts',
      'charts',
      'body',
      'body',
    ]);
  });

  it('counts the letters of segments whose translation differs from the source, tags aside, part by part', () => {
    const segments = [
      segment('a', 'The <g1>house</g1> is red.', 'slide 1'),
      segment('b', 'Thank the team.', 'slide 1 notes'),
      segment('c', 'Confidential', 'master 1 layout 2'),
      segment('d', '2024 – 2025', 'slide 2'),
      segment('e', 'Untouched', 'slide 2'),
    ];
    const translations = new Map([
      ['a', 'La <g1>casa</g1> es roja.'],
      ['b', 'Remerciez l’équipe.'],
      ['c', '<g1>Confidential</g1>'],
      ['d', '2024 – 2025'],
    ]);
    expect(documentCoverage(segments, translations)).toEqual([
      { part: 'body', letters: 13 + 9, translated: 13 },
      { part: 'notes', letters: 12, translated: 12 },
      { part: 'masters', letters: 12, translated: 0 },
    ]);
  });
});
