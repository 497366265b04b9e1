import { describe, expect, it } from 'vitest';
import { searchExcerpt } from './search-excerpt.ts';

describe('searchExcerpt', () => {
  it('keeps the case of the text and shows a short text whole', () => {
    expect(searchExcerpt('The Weather in Paris is Good.', 'paris')).toBe('The Weather in Paris is Good.');
  });

  it('cuts a long text between words, marks the cuts, and keeps the match', () => {
    const text = `${'Lorem ipsum dolor sit amet '.repeat(6)}Quarterly Report ${'consectetur adipiscing elit '.repeat(8)}`;
    const excerpt = searchExcerpt(text, 'quarterly');
    expect(excerpt).toContain('Quarterly Report');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    const words = new Set(text.split(/\s+/));
    for (const word of excerpt.replace(/…/g, '').trim().split(' ')) expect(words.has(word)).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(122);
  });

  it('cuts a text without spaces where it must', () => {
    const text = `${'这是一个很长的句子'.repeat(10)}关键字${'后面还有很多内容'.repeat(10)}`;
    expect(searchExcerpt(text, '关键字')).toContain('关键字');
  });
});
