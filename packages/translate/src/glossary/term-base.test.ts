import { describe, expect, it } from 'vitest';
import { protectTerms, restoreTerms } from './protect-terms.ts';
import { checkTerms, findTerms, type TermEntry, termBaseVersion, termsInTexts, termUse } from './term-base.ts';
import { parseTermsCsv, parseTermsTbx, termsToCsv, termsToTbx } from './term-files.ts';

const entries: TermEntry[] = [
  { source: 'invoice', target: 'factura' },
  { source: 'Glossa', target: '', doNotTranslate: true, caseSensitive: true },
  { source: 'New York City', target: 'Nueva York' },
  { source: 'York', target: 'York (ES)' },
  { source: '合同', target: 'contract' },
];

describe('findTerms', () => {
  it('matches whole words, ignoring case unless asked', () => {
    expect(findTerms('Send the Invoice today', entries).map((m) => m.entry.source)).toEqual(['invoice']);
    expect(findTerms('Send the invoices', entries)).toEqual([]);
    expect(findTerms('glossa is lower case', entries)).toEqual([]);
    expect(findTerms('Glossa, again', entries).map((m) => m.entry.source)).toEqual(['Glossa']);
  });

  it('prefers the longest term and matches inside text for spaceless scripts', () => {
    expect(findTerms('Trip to New York City.', entries).map((m) => m.entry.source)).toEqual(['New York City']);
    expect(findTerms('请审阅合同条款', entries).map((m) => m.entry.source)).toEqual(['合同']);
  });

  it('never matches inside an inline tag and works across tags', () => {
    const withTags = [{ source: 'g1', target: 'X' }];
    expect(findTerms('<g1>bold</g1> text', withTags)).toEqual([]);
    expect(findTerms('<g1>invoice</g1>', entries).map((m) => m.entry.source)).toEqual(['invoice']);
  });

  it('lists the terms of a batch once each', () => {
    expect(termsInTexts(['an invoice', 'another invoice', 'Glossa'], entries).map((e) => e.source)).toEqual([
      'invoice',
      'Glossa',
    ]);
  });
});

describe('checkTerms', () => {
  it('reports a term the translation did not respect', () => {
    expect(checkTerms('s1', 'Pay the invoice', 'Pague la cuenta', entries)).toEqual([
      { segmentId: 's1', source: 'invoice', expected: 'factura' },
    ]);
    expect(checkTerms('s1', 'Pay the invoice', 'Pague la Factura', entries)).toEqual([]);
  });

  it('expects "do not translate" terms unchanged', () => {
    expect(checkTerms('s2', 'Glossa works', 'Glosa funciona', entries)).toEqual([
      { segmentId: 's2', source: 'Glossa', expected: 'Glossa' },
    ]);
    expect(checkTerms('s2', 'Glossa works', 'Glossa funciona', entries)).toEqual([]);
  });
});

describe('protectTerms', () => {
  it('swaps terms for tags after the existing ones and puts the target back', () => {
    const { text, replacements } = protectTerms('<g1>Glossa</g1> sends the invoice', entries, 2);
    expect(text).toBe('<g1><x2/></g1> sends the <x3/>');
    expect(restoreTerms('<g1><x2/></g1> envía la <x3/>', replacements)).toBe('<g1>Glossa</g1> envía la factura');
  });
});

describe('term files', () => {
  it('reads CSV with a header, flags and quoted cells, and writes it back', () => {
    const csv =
      '\uFEFFsource,target,case_sensitive,whole_word,do_not_translate\n"Acme, Inc.",Acme S.A.,yes,,\nAPI,,,no,yes\n\ninvoice,factura,,,\n';
    const parsed = parseTermsCsv(csv);
    expect(parsed).toEqual([
      { source: 'Acme, Inc.', target: 'Acme S.A.', caseSensitive: true, wholeWord: true, doNotTranslate: false },
      { source: 'API', target: '', caseSensitive: false, wholeWord: false, doNotTranslate: true },
      { source: 'invoice', target: 'factura', caseSensitive: false, wholeWord: true, doNotTranslate: false },
    ]);
    expect(parseTermsCsv(termsToCsv(parsed))).toEqual(parsed);
  });

  it('reads a two-column CSV without a header', () => {
    expect(parseTermsCsv('contract,contrato\n')).toMatchObject([{ source: 'contract', target: 'contrato' }]);
  });

  it('round-trips TBX and ignores entities', () => {
    const termBase = { sourceLanguage: 'en', targetLanguage: 'es', entries: entries.slice(0, 2) };
    const tbx = termsToTbx(termBase);
    expect(tbx).toContain('<termEntry');
    expect(parseTermsTbx(tbx, 'en', 'es')).toEqual([
      { source: 'invoice', target: 'factura', wholeWord: true },
      { source: 'Glossa', target: 'Glossa', wholeWord: true },
    ]);
    const hostile = `<?xml version="1.0"?><!DOCTYPE tbx [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <tbx><text><body><termEntry><langSet xml:lang="en-US"><tig><term>&b;</term></tig></langSet>
      <langSet xml:lang="es"><tig><term>x</term></tig></langSet></termEntry></body></text></tbx>`;
    expect(parseTermsTbx(hostile, 'en', 'es')).toEqual([{ source: '&b;', target: 'x', wholeWord: true }]);
  });

  it('versions a term base by content', () => {
    const a = { sourceLanguage: 'en', targetLanguage: 'es', entries };
    const b = { ...a, entries: [...entries].reverse() };
    expect(termBaseVersion(a)).toBe(termBaseVersion(b));
    expect(termBaseVersion({ ...a, entries: entries.slice(1) })).not.toBe(termBaseVersion(a));
    expect(termBaseVersion(undefined)).toBe('none');
  });
});

describe('termUse', () => {
  const entries = [
    { source: 'invoice', target: 'factura' },
    { source: 'house', target: 'vivienda' },
    { source: 'Glossa', target: '', doNotTranslate: true, caseSensitive: true },
    { source: 'garden', target: 'huerto' },
  ];

  it('lists each term found once, applied when every segment with it uses its rendering', () => {
    const use = termUse(
      [
        { id: 's1', source: 'Glossa sends the invoice.', translation: 'Glossa envía la factura.' },
        { id: 's2', source: 'The house is red.', translation: 'La casa es roja.' },
        { id: 's3', source: 'The invoice of the house.', translation: 'La factura de la vivienda.' },
      ],
      entries,
    );
    expect(use.applied).toEqual([
      { source: 'Glossa', target: 'Glossa' },
      { source: 'invoice', target: 'factura' },
    ]);
    expect(use.violations).toEqual([{ source: 'house', expected: 'vivienda' }]);
  });

  it('answers nothing for a text without terms', () => {
    expect(termUse([{ id: 's1', source: 'Nothing here.', translation: 'Nada aquí.' }], entries)).toEqual({
      applied: [],
      violations: [],
    });
  });
});
