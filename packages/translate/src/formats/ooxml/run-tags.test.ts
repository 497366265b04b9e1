import { describe, expect, it } from 'vitest';
import { type InlinePiece, piecesFromTranslation, tagPieces } from './run-tags.ts';

type Piece = InlinePiece<string, string>;
const text = (value: string, style: string): Piece => ({ kind: 'text', text: value, style, key: style });
const fixed = (item: string): Piece => ({ kind: 'fixed', item });
const FALLBACK = { style: 'none', key: 'none' };

describe('run tags', () => {
  const pieces = [
    text('Read ', 'plain'),
    text('the ', 'plain'),
    text('guide', 'bold'),
    text(' ', 'italic'),
    fixed('br'),
    text('today', 'plain'),
  ];

  it('leaves the dominant formatting bare, tags the rest and merges equal neighbours', () => {
    const tagged = tagPieces(pieces, FALLBACK);
    expect(tagged.text).toBe('Read the <g1>guide</g1> <x2/>today');
    expect(tagged.base.key).toBe('plain');
    expect(tagged.pairs.get(1)?.key).toBe('bold');
    expect(tagged.fixed.get(2)).toBe('br');
  });

  it('follows the translation, reordered tags included', () => {
    const tagged = tagPieces(pieces, FALLBACK);
    expect(piecesFromTranslation(tagged, '<x2/>Lee hoy la <g1>guía</g1>')).toEqual([
      fixed('br'),
      text('Lee hoy la ', 'plain'),
      text('guía', 'bold'),
    ]);
  });

  it('repairs what it can and falls back to the dominant formatting for the rest', () => {
    const tagged = tagPieces(pieces, FALLBACK);
    expect(piecesFromTranslation(tagged, 'Lee la < g1 >guía</g1> hoy')).toEqual([
      text('Lee la ', 'plain'),
      text('guía', 'bold'),
      text(' hoy', 'plain'),
      fixed('br'),
    ]);
    expect(piecesFromTranslation(tagged, 'Lee la guía hoy')).toEqual([text('Lee la guía hoy', 'plain'), fixed('br')]);
  });

  it('uses the fallback style when there is no text at all', () => {
    expect(tagPieces([fixed('field')], FALLBACK)).toMatchObject({ text: '<x1/>', base: FALLBACK });
  });
});
