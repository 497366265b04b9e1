import { describe, expect, it } from 'vitest';
import { fromMarks, missingTags, plainText, tagPieces, toMarks } from './tag-text.ts';

describe('tag text', () => {
  const source = 'Press <g1>Save</g1> then <x2/> to finish.';

  it('splits a tagged text into text and tags', () => {
    expect(tagPieces(source).map((piece) => piece.kind)).toEqual([
      'text',
      'open',
      'text',
      'close',
      'text',
      'self',
      'text',
    ]);
    expect(plainText(source)).toBe('Press Save then  to finish.');
    expect(tagPieces('a < b and <br> stay text')).toEqual([{ kind: 'text', text: 'a < b and <br> stay text' }]);
  });

  it('turns tags into marks and back, for the source’s tags only', () => {
    const typed = toMarks('Drücken Sie <g1>Speichern</g1> und dann <x2/>.');
    expect(typed).toBe('Drücken Sie ⟨1⟩Speichern⟨/1⟩ und dann ⟨2/⟩.');
    expect(fromMarks(typed, source)).toBe('Drücken Sie <g1>Speichern</g1> und dann <x2/>.');
    expect(fromMarks('⟨7⟩ stays ⟨/1/⟩', source)).toBe('⟨7⟩ stays ⟨/1/⟩');
  });

  it('names the tags a translation lost, in the source’s order', () => {
    expect(missingTags(source, 'Drücken Sie Speichern ⟨/1⟩.').map((piece) => piece.markup)).toEqual(['<g1>', '<x2/>']);
    expect(missingTags(source, '⟨1⟩a⟨/1⟩ ⟨2/⟩')).toEqual([]);
  });

  it('reads a long text with many tags and stray brackets', () => {
    const long = 'word <g1>x</g1> < ⟨'.repeat(50_000);
    expect(tagPieces(long)).toHaveLength(200_001);
    expect(fromMarks(toMarks(long), long)).toBe(long);
  });
});
