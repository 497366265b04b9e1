import { describe, expect, it } from 'vitest';
import { parseInline, stripTags, validateTags } from '../segments/inline-tags.ts';
import { protectSpans } from '../segments/protect.ts';
import { type EngineBatch, EngineError } from './engine.ts';
import { chunkText, PseudoEngine, pseudoLocalize } from './pseudo.ts';

const batch = (...texts: string[]): EngineBatch => ({
  segments: texts.map((text, i) => ({ id: `s${i + 1}`, text })),
  source: 'en',
  target: 'de',
});

const tagsOf = (text: string) => parseInline(text).flatMap((t) => (t.type === 'text' ? [] : [t.text]));

describe('pseudoLocalize', () => {
  it('accents letters, wraps the text and is deterministic', () => {
    const result = pseudoLocalize('Hello world');
    expect(result).toMatch(/^⟦Ĥéļļö+ ŵöŕļðö*⟧$/);
    expect(pseudoLocalize('Hello world')).toBe(result);
  });

  it('makes text about 30% longer, spread over the words', () => {
    const source = 'The quick brown fox jumps over the lazy dog and keeps running through the forest all day long.';
    const result = pseudoLocalize(source);
    const body = result.slice(1, -1);
    expect(body.length / source.length).toBeGreaterThan(1.25);
    expect(body.length / source.length).toBeLessThan(1.35);
    const padded = body.split(' ').filter((word) => /(.)\1$|~$/.test(word.replace(/[.]$/, '')));
    expect(padded.length).toBeGreaterThan(5);
  });

  it('keeps every inline tag and protected span exactly', () => {
    const source =
      '<g1>Visit</g1> https://example.com/docs, mail a@b.io, pay $45 or 3,000 € for {name} (%s) `npm test` $x^2$<x2/>.';
    const result = pseudoLocalize(source);
    expect(tagsOf(result)).toEqual(tagsOf(source));
    expect(validateTags(source, result).ok).toBe(true);
    for (const span of protectSpans(source).spans.values()) expect(result).toContain(span);
    expect(result).toContain('<g1>Ṽîšîţ');
  });

  it('keeps nested tags and tags at the very start and end', () => {
    const source = '<g1>Bold <g2>and italic</g2></g1> text<x3/>';
    const result = pseudoLocalize(source);
    expect(result.startsWith('⟦<g1>Ɓöļð')).toBe(true);
    expect(result.endsWith('<x3/>⟧')).toBe(true);
    expect(tagsOf(result)).toEqual(tagsOf(source));
  });

  it('leaves empty, blank and tag-only texts alone, and whitespace outside the brackets', () => {
    expect(pseudoLocalize('')).toBe('');
    expect(pseudoLocalize('  ')).toBe('  ');
    expect(pseudoLocalize('<x1/><g2></g2>')).toBe('<x1/><g2></g2>');
    expect(pseudoLocalize('  Hi \n')).toMatch(/^ {2}⟦Ĥî*⟧ \n$/);
  });

  it('leaves CJK, Arabic, Thai, emoji and combining marks as they are', () => {
    for (const text of ['你好，世界。', 'مرحبا بالعالم', 'สวัสดีครับ', '👍🏽 👨‍👩‍👧'])
      expect(pseudoLocalize(text)).toBe(`⟦${text}⟧`);
    const mixed = pseudoLocalize('Cafe\u0301 日本 ok');
    expect(mixed).toContain('\u0301');
    expect(mixed).toContain(' 日本 ');
    expect(
      stripTags(mixed)
        .normalize('NFD')
        .replace(/[^\p{L}]/gu, '').length,
    ).toBeGreaterThan(0);
  });

  it('handles 100 KB', () => {
    const text = 'On <g1>2026-11-22</g1> we paid $45.50 for the items at https://shop.example/a?id=7. '.repeat(1300);
    const result = pseudoLocalize(text);
    // URLs, dates and amounts are protected, so the whole grows less than its words.
    expect(result.length).toBeGreaterThan(text.length * 1.1);
    expect(result.split('https://shop.example/a?id=7')).toHaveLength(1301);
  });
});

describe('PseudoEngine', () => {
  const engine = new PseudoEngine();

  it('describes itself and supports any pair', () => {
    expect(engine.id).toBe('pseudo');
    expect(engine.kind).toBe('pseudo');
    expect(engine.maxBatchChars).toBe(20_000);
    expect(engine.languagePairs()).toEqual([{ source: '*', target: '*' }]);
    expect(engine.supports('auto', 'th')).toBe(true);
  });

  it('translates every segment of a batch, by id', async () => {
    const result = await engine.translate(batch('Hello', '<g1>World</g1>', ''));
    expect(result.translations).toEqual([
      { id: 's1', text: pseudoLocalize('Hello') },
      { id: 's2', text: pseudoLocalize('<g1>World</g1>') },
      { id: 's3', text: '' },
    ]);
  });

  it('throws a cancelled EngineError when aborted before or during a batch', async () => {
    const before = new AbortController();
    before.abort();
    await expect(engine.translate(batch('Hello'), before.signal)).rejects.toMatchObject({
      name: 'EngineError',
      code: 'cancelled',
    });
    const during = new AbortController();
    const pending = engine.translate(batch(...Array.from({ length: 50 }, (_, i) => `Segment ${i}`)), during.signal);
    during.abort();
    await expect(pending).rejects.toBeInstanceOf(EngineError);
  });

  it('streams a translation in a few chunks that join to the whole', async () => {
    const text = 'The <g1>quick brown</g1> fox jumps over the lazy dog, then runs far away into the woods.';
    const chunks: string[] = [];
    for await (const chunk of engine.translateStream(batch(text))) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.length).toBeLessThanOrEqual(4);
    expect(chunks.join('')).toBe(pseudoLocalize(text));
    for (const chunk of chunks) expect(chunk).not.toMatch(/<[^>]*$|^[^<]*>/);
  });

  it('stops a stream when aborted', async () => {
    const controller = new AbortController();
    const read = async () => {
      for await (const _ of engine.translateStream(batch('One two three four five six seven'), controller.signal)) {
        controller.abort();
      }
    };
    await expect(read()).rejects.toMatchObject({ code: 'cancelled' });
  });
});

describe('chunkText', () => {
  it('cuts only after whitespace or between tags', () => {
    expect(chunkText('', 4)).toEqual([]);
    expect(chunkText('oneword', 4)).toEqual(['oneword']);
    const text = '<g1>aaaa</g1><x2/>bbbb cccc dddd';
    const chunks = chunkText(text, 4);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) expect(tagsOf(chunk).join('')).toBe(chunk.match(/<[^>]+>/g)?.join('') ?? '');
  });
});
