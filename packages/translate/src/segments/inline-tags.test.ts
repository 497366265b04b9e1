import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../../test/linear-time.ts';
import {
  dominantTag,
  layoutTags,
  maxTagId,
  pairRanges,
  parseInline,
  projectTags,
  repairTags,
  stripTags,
  tagIds,
  validateTags,
} from './inline-tags.ts';
import { segments } from './segmenter.ts';

/** Every tag sits at a word boundary of the text without tags. */
function expectAtWordBoundaries(text: string): void {
  const { plain, tags } = layoutTags(text);
  const boundaries = new Set([0, plain.length]);
  for (const part of segments(plain, undefined, 'word')) boundaries.add(part.index);
  for (const { plain: at } of tags) expect(boundaries.has(at), `${text} at ${at}`).toBe(true);
}

const kinds = (text: string) => parseInline(text).map((t) => (t.type === 'text' ? t.text : `${t.type}:${t.id}`));

describe('parseInline', () => {
  it('lexes paired, nested and self-closing tags with offsets', () => {
    const text = '<g1>Bold <g2>and italic</g2></g1> note<x3/>';
    expect(kinds(text)).toEqual(['open:1', 'Bold ', 'open:2', 'and italic', 'close:2', 'close:1', ' note', 'self:3']);
    for (const token of parseInline(text)) expect(text.slice(token.start, token.end)).toBe(token.text);
  });

  it('treats a "<" that starts no tag as text', () => {
    expect(kinds('a < b <br> <g0>x</g0> <x1> <g 1> 3<4')).toEqual(['a < b <br> <g0>x</g0> <x1> <g 1> 3<4']);
    expect(kinds('<<g1>>')).toEqual(['<', 'open:1', '>']);
  });

  it('handles empty text, only tags, and tags at the very start and end', () => {
    expect(parseInline('')).toEqual([]);
    expect(kinds('<x1/><g2></g2>')).toEqual(['self:1', 'open:2', 'close:2']);
    expect(kinds('<g1>x</g1>')).toEqual(['open:1', 'x', 'close:1']);
  });

  it('lists ids, strips tags and finds the highest id', () => {
    const text = '<g1>a<x3/></g1> <g2>b</g2>';
    expect(tagIds(text)).toEqual([1, 3, 2]);
    expect(maxTagId(text)).toBe(3);
    expect(maxTagId('no tags')).toBe(0);
    expect(stripTags(text)).toBe('a b');
    expect(stripTags('a < b <br>')).toBe('a < b <br>');
  });
});

describe('validateTags', () => {
  const source = '<g1>Hello</g1> <x2/> <g3>world</g3>';

  it('accepts reordered tags', () => {
    expect(validateTags(source, '<g3>Welt</g3> <x2/> <g1>Hallo</g1>')).toEqual({
      ok: true,
      missing: [],
      extra: [],
      unbalanced: false,
    });
  });

  it('reports missing, extra and duplicated tags', () => {
    const result = validateTags(source, '<g1>Hallo</g1> <x2/><x2/> Welt <x9/>');
    expect(result.ok).toBe(false);
    expect(result.missing.sort()).toEqual(['</g3>', '<g3>']);
    expect(result.extra.sort()).toEqual(['<x2/>', '<x9/>']);
    expect(result.unbalanced).toBe(false);
  });

  it('reports crossing, reversed and unclosed pairs', () => {
    const nested = '<g1>a <g2>b</g2></g1>';
    expect(validateTags(nested, '<g1>a <g2>b</g1></g2>').unbalanced).toBe(true);
    expect(validateTags(nested, '</g1>a<g1> <g2>b</g2>').unbalanced).toBe(true);
    expect(validateTags('<g1>a</g1>', '<g1>a').unbalanced).toBe(true);
    expect(validateTags('', '').ok).toBe(true);
  });
});

describe('repairTags', () => {
  it('leaves a valid translation alone', () => {
    const source = '<g1>Hello</g1> <x2/>';
    expect(repairTags(source, '<x2/> <g1>Hola</g1>')).toBe('<x2/> <g1>Hola</g1>');
  });

  it('drops unknown and repeated tags and closes what is left open, before trailing spaces', () => {
    const source = '<g1>a</g1> <x2/> <g3>b</g3>';
    const repaired = repairTags(source, '<g1>a <x9/><g3>b <x2/><x2/> c  ');
    expect(repaired).toBe('<g1>a <g3>b <x2/> c</g3></g1>  ');
    expect(validateTags(source, repaired).ok).toBe(true);
  });

  it('untangles crossing pairs without duplicating ids', () => {
    const source = '<g1>a</g1> <g2>b</g2>';
    const repaired = repairTags(source, '<g1>a<g2>b</g1>c</g2>');
    expect(repaired).toBe('<g1>a<g2>b</g2></g1>c');
    expect(validateTags(source, repaired).ok).toBe(true);
  });

  it('re-adds missing self-closing tags at the end and fixes loose spellings', () => {
    const source = 'See<x1/> the <g2>note</g2><x3/>';
    expect(repairTags(source, 'Voir la < g2 >note</ g2 > <x1 />.')).toBe('Voir la <g2>note</g2> <x1/>.<x3/>');
    expect(repairTags('a<x1/>', 'b<x1></x1>')).toBe('b<x1/>');
    // Loose spellings of tags the source does not have stay text.
    expect(repairTags('a', 'x <G5> y')).toBe('x <G5> y');
  });

  it('drops a closing tag that comes before its opening tag', () => {
    const source = '<g1>a</g1>';
    const repaired = repairTags(source, '</g1>x <g1>y');
    expect(repaired).toBe('x <g1>y</g1>');
    expect(validateTags(source, repaired).ok).toBe(true);
  });

  it('cannot invent where a lost pair goes: it stays missing', () => {
    expect(validateTags('<g1>a</g1>', repairTags('<g1>a</g1>', 'b')).missing).toEqual(['<g1>', '</g1>']);
  });
});

describe('projectTags', () => {
  const projected = (source: string, plain: string, options = {}) => {
    const result = projectTags(source, plain, options);
    expect(stripTags(result).replace(/ {2,}/g, ' ')).toBe(plain.replace(/ {2,}/g, ' '));
    expect(validateTags(source, result).ok).toBe(true);
    return result;
  };

  it('wraps the whole translation in pairs that span the whole source, keeping nesting', () => {
    expect(projected('<g1>Hello world</g1>', 'Hola mundo')).toBe('<g1>Hola mundo</g1>');
    expect(projected('<g1><g2>Hello</g2></g1>', 'Hola')).toBe('<g1><g2>Hola</g2></g1>');
    expect(projected(' <g1>Hello.</g1> ', '  ¡Hola!  ')).toBe('  <g1>¡Hola!</g1>  ');
  });

  it('puts inner pairs over the proportional words', () => {
    expect(projected('Click <g1>here</g1> to go on.', 'Pulse aquí para seguir.')).toBe(
      'Pulse <g1>aquí</g1> para seguir.',
    );
    expect(projected('<g1>Click here</g1> to go on.', 'Pulse aquí para seguir.')).toBe(
      '<g1>Pulse aquí</g1> para seguir.',
    );
    expect(projected('One two <g1>three four</g1> five six', 'Un deux trois quatre cinq six')).toBe(
      'Un deux <g1>trois quatre</g1> cinq six',
    );
  });

  it('keeps nested and sibling pairs well-formed even when words are few', () => {
    const source = 'a <g1>b <g2>c</g2> d</g1> <g3>e</g3> f <g4>g</g4> h';
    for (const plain of ['x', 'x y', 'x y z', 'one two three four five six seven eight nine ten', '']) {
      projected(source, plain);
    }
  });

  it('places self-closing tags at word gaps, never inside a word', () => {
    expect(projected('See note<x1/> for details.', 'Voir la note pour les détails.')).toBe(
      'Voir la note<x1/> pour les détails.',
    );
    expect(projected('Hello <x1/> world', 'Hola mundo')).toBe('Hola <x1/> mundo');
    expect(projected('<x1/>Hello world<x2/>', 'Hola mundo.')).toBe('<x1/>Hola mundo.<x2/>');
    expect(projected('Hello,<x1/> world', 'Hola, mundo')).toBe('Hola,<x1/> mundo');
    for (const target of ['Eins zwei drei vier fünf sechs', 'Eins', 'ประโยคภาษาไทยยาวมาก', '这是一个很长的中文句子']) {
      expectAtWordBoundaries(projected('Alpha beta<x1/> gamma <x2/>delta', target));
    }
  });

  it('projects onto CJK and Thai by dictionary words', () => {
    const zh = projected('<g1>Hello</g1> <x2/> world', '你好世界', { targetLanguage: 'zh' });
    expect(zh).toBe('<g1>你好</g1><x2/>世界');
    const th = projected('Hello, <g1>dear</g1> world', 'สวัสดีครับ โลกที่รัก', { targetLanguage: 'th' });
    expect(th).toMatch(/^สวัสดี<g1>/);
    expect(projected('Good <g1>morning</g1>', 'صباح الخير')).toBe('صباح <g1>الخير</g1>');
  });

  it('handles emoji, combining marks, empty translations and sources without tags', () => {
    expect(projected('I <g1>love</g1> it 👍🏽', 'Je l’aime 👍🏽 e\u0301')).not.toMatch(/\uD83D<|<[^>]*>\uDC4D/);
    expect(projected('<g1>a</g1><x2/>', '')).toBe('<g1></g1><x2/>');
    expect(projected('<x1/>', '')).toBe('<x1/>');
    expect(projectTags('plain', 'llano')).toBe('llano');
    expect(projectTags('<g1>a</g1>', '<g7>b</g7>')).toBe('<g1>b</g1>');
  });

  it('copes with a malformed source', () => {
    const result = projectTags('<g1>a <g2>b</g1>', 'x y');
    expect(validateTags(repairTags('<g1>a <g2>b</g1>', '<g1>a <g2>b</g1>'), result).ok).toBe(true);
  });

  it('projects onto 100 KB', () => {
    const sentences: string[] = [];
    for (let i = 0; i < 1200; i++) {
      const [a, b, c, d] = [4 * i + 1, 4 * i + 2, 4 * i + 3, 4 * i + 4];
      sentences.push(
        `The <g${a}>quick</g${a}> brown fox<x${b}/> jumps over the <g${c}>lazy <g${d}>dog</g${d}></g${c}>. `,
      );
    }
    const source = sentences.join('');
    const plain = 'Der schnelle braune Fuchs springt über den faulen Hund. '.repeat(1800);
    expect(source.length).toBeGreaterThan(100_000);
    const result = projectTags(source, plain);
    expect(validateTags(source, result).ok).toBe(true);
    expectAtWordBoundaries(result);
  });
});

describe('dominantTag', () => {
  it('finds the pair covering the most characters, the outer one on a tie', () => {
    expect(dominantTag('<g1>a</g1> <g2>longer</g2>')).toBe(2);
    expect(dominantTag('<g1><g2>same</g2></g1>')).toBe(1);
    expect(dominantTag('x<x1/>')).toBeUndefined();
    expect(dominantTag('')).toBeUndefined();
  });

  it('exposes pair ranges in plain offsets', () => {
    expect(pairRanges('<g1>ab <g2>cd</g2></g1>')).toEqual([
      { id: 1, start: 0, end: 5 },
      { id: 2, start: 3, end: 5 },
    ]);
  });
});

describe('repairTags on long runs', () => {
  // '<' and a long run of spaces: each split of the spaces between two `\s*` was tried.
  it('costs time in step with the length of a run of spaces in a loose tag', async () => {
    for (const make of [(size: number) => `<${' '.repeat(size)}`, (size: number) => `< /${' '.repeat(size)}`]) {
      const { ratio } = await timeGrowth(make, (translation) => repairTags('<g1>a</g1>', translation), 20_000);
      expect(ratio).toBeLessThan(linearBound());
    }
  });
});
