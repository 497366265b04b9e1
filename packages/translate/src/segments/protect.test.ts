import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../../test/linear-time.ts';
import { findSpans, protectSpans, restoreSpans } from './protect.ts';

/** The spans protectSpans takes out of a text, in order. */
const spansOf = (text: string, options = {}) => [...protectSpans(text, options).spans.values()];

describe('protectSpans: URLs and e-mail addresses', () => {
  it('keeps sentence punctuation after a URL outside', () => {
    expect(protectSpans('Visit https://example.com/docs. Then log in.')).toEqual({
      text: 'Visit <x1/>. Then log in.',
      spans: new Map([['<x1/>', 'https://example.com/docs']]),
    });
    expect(spansOf('See www.example.org/a?b=1&c=2, ftp://files.example.net/x! (http://x.io/y)')).toEqual([
      'www.example.org/a?b=1&c=2',
      'ftp://files.example.net/x',
      'http://x.io/y',
    ]);
  });

  it('keeps balanced parentheses inside a URL', () => {
    expect(spansOf('Read https://en.wikipedia.org/wiki/Bank_(finance).')).toEqual([
      'https://en.wikipedia.org/wiki/Bank_(finance)',
    ]);
  });

  it('ends a URL where Chinese text touches it', () => {
    expect(protectSpans('请访问https://example.com了解更多。').text).toBe('请访问<x1/>了解更多。');
  });

  it('finds e-mail addresses without the final period', () => {
    expect(protectSpans('Write to jane.doe+news@mail.example.co.uk.').text).toBe('Write to <x1/>.');
    expect(spansOf('not@an address, @handle, a@b')).toEqual([]);
  });
});

describe('protectSpans: numbers', () => {
  it('protects number formats, units, currencies, dates and times', () => {
    const text = 'It grew 12.5 % to 3,000 units (1.2e-3 g, 10 km) for $45 or 45 € on 2026-11-22 at 10:30.';
    expect(spansOf(text)).toEqual(['12.5 %', '3,000', '1.2e-3 g', '10 km', '$45', '45 €', '2026-11-22', '10:30']);
    expect(spansOf('−5 °C, 22.11.2026, 1.234.567,89 €, 16 GB, 9:15 pm')).toEqual([
      '−5 °C',
      '22.11.2026',
      '1.234.567,89 €',
      '16 GB',
      '9:15 pm',
    ]);
  });

  it('never swallows sentence punctuation', () => {
    expect(protectSpans('It costs $5. Then 3,000.').text).toBe('It costs <x1/>. Then <x2/>.');
    expect(protectSpans('It costs 5.').text).toBe('It costs 5.');
    expect(protectSpans('Pay 5,50 €, or 7.').text).toBe('Pay <x1/>, or 7.');
  });

  it('leaves bare integers and words that look like units alone', () => {
    expect(spansOf('5 apples, 3 in the box, the 10 men, chapter 3, v1.2.3, page 3-5')).toEqual([]);
  });
});

describe('protectSpans: placeholders, code and formulas', () => {
  it('protects i18n and printf placeholders', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${user} placeholder is the input
    const text = 'Hi {name}, {0} new, %s %d %1$s %5.2f %@ {{count}} ${user} %(total)d {n, number}';
    expect(spansOf(text)).toEqual([
      '{name}',
      '{0}',
      '%s',
      '%d',
      '%1$s',
      '%5.2f',
      '%@',
      '{{count}}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal placeholder
      '${user}',
      '%(total)d',
      '{n, number}',
    ]);
    expect(spansOf('50% discount, 100%sure, :name stays')).toEqual(['50%']);
  });

  it('protects inline code and LaTeX formulas, but not money', () => {
    expect(spansOf('Run `npm test` or ``a ` b``.')).toEqual(['`npm test`', '``a ` b``']);
    expect(spansOf('So $x^2 + y$ and $$\\int_0^1 f$$ and \\(a+b\\) and \\[c\\].')).toEqual([
      '$x^2 + y$',
      '$$\\int_0^1 f$$',
      '\\(a+b\\)',
      '\\[c\\]',
    ]);
    expect(spansOf('Between $5 and $10, or $5-$10.')).toEqual(['$5', '$10', '$5', '$10']);
  });

  it('prefers the earliest, then the longest span', () => {
    expect(findSpans('`see https://a.io` then https://b.io/{id}').map((s) => s.kind)).toEqual(['code', 'url']);
  });
});

describe('protectSpans: tags and options', () => {
  it('numbers after the highest id and never touches tags', () => {
    const result = protectSpans('<g1>Go to https://a.io</g1><x7/> now<x3/>, 3,000 left');
    expect(result.text).toBe('<g1>Go to <x8/></g1><x7/> now<x3/>, <x9/> left');
    expect(result.spans).toEqual(
      new Map([
        ['<x8/>', 'https://a.io'],
        ['<x9/>', '3,000'],
      ]),
    );
  });

  it('lets a caller switch kinds off', () => {
    const text = 'Mail a@b.io about 3,000 {n} at https://c.io';
    expect(spansOf(text, { number: false, email: false })).toEqual(['{n}', 'https://c.io']);
    expect(spansOf(text, { url: false, placeholder: false })).toEqual(['a@b.io', '3,000']);
  });

  it('handles empty text, only tags, emoji and right-to-left text', () => {
    expect(protectSpans('')).toEqual({ text: '', spans: new Map() });
    expect(protectSpans('<x1/><g2></g2>').text).toBe('<x1/><g2></g2>');
    expect(protectSpans('👍🏽 see https://a.io 👍🏽').text).toBe('👍🏽 see <x1/> 👍🏽');
    expect(protectSpans('زوروا https://example.com للمزيد.').text).toBe('زوروا <x1/> للمزيد.');
  });
});

describe('restoreSpans', () => {
  it('puts spans back wherever the engine moved them and reports the lost ones', () => {
    const { text, spans } = protectSpans('Call {name} at 10:30 or mail a@b.io.');
    expect(text).toBe('Call <x1/> at <x2/> or mail <x3/>.');
    expect(restoreSpans('Um <x2/> <x1/> anrufen.', spans)).toEqual({
      text: 'Um 10:30 {name} anrufen.',
      missing: ['<x3/>'],
    });
    expect(restoreSpans(text, spans)).toEqual({ text: 'Call {name} at 10:30 or mail a@b.io.', missing: [] });
  });

  it('leaves other tags and text that only looks like a tag alone', () => {
    const spans = new Map([['<x2/>', '$5']]);
    expect(restoreSpans('<g1>a</g1> <x2/> <x3/> <x2 />', spans).text).toBe('<g1>a</g1> $5 <x3/> <x2 />');
  });

  it('round-trips 100 KB', () => {
    const sentence =
      'On 2026-11-22 <g1>we</g1> paid $45.50 for 3,000 items, see https://shop.example/a?id=7 or {name}. ';
    const text = sentence.repeat(1100);
    const guarded = protectSpans(text);
    const restored = restoreSpans(guarded.text, guarded.spans);
    expect(guarded.spans.size).toBe(5 * 1100);
    expect(restored).toEqual({ text, missing: [] });
  });
});

// Each of these runs was once read again from each of its positions (decision 0016).
describe('protectSpans on long runs', () => {
  it.each([
    ['zeros after a percent sign', (size: number) => `%${'0'.repeat(size)}`],
    ['zeros after a named printf placeholder', (size: number) => `%(name)${'0'.repeat(size)}`],
    ['formulas never closed', (size: number) => '\\('.repeat(size / 2)],
    ['display formulas never closed', (size: number) => '\\['.repeat(size / 2)],
  ])('costs time in step with the length: %s', async (_, make) => {
    const { ratio } = await timeGrowth(make, (text) => protectSpans(text), 20_000);
    expect(ratio).toBeLessThan(linearBound());
  });

  it('ends a formula before the next one opens', () => {
    expect(spansOf('Sea \\(x + 1 \\(y\\) fin')).toEqual(['\\(y\\)']);
  });
});
