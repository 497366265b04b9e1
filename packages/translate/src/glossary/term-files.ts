import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { neutraliseFormula, restoreFormula } from './csv-formulas.ts';
import type { TermBase, TermEntry } from './term-base.ts';

const TRUE = new Set(['1', 'true', 'yes', 'y', 'x']);
const flag = (value: unknown) =>
  TRUE.has(
    String(value ?? '')
      .trim()
      .toLowerCase(),
  );

/**
 * CSV term lists: a header row naming the columns `source`, `target` and optionally
 * `case_sensitive`, `whole_word`, `do_not_translate`; without a header, the first two columns.
 */
export function parseTermsCsv(content: string): TermEntry[] {
  const rows = parse(content.replace(/^\uFEFF/, ''), {
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  }) as string[][];
  if (rows.length === 0) return [];
  const header = rows[0]?.map((cell) => cell.toLowerCase().replace(/[\s-]+/g, '_')) ?? [];
  const hasHeader = header.includes('source');
  const column = (name: string, fallback: number) => (hasHeader ? header.indexOf(name) : fallback);
  const [src, tgt, cs, ww, dnt] = [
    column('source', 0),
    column('target', 1),
    column('case_sensitive', -1),
    column('whole_word', -1),
    column('do_not_translate', -1),
  ];
  return rows
    .slice(hasHeader ? 1 : 0)
    .map((row) => ({
      source: restoreFormula(row[src] ?? ''),
      target: restoreFormula(row[tgt] ?? ''),
      caseSensitive: cs >= 0 ? flag(row[cs]) : false,
      wholeWord: ww >= 0 && row[ww] !== undefined && row[ww] !== '' ? flag(row[ww]) : true,
      doNotTranslate: dnt >= 0 ? flag(row[dnt]) : false,
    }))
    .filter((entry) => entry.source && (entry.target || entry.doNotTranslate));
}

export function termsToCsv(entries: readonly TermEntry[]): string {
  return stringify([
    ['source', 'target', 'case_sensitive', 'whole_word', 'do_not_translate'],
    ...entries.map((e) => [
      neutraliseFormula(e.source),
      neutraliseFormula(e.target),
      e.caseSensitive ? 'yes' : 'no',
      e.wholeWord === false ? 'no' : 'yes',
      e.doNotTranslate ? 'yes' : 'no',
    ]),
  ]);
}

type Node = Record<string, unknown>;
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function termText(langSet: Node): string | undefined {
  for (const holder of [...asArray(langSet.tig as Node | Node[]), ...asArray(langSet.ntig as Node | Node[])]) {
    const group = (holder.termGrp as Node | undefined) ?? holder;
    const term = group.term;
    if (term !== undefined) return String(typeof term === 'object' ? (term as Node)['#text'] : term).trim();
  }
  return undefined;
}

function languageOf(langSet: Node): string {
  return String(langSet['@_xml:lang'] ?? langSet['@_lang'] ?? '').toLowerCase();
}

/** TBX (TermBase eXchange, ISO 30042): the first term of each language in every entry. */
export function parseTermsTbx(content: string, sourceLanguage: string, targetLanguage: string): TermEntry[] {
  // Entities are not expanded: a TBX file cannot smuggle in external or exponential entities.
  const parser = new XMLParser({ ignoreAttributes: false, processEntities: false, removeNSPrefix: true });
  const doc = parser.parse(content) as Node;
  const root = (doc.tbx ?? doc.martif) as Node | undefined;
  const body = ((root?.text as Node | undefined)?.body ?? {}) as Node;
  const matchLanguage = (lang: string, wanted: string) =>
    lang === wanted.toLowerCase() || lang.split('-')[0] === wanted.toLowerCase().split('-')[0];
  const entries: TermEntry[] = [];
  for (const entry of [...asArray(body.termEntry as Node | Node[]), ...asArray(body.conceptEntry as Node | Node[])]) {
    const sets = [...asArray(entry.langSet as Node | Node[]), ...asArray(entry.langSec as Node | Node[])];
    const source = sets.find((s) => matchLanguage(languageOf(s), sourceLanguage));
    const target = sets.find((s) => matchLanguage(languageOf(s), targetLanguage));
    const sourceTerm = source && termText(source);
    const targetTerm = target && termText(target);
    if (sourceTerm && targetTerm) entries.push({ source: sourceTerm, target: targetTerm, wholeWord: true });
  }
  return entries;
}

export function termsToTbx(termBase: TermBase): string {
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  const body = termBase.entries.map((entry, index) => ({
    '@_id': `t${index + 1}`,
    langSet: [
      { '@_xml:lang': termBase.sourceLanguage, tig: { term: entry.source } },
      { '@_xml:lang': termBase.targetLanguage, tig: { term: entry.doNotTranslate ? entry.source : entry.target } },
    ],
  }));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({
    tbx: {
      '@_type': 'TBX-Basic',
      '@_style': 'dca',
      '@_xml:lang': termBase.sourceLanguage,
      text: { body: { termEntry: body } },
    },
  })}`;
}
