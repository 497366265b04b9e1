import type { Segment } from '@glossa/translate/segments/segment';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_SAMPLE, documentSample, joinedTranslation } from './translation-block.ts';

const segment = (id: string, kind?: NonNullable<Segment['context']>['kind'], part = 'body'): Segment => ({
  id,
  text: `source ${id}`,
  context: kind ? { kind, part } : undefined,
});

describe('documentSample', () => {
  it('keeps headings and list items, leaves out the title property, and joins a list with single lines', () => {
    const segments = [
      segment('t', 'title', 'properties'),
      segment('h', 'heading'),
      segment('p', 'paragraph'),
      segment('l1', 'list-item'),
      segment('l2', 'list-item'),
    ];
    const done = new Map([
      ['t', 'Quarterly report'],
      ['h', 'Results'],
      ['p', 'Sales <g1>grew</g1> by 5 %.'],
      ['l1', 'First point'],
      ['l2', 'Second point'],
    ]);
    expect(documentSample(segments, done)).toBe('#### Results\n\nSales grew by 5 %.\n\n- First point\n- Second point');
  });

  it('shows only what is translated, and nothing when nothing is', () => {
    const segments = [segment('a'), segment('b')];
    expect(documentSample(segments, new Map())).toBe('');
    expect(documentSample(segments, new Map([['b', 'Only the second.']]))).toBe('Only the second.');
  });

  it('escapes Markdown marks so the text shows as written', () => {
    const segments = [segment('a'), segment('b')];
    const done = new Map([
      ['a', '1. Not a list *really*'],
      ['b', '# not a heading'],
    ]);
    expect(documentSample(segments, done)).toBe('1\\. Not a list \\*really\\*\n\n\\# not a heading');
  });

  it('stops after a few paragraphs and cuts a long one at a word', () => {
    const long = 'word '.repeat(400).trim();
    const segments = Array.from({ length: 20 }, (_, i) => segment(String(i)));
    const many = new Map(segments.map((s) => [s.id, `Paragraph ${s.id}.`]));
    expect(documentSample(segments, many).split('\n\n')).toHaveLength(DOCUMENT_SAMPLE.blocks);
    const sample = documentSample([segment('x')], new Map([['x', long]]));
    expect(sample.length).toBeLessThanOrEqual(DOCUMENT_SAMPLE.chars + 1);
    expect(sample).toMatch(/word…$/);
  });
});

describe('joinedTranslation', () => {
  it('joins the finished segments in order', () => {
    expect(
      joinedTranslation(
        [segment('a'), segment('b')],
        new Map([
          ['a', 'One.'],
          ['b', 'Two.'],
        ]),
      ),
    ).toBe('One.\n\nTwo.');
  });
});
