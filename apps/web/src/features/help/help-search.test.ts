import { describe, expect, it } from 'vitest';
import { type HelpArticleText, markTerms, queryTerms, searchHelp } from './help-search.ts';

const articles: HelpArticleText[] = [
  {
    id: 'formats',
    title: 'Supported file formats',
    summary: 'PDF, Word and more.',
    body: 'Glossa reads PDF files and Markdown.',
  },
  {
    id: 'termBases',
    title: 'Term bases',
    summary: 'Keep names the same.',
    body: 'Import a CSV file with source and target.',
  },
  { id: 'plans', title: 'Plans and quotas', summary: 'Free use every day.', body: 'Members get files up to 50 MB.' },
];

const marked = (parts: { text: string; match: boolean }[]) =>
  parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

describe('searchHelp', () => {
  it('finds articles holding every word, in title, summary or text, title matches first', () => {
    expect(searchHelp(articles, 'file', 'en').map((r) => r.article.id)).toEqual(['formats', 'termBases', 'plans']);
    expect(searchHelp(articles, 'csv FILE', 'en').map((r) => r.article.id)).toEqual(['termBases']);
    expect(searchHelp(articles, 'nothing like this', 'en')).toEqual([]);
    expect(searchHelp(articles, '   ', 'en')).toEqual([]);
  });

  it('marks the words in the title and in the excerpt of the text', () => {
    const [result] = searchHelp(articles, 'csv', 'en');
    expect(marked(result?.title ?? [])).toBe('Term bases');
    expect(marked(result?.excerpt ?? [])).toBe('Import a [CSV] file with source and target.');
    const [formats] = searchHelp(articles, 'pdf', 'en');
    expect(marked(formats?.title ?? [])).toBe('Supported file formats');
    expect(marked(formats?.excerpt ?? [])).toBe('[PDF], Word and more.');
  });

  it('searches Chinese and Arabic text, which has no capitals or no spaces between words', () => {
    const zh: HelpArticleText[] = [
      { id: 'termBases', title: '术语库', summary: '让名称每次都译得一致。', body: '导入 CSV 文件。' },
    ];
    expect(marked(searchHelp(zh, '术语', 'zh-CN')[0]?.title ?? [])).toBe('[术语]库');
    const ar: HelpArticleText[] = [{ id: 'plans', title: 'الخطط والحصص', summary: 'استخدام مجاني', body: 'نص' }];
    expect(marked(searchHelp(ar, 'الخطط', 'ar')[0]?.title ?? [])).toBe('[الخطط] والحصص');
  });

  it('cuts a long text around the first word found', () => {
    const long: HelpArticleText = {
      id: 'x',
      title: 'T',
      summary: 'S',
      body: `${'word '.repeat(100)}needle ${'tail '.repeat(100)}`,
    };
    const excerpt = marked(searchHelp([long], 'needle', 'en')[0]?.excerpt ?? []);
    expect(excerpt.startsWith('… ')).toBe(true);
    expect(excerpt.endsWith(' …')).toBe(true);
    expect(excerpt).toContain('[needle]');
    expect(excerpt.length).toBeLessThan(220);
  });
});

describe('markTerms', () => {
  it('marks every occurrence, case folded', () => {
    expect(marked(markTerms('Pdf and PDF and pdf', ['pdf'], 'en'))).toBe('[Pdf] and [PDF] and [pdf]');
    expect(queryTerms('  Term  term BASES ', 'en')).toEqual(['term', 'bases']);
  });

  it('marks nothing when folding changes the length', () => {
    expect(markTerms('İstanbul', ['i'], 'en')).toEqual([{ text: 'İstanbul', match: false }]);
  });
});
