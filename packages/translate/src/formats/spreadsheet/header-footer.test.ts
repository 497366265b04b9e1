import { describe, expect, it } from 'vitest';
import { parseHeaderFooter, sectionHasWords, tagSection, writeHeaderFooter } from './header-footer.ts';

describe('header and footer sections', () => {
  const header = '&L&"Arial,Bold"&14Quarterly report&CPage &P of &N&R&KFF0000R&&D &D';

  it('makes each section a segment with its codes as self-closing tags', () => {
    const sections = parseHeaderFooter(header);
    expect(sections.map((s) => s.marker)).toEqual(['', '&L', '&C', '&R']);
    expect(sections.map((s) => tagSection(s).text)).toEqual([
      '',
      '<x1/><x2/>Quarterly report',
      'Page <x1/> of <x2/>',
      '<x1/>R&D <x2/>',
    ]);
    expect(sections.map(sectionHasWords)).toEqual([false, true, true, true]);
  });

  it('writes the codes back where the translation puts their tags and doubles literal ampersands', () => {
    const sections = parseHeaderFooter(header);
    const out = writeHeaderFooter(
      sections,
      new Map([
        [2, 'Página <x1/> de <x2/>'],
        [3, 'I+D & co <x2/><x1/>'],
      ]),
    );
    expect(out).toBe('&L&"Arial,Bold"&14Quarterly report&CPágina &P de &N&RI+D && co &D&KFF0000');
    expect(writeHeaderFooter(sections, new Map())).toBe(header);
  });

  it('puts codes a translation dropped at the end of their section', () => {
    const sections = parseHeaderFooter('&CPage &P');
    expect(writeHeaderFooter(sections, new Map([[1, 'Página']]))).toBe('&CPágina&P');
  });
});
