import { describe, expect, it } from 'vitest';
import { withAttribute, withFlag, withoutChild } from './property-edit.ts';
import { Splicer } from './splicer.ts';
import { attribute, decodeXmlText, escapeXmlText, scanXml, type XmlElement } from './xml-scan.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

describe('scanXml', () => {
  it('gives every element its offsets, local name and namespace', () => {
    const text = `<?xml version="1.0"?>\n<x:document xmlns:x="${W}"><x:p a=">"><x:t>Hi</x:t><!-- note --></x:p><x:p/></x:document>`;
    const root = scanXml(text, 'the test');
    const [p, empty] = root.children as [XmlElement, XmlElement];
    expect([root.local, root.ns, p.ns, p.local]).toEqual(['document', 'w', 'w', 'p']);
    expect(text.slice(p.start, p.end)).toBe('<x:p a=">"><x:t>Hi</x:t><!-- note --></x:p>');
    const t = p.children[0] as XmlElement;
    expect(text.slice(t.openEnd, t.closeStart)).toBe('Hi');
    expect(text.slice(empty.start, empty.end)).toBe('<x:p/>');
    expect(attribute(text, p, 'a')).toBe('>');
  });

  it('resolves prefixes declared on inner elements and leaves unknown ones empty', () => {
    const root = scanXml(
      `<r><a:p xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"/><a:q/><b:z/></r>`,
      'x',
    );
    expect(root.children.map((child) => child.ns)).toEqual(['a', '', '']);
  });

  it('refuses document types and entities through the shared safety layer', () => {
    expect(() => scanXml('<!DOCTYPE a [<!ENTITY b "c">]><a>&b;</a>', 'x')).toThrow(/unsafe/);
    expect(() => scanXml('<a><!DOCTYPE a></a>', 'x')).toThrow(/unsafe/);
    expect(() => scanXml('<a><!foo></a>', 'x')).toThrow(/damaged/);
  });

  it('reports malformed XML as damaged, never crashing', () => {
    for (const bad of ['', '<a>', '<a></b>', '<a><b></a></b>', '<a/><b/>', '<a x="1></a>', '<a><</a>', 'text']) {
      expect(() => scanXml(bad, 'the part')).toThrow(/damaged: the part is not well-formed/);
    }
  });

  it('refuses nesting deeper than 256 elements', () => {
    expect(() => scanXml(`${'<a>'.repeat(300)}${'</a>'.repeat(300)}`, 'x')).toThrow(/too deeply/);
    expect(() => scanXml(`${'<a>'.repeat(200)}${'</a>'.repeat(200)}`, 'x')).not.toThrow();
  });
});

describe('text and properties', () => {
  it('decodes entities and CDATA, and escapes what XML needs, dropping forbidden characters', () => {
    expect(decodeXmlText('a &amp; b &lt;c&gt; &#233;&#x4E2D; <![CDATA[<raw>]]>')).toBe('a & b <c> é中 <raw>');
    expect(escapeXmlText('Tom & <Jerry>\u0001\u0007 ok\t')).toBe('Tom &amp; &lt;Jerry&gt; ok\t');
  });

  it('puts properties in schema order', () => {
    const order = ['a', 'b', 'c'];
    expect(withFlag('<w:rPr><w:a/><w:c/></w:rPr>', 'b', order)).toBe('<w:rPr><w:a/><w:b/><w:c/></w:rPr>');
    expect(withFlag('<w:rPr/>', 'b', order)).toBe('<w:rPr><w:b/></w:rPr>');
    expect(withFlag('<w:rPr><w:b w:val="0"/></w:rPr>', 'b', order)).toBe('<w:rPr><w:b/></w:rPr>');
    expect(withoutChild('<w:pPr><w:a/><w:sectPr><w:x/></w:sectPr></w:pPr>', 'sectPr')).toBe('<w:pPr><w:a/></w:pPr>');
    expect(withAttribute('<a:pPr algn="l"/>', 'rtl', '1')).toBe('<a:pPr algn="l" rtl="1"/>');
    expect(withAttribute('<a:pPr rtl="0"><a:x/></a:pPr>', 'rtl', '1')).toBe('<a:pPr rtl="1"><a:x/></a:pPr>');
  });
});

describe('Splicer', () => {
  it('renders nested units inside the pieces an outer unit keeps', () => {
    const text = '<p>outer<box><p>inner</p></box></p><p>last</p>';
    const last = text.lastIndexOf('<p>');
    const inner = text.indexOf('<p>inner');
    const units = [
      { start: 0, end: last, name: 'outer' },
      { start: inner, end: inner + '<p>inner</p>'.length, name: 'inner' },
      { start: last, end: text.length, name: 'last' },
    ];
    const splicer = new Splicer(text, units, (unit, slicer) => {
      if (unit.name === 'inner') return '<p>INNER</p>';
      if (unit.name === 'last') return slicer.original(unit);
      return `<p>OUTER${slicer.slice(text.indexOf('<box>'), last - 4)}</p>`;
    });
    expect(splicer.whole()).toBe('<p>OUTER<box><p>INNER</p></box></p><p>last</p>');
  });
});
