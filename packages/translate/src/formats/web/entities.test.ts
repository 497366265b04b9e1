import { describe, expect, it } from 'vitest';
import {
  decodeKnownReferences,
  decodeReferences,
  encodeAttribute,
  encodeText,
  escapeMarkup,
  escapeXmlAttribute,
  splitReferences,
} from './entities.ts';

const HTML = { html: true, charset: 'unicode' } as const;
const XML = { html: false, charset: 'unicode' } as const;

describe('decodeReferences', () => {
  it('knows the whole HTML table, not only Latin-1', () => {
    expect(
      decodeReferences('&alpha;&beta; &NotNestedLessLess; &bigstar; &CounterClockwiseContourIntegral;', true),
    ).toBe('αβ \u2AA1\u0338 ★ ∳');
    expect(decodeReferences('caf&eacute; &AMP; &nbsp;', true)).toBe('café & \u00a0');
  });

  it('knows only the five XML names in XML', () => {
    expect(decodeReferences('&lt;&gt;&amp;&quot;&apos;', false)).toBe('<>&"\'');
    expect(decodeReferences('&alpha;', false)).toBeUndefined();
    expect(decodeReferences('&nbsp;', false)).toBeUndefined();
  });

  it('reads decimal and hexadecimal references', () => {
    expect(decodeReferences('&#65;&#x42;&#X43; &#x1F600; &#9;', true)).toBe('ABC 😀 \t');
    expect(decodeReferences('&#233;', false)).toBe('é');
    // HTML reads the C1 range as Windows-1252, as browsers do; XML keeps the code point.
    expect(decodeReferences('&#128;', true)).toBe('€');
    expect(decodeReferences('&#128;', false)).toBe('\u0080');
  });

  it('keeps unknown and malformed references as they were', () => {
    for (const raw of ['&madeup;', '&#0;', '&#xD800;', '&#x110000;', '&#99999999;', '&copyx;']) {
      expect(decodeReferences(`a ${raw} b`, true), raw).toBeUndefined();
    }
    // Without the semicolon, or with nothing after '&', it is text, not a reference.
    expect(decodeReferences('Tom &amp Jerry & co; &#;', true)).toBe('Tom &amp Jerry & co; &#;');
  });

  it('splits text around the references it keeps, with their offsets', () => {
    expect(splitReferences('&alpha; and &madeup; &amp;', true)).toEqual([
      { text: 'α and ' },
      { reference: '&madeup;', start: 12, end: 20 },
      { text: ' &' },
    ]);
  });
});

describe('decodeKnownReferences', () => {
  it('decodes what it knows and keeps the rest as written', () => {
    expect(decodeKnownReferences('&lrm;Tom &amp; &madeup; &#0; &hellip;', true)).toBe('\u200ETom & &madeup; &#0; …');
    expect(decodeKnownReferences('&amp; &hellip; &#x4E2D;', false)).toBe('& &hellip; 中');
  });
});

describe('escapeMarkup and escapeXmlAttribute', () => {
  it('escape only what XML needs, keeping quotes and no-break spaces in text', () => {
    expect(escapeMarkup('a < b && c --> "d" \u00a0')).toBe('a &lt; b &amp;&amp; c --&gt; "d" \u00a0');
    expect(escapeXmlAttribute('say "hi" & it\'s')).toBe("say &quot;hi&quot; &amp; it's");
    expect(escapeXmlAttribute("it's", "'")).toBe('it&apos;s');
  });
});

describe('encodeText and encodeAttribute', () => {
  it('escape what markup needs and leave quotes in text alone', () => {
    expect(encodeText('a < b & c > "d" l\'e\u00a0f', HTML)).toBe('a &lt; b &amp; c &gt; "d" l\'e&nbsp;f');
    expect(encodeText('a < b & "d" l\'e\u00a0f', XML)).toBe('a &lt; b &amp; "d" l\'e\u00a0f');
  });

  it('escape the quote the attribute is written with', () => {
    expect(encodeAttribute('say "hi" & it\'s', '"', HTML)).toBe("say &quot;hi&quot; &amp; it's");
    expect(encodeAttribute('say "hi" & it\'s', "'", XML)).toBe('say &quot;hi&quot; &amp; it&apos;s');
    expect(encodeAttribute('a b', '', HTML)).toBe('"a b"');
  });

  it('write what the charset cannot hold as numeric references', () => {
    expect(encodeText('café € ★', { html: true, charset: 'ascii' })).toBe('caf&#233; &#8364; &#9733;');
    expect(encodeText('café € ★', { html: false, charset: 'latin1' })).toBe('café € &#9733;');
  });

  it('round-trip through decoding', () => {
    const text = 'x < y && "q" \u00a0 α';
    expect(decodeReferences(encodeText(text, HTML), true)).toBe(text);
    expect(decodeReferences(encodeAttribute(text, "'", XML), false)).toBe(text);
  });
});
