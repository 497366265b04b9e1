import { describe, expect, it } from 'vitest';
import { extractError, shout, translateFile } from '../test-kit.ts';
import { svg, xml } from './xml.ts';

const BOOK = `<?xml version="1.0" encoding="UTF-8"?>
<!-- catalogue export -->
<catalog xmlns:x="urn:x">
  <book id="bk101" isbn="978-0-00" available="true">
    <x:title>XML Developer's Guide</x:title>
    <price>44.95</price>
    <summary>An in-depth look at <em>creating</em> applications
      with XML.<br/>Second &amp; last line.</summary>
    <cover alt="Blue cover with a cat" src="cover.png"/>
    <code>user_id</code>
    <raw><![CDATA[Plain <text> in CDATA]]></raw>
    <pre xml:space="preserve">Keep   these   spaces</pre>
  </book>
</catalog>
`;

describe('xml', () => {
  it('makes elements with text segments (mixed content as tags) and leaves data alone', async () => {
    const { segments } = await translateFile(xml, BOOK);
    expect(segments.map((s) => [s.context?.part, s.text])).toEqual([
      ['x:title', "XML Developer's Guide"],
      ['summary', 'An in-depth look at <g1>creating</g1> applications with XML.<x2/>Second & last line.'],
      ['cover@alt', 'Blue cover with a cat'],
      ['raw', 'Plain <text> in CDATA'],
      ['pre', 'Keep   these   spaces'],
    ]);
  });

  it('comes back byte-identical with an identity translation and splices translations in place', async () => {
    expect((await translateFile(xml, BOOK)).text).toBe(BOOK);
    const { text } = await translateFile(xml, BOOK, (s) => shout(s.text));
    expect(text).toContain("<x:title>XML DEVELOPER'S GUIDE</x:title>");
    expect(text).toContain(
      '<summary>AN IN-DEPTH LOOK AT <em>CREATING</em> APPLICATIONS WITH XML.<br/>SECOND &amp; LAST LINE.</summary>',
    );
    expect(text).toContain('<cover alt="BLUE COVER WITH A CAT" src="cover.png"/>');
    expect(text).toContain('<raw><![CDATA[PLAIN <TEXT> IN CDATA]]></raw>');
    expect(text).toContain('<price>44.95</price>');
    expect(text).toContain('<code>user_id</code>');
    const structure = (xmlText: string) => xmlText.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '').replace(/>[^<]*</g, '><');
    expect(structure(text)).toBe(structure(BOOK).replace(/alt="[^"]*"/, 'alt="BLUE COVER WITH A CAT"'));
  });

  it('keeps the elements named as ignored (DeepL ignore_tags) byte for byte, attributes included', async () => {
    const source =
      '<doc><p>Press <key alt="Enter key">Enter  now</key> to go</p><key>Alone</key><note><x>Kept</x></note></doc>';
    const { segments, text } = await translateFile(xml, source, (s) => shout(s.text), 'translated', {
      ignoreTags: ['key', 'x'],
    });
    expect(segments.map((s) => s.text)).toEqual(['Press <x1/> to go']);
    expect(text).toBe(source.replace('Press', 'PRESS').replace(' to go', ' TO GO'));
  });

  it('refuses entity expansion and external entities, and reports malformed XML', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;">]><lolz>&lol1;</lolz>`;
    expect((await extractError(xml, laughs)).code).toBe('unsafe');
    const external = '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>';
    expect((await extractError(xml, external)).code).toBe('unsafe');
    expect((await extractError(xml, '<a><b>text</a>')).code).toBe('corrupt');
    expect((await extractError(xml, '{"json": "not xml"}')).code).toBe('corrupt');
    expect((await extractError(xml, `${'<a>'.repeat(400)}x${'</a>'.repeat(400)}`)).code).toBe('unsafe');
  });
});

const IMAGE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">
  <title>Sales chart</title>
  <desc>Quarterly sales by region</desc>
  <style>text { font: 12px sans-serif; }</style>
  <text x="10" y="20">Total <tspan font-weight="bold">sales</tspan> grew</text>
  <text x="10" y="40"><tspan x="10" dy="0">First line</tspan><tspan x="10" dy="14">Second line</tspan></text>
  <text x="10" y="80">2024</text>
  <g id="legend_box"><rect width="10" height="10"/></g>
</svg>
`;

describe('svg', () => {
  it('translates text, tspan, title and desc, and tolerates the SVG document type', async () => {
    const { segments, text } = await translateFile(svg, IMAGE, (s) => shout(s.text));
    expect(segments.map((s) => s.text)).toEqual([
      'Sales chart',
      'Quarterly sales by region',
      'Total <g1>sales</g1> grew',
      'First line',
      'Second line',
    ]);
    expect(text).toContain('<text x="10" y="20">TOTAL <tspan font-weight="bold">SALES</tspan> GREW</text>');
    expect(text).toContain('<tspan x="10" dy="14">SECOND LINE</tspan>');
    expect(text).toContain('<style>text { font: 12px sans-serif; }</style>');
    expect((await translateFile(svg, IMAGE)).text).toBe(IMAGE);
  });

  it('reports an image without text', async () => {
    expect((await extractError(svg, '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')).code).toBe('empty');
  });
});
