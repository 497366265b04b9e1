import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { relativeTarget, relsPath, resolveTarget } from './relationships.ts';
import { checkXmlDepth, MAX_XML_DEPTH, parsePart } from './xml-part.ts';

describe('XML parts', () => {
  it('measures depth without being fooled by attributes, comments or self-closing elements', () => {
    const nested = (depth: number) => `${'<a x="1>2">'.repeat(depth)}<b/><!-- <c><c><c> -->${'</a>'.repeat(depth)}`;
    expect(() => checkXmlDepth(nested(MAX_XML_DEPTH), 'part')).not.toThrow();
    expect(() => checkXmlDepth(nested(MAX_XML_DEPTH + 1), 'part')).toThrow(/too deeply/);
  });

  it('parses a part with a byte order mark and refuses entities', () => {
    expect(parsePart(strToU8('\uFEFF<?xml version="1.0"?><a>x</a>'), 'a.xml').documentElement?.textContent).toBe('x');
    expect(() => parsePart(strToU8('<!DOCTYPE a [<!ENTITY b "c">]><a>&b;</a>'), 'a.xml')).toThrow(/entities/);
  });
});

describe('relationships', () => {
  it('resolves relative and absolute targets and writes relative ones', () => {
    expect(relsPath('xl/worksheets/sheet1.xml')).toBe('xl/worksheets/_rels/sheet1.xml.rels');
    expect(relsPath('')).toBe('_rels/.rels');
    expect(resolveTarget('xl/worksheets/sheet1.xml', '../comments1.xml')).toBe('xl/comments1.xml');
    expect(resolveTarget('ppt/slides/slide1.xml', '/ppt/charts/chart1.xml')).toBe('ppt/charts/chart1.xml');
    expect(resolveTarget('', 'xl/workbook.xml')).toBe('xl/workbook.xml');
    expect(relativeTarget('xl/workbook.xml', 'xl/worksheets/sheet4.xml')).toBe('worksheets/sheet4.xml');
    expect(relativeTarget('xl/worksheets/sheet1.xml', 'xl/drawings/drawing1.xml')).toBe('../drawings/drawing1.xml');
  });
});
