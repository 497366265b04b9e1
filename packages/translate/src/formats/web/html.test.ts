import { describe, expect, it } from 'vitest';
import { extractError, shout, translateFile } from '../test-kit.ts';
import { html, xhtml } from './html.ts';

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Fresh fruit &amp; vegetables</title>
  <style>p { color: red; }</style>
  <script>const note = "do not translate";</script>
</head>
<body>
  <h1 id="top">Our <em>seasonal</em> offer</h1>
  <p class="lead">Buy <b>two</b> apples and get a
     <a href="/pear?x=1&amp;y=2" title="Pear details">free pear</a>.<br>
     Offer ends soon&nbsp;!</p>
  <img src="fruit.png" alt="A basket of fruit">
  <ul>
    <li>Apples
    <li>Pears &frac12; price &bigstar; &madeup;
  </ul>
  <table><tr><th>Item</th><td>Price: <code>$2</code></td></tr></table>
  <pre>keep   this
  code</pre>
  <!-- a comment with words -->
  <form><input type="text" placeholder="Your email"><button>Send now</button>
  <select><option value="a">First choice<option value="b">Second choice</select></form>
  <div>Loose text<p>Inner paragraph</p>tail words</div>
  <template><p>Template text</p></template>
</body>
</html>
`;

describe('html', () => {
  it('makes blocks segments with inline markup as tags, and leaves code, scripts and comments alone', async () => {
    const { segments } = await translateFile(html, PAGE);
    expect(segments.map((s) => s.text)).toEqual([
      'Fresh fruit & vegetables',
      'Our <g1>seasonal</g1> offer',
      'Pear details',
      'Buy <g1>two</g1> apples and get a <g2>free pear</g2>.<x3/> Offer ends soon\u00a0!',
      'A basket of fruit',
      'Apples',
      'Pears ½ price ★ <x1/>',
      'Item',
      'Price:',
      'Your email',
      'Send now',
      'First choice',
      'Second choice',
      'Loose text',
      'Inner paragraph',
      'tail words',
    ]);
    expect(segments.map((s) => s.context?.kind).slice(0, 2)).toEqual(['title', 'heading']);
  });

  it('comes back byte-identical with an identity translation', async () => {
    expect((await translateFile(html, PAGE)).text).toBe(PAGE.replace('lang="en"', 'lang="es"'));
  });

  it('splices translations back with their markup, escaping text and attributes', async () => {
    const { text } = await translateFile(html, PAGE, (s) => shout(s.text).replace('&', '& <'));
    expect(text).toContain('<title>FRESH FRUIT &amp; &lt; VEGETABLES</title>');
    expect(text).toContain('<h1 id="top">OUR <em>SEASONAL</em> OFFER</h1>');
    expect(text).toContain(
      '<p class="lead">BUY <b>TWO</b> APPLES AND GET A <a href="/pear?x=1&amp;y=2" title="PEAR DETAILS">FREE PEAR</a>.<br> OFFER ENDS SOON&nbsp;!</p>',
    );
    expect(text).toContain('alt="A BASKET OF FRUIT"');
    expect(text).toContain('<li>PEARS ½ PRICE ★ &madeup;\n');
    expect(text).toContain('<td>PRICE: <code>$2</code></td>');
    expect(text).toContain('<pre>keep   this\n  code</pre>');
    expect(text).toContain('<script>const note = "do not translate";</script>');
    expect(text).toContain('<template><p>Template text</p></template>');
    expect(text).toContain('<div>LOOSE TEXT<p>INNER PARAGRAPH</p>TAIL WORDS</div>');
  });

  it('puts reordered tags on the right words and keeps the dominant formatting when tags are lost', async () => {
    const source = '<p><b>Bold words here</b> and <i>x</i></p>';
    const reordered = await translateFile(html, source, () => 'Y <g2>x</g2> con <g1>palabras</g1>');
    expect(reordered.text).toBe('<p>Y <i>x</i> con <b>palabras</b></p>');
    const lost = await translateFile(html, source, () => 'Palabras en negrita y x');
    expect(lost.text).toBe('<p><b>Palabras en negrita y x</b></p>');
  });

  it('writes paragraph pairs in the bilingual modes, without duplicate ids', async () => {
    const { text } = await translateFile(html, PAGE, (s) => shout(s.text), 'source-then-target');
    expect(text).toContain('<html lang="en">');
    expect(text).toContain(
      '<h1 id="top">Our <em>seasonal</em> offer</h1>\n  <h1 lang="es">OUR <em>SEASONAL</em> OFFER</h1>',
    );
    expect(text).toContain('<title>Fresh fruit &amp; vegetables / FRESH FRUIT &amp; VEGETABLES</title>');
    expect(text).toContain('<th>Item<br>ITEM</th>');
    expect(text).toContain('<li>Apples\n    <li lang="es">APPLES\n');
    const reversed = await translateFile(html, '<p>Hello</p>', (s) => shout(s.text), 'target-then-source');
    expect(reversed.text).toBe('<p lang="es">HELLO</p>\n<p>Hello</p>');
  });

  it('sets the language and right-to-left direction of the page', async () => {
    const { segments, skeleton } = await html.extract(
      new TextEncoder().encode('<html><body><p>Hi there</p></body></html>'),
    );
    const out = await html.rebuild(skeleton, new Map([[segments[0]!.id, 'مرحبا']]), 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'ar',
    });
    expect(new TextDecoder().decode(out)).toBe('<html lang="ar" dir="rtl"><body><p>مرحبا</p></body></html>');
  });

  it('writes characters a Latin-1 page cannot hold as references', async () => {
    const page = '<html><head><meta charset="iso-8859-1"></head><body><p>Caf\u00e9 open</p></body></html>';
    const bytes = new Uint8Array([...page].map((c) => c.charCodeAt(0)));
    const { output } = await translateFile(html, bytes, () => 'Café ouvert → 日本');
    expect([...output].map((byte) => String.fromCharCode(byte)).join('')).toContain(
      '<p>Caf\u00e9 ouvert &#8594; &#26085;&#26412;</p>',
    );
  });

  it('keeps the namespaced tags of Office HTML inside the sentence', async () => {
    const { segments } = await translateFile(
      html,
      '<p class=MsoNormal>Meet me in <st1:place>Paris</st1:place> soon<o:p></o:p></p>',
    );
    expect(segments.map((s) => s.text)).toEqual(['Meet me in <g1>Paris</g1> soon<g2></g2>']);
  });

  it('translates only the chosen attributes when the option says so', async () => {
    const { segments } = await translateFile(
      html,
      '<p title="Tip">Text <abbr title="HyperText">HTML</abbr></p>',
      undefined,
      'translated',
      {
        attributes: ['data-label'],
      },
    );
    expect(segments.map((s) => s.text)).toEqual(['Text <g1>HTML</g1>']);
  });

  it('leaves what translate="no" or class="notranslate" marks byte for byte, inline and as blocks', async () => {
    const page = [
      '<p>I live in <span translate="no">The red house</span> now.</p>',
      '<p><b class="brand notranslate" title="Our name">Glossa  Works</b> makes <span translate="NO"/>tools.</p>',
      '<div translate="no"><p title="Kept tip">Keep <em>this</em></p><ul><li>And this<li>Also</ul></div>',
      '<p class="notranslate">Unclosed paragraph<p>Translated again</p>',
      '<section><span translate=no>Never closed <i>at all</i></section><p>After it</p>',
      '<img alt="A dog" translate="no"><p translate="yes">Yes <span translate="no">no</span></p>',
    ].join('\n');
    const { segments, text } = await translateFile(html, page, (s) => shout(s.text));
    expect(segments.map((s) => s.text)).toEqual([
      'I live in <x1/> now.',
      'makes <x1/>tools.',
      'Translated again',
      'After it',
      'Yes',
    ]);
    expect(text).toBe(
      page
        .replace('I live in', 'I LIVE IN')
        .replace(' now.', ' NOW.')
        .replace('makes <span', 'MAKES <span')
        .replace('/>tools.', '/>TOOLS.')
        .replace('Translated again', 'TRANSLATED AGAIN')
        .replace('After it', 'AFTER IT')
        .replace('>Yes <', '>YES <'),
    );
  });

  it('keeps the elements the caller names as ignored (DeepL ignore_tags), in any case', async () => {
    const { segments, text } = await translateFile(
      html,
      '<p>Call <Keep>Support Desk</Keep> today</p><keep><p>Whole block</p></keep><div><p>Open</p></div>',
      (s) => shout(s.text),
      'translated',
      { ignoreTags: ['KEEP', 'div'] },
    );
    expect(segments.map((s) => s.text)).toEqual(['Call <x1/> today']);
    expect(text).toBe(
      '<p>CALL <Keep>Support Desk</Keep> TODAY</p><keep><p>Whole block</p></keep><div><p>Open</p></div>',
    );
  });

  it('leaves a page marked translate="no" whole as it is: nothing to translate', async () => {
    expect((await extractError(html, '<html translate="no"><body><p>Brand page</p></body></html>')).code).toBe('empty');
  });

  it('reports pages without text, binary content and pathological nesting', async () => {
    expect((await extractError(html, '<html><body><img src="a.png"><script>x()</script></body></html>')).code).toBe(
      'empty',
    );
    expect((await extractError(html, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]))).code).toBe(
      'corrupt',
    );
    expect((await extractError(html, `${'<div>'.repeat(300)}text`)).code).toBe('unsafe');
  });

  // The test's timeout guards against a hang; how fast this runs is a benchmark's business, not a test's.
  it('never hangs on hostile markup, and reads it right', async () => {
    const hostile = `${'<a b="'.repeat(20_000)}${'<p'.repeat(50_000)}<!--${'x'.repeat(100_000)}<p>text</p>`;
    const unclosed = await translateFile(html, hostile);
    expect(unclosed.segments.map((s) => s.text)).toEqual(['<a b="'.repeat(20_000), 'text']);
    expect(unclosed.text).toBe(hostile);
    const deep = await translateFile(html, `<p>${'<b>'.repeat(50_000)}words</p>`, (s) => shout(s.text));
    expect(deep.segments).toHaveLength(1);
    expect(deep.text).toBe(`<p>${'<b>'.repeat(50_000)}WORDS</p>`);
  });
});

describe('xhtml', () => {
  it('keeps XML syntax: xml:lang is set and joined versions use <br/>', async () => {
    const page =
      '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en"><body><table><tr><td>Cell text</td></tr></table></body></html>';
    const translated = await translateFile(xhtml, page, (s) => shout(s.text));
    expect(translated.text).toContain('xml:lang="es" lang="es"');
    const pairs = await translateFile(xhtml, page, (s) => shout(s.text), 'source-then-target');
    expect(pairs.text).toContain('<td>Cell text<br/>CELL TEXT</td>');
  });
});
