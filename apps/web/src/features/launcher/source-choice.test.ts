import { describe, expect, it } from 'vitest';
import { AUTO_DETECT } from './languages.ts';
import { chooseSource, type SourceReading, withSource } from './source-choice.ts';

const english: SourceReading = { language: 'en', confident: true, candidates: [] };
const probablyEnglish: SourceReading = { language: 'en', confident: false, candidates: ['nl', 'de'] };

describe('the source language sent', () => {
  it('is auto-detect when chosen, with what the text reads as named', () => {
    expect(chooseSource(AUTO_DETECT, false, english)).toEqual({ source: AUTO_DETECT, reading: english });
    expect(chooseSource(AUTO_DETECT, true, probablyEnglish)).toEqual({ source: AUTO_DETECT, reading: probablyEnglish });
    expect(chooseSource(AUTO_DETECT, false, undefined)).toEqual({ source: AUTO_DETECT, reading: undefined });
  });

  it('lets the text or document decide over a remembered language, sure or guessed', () => {
    expect(chooseSource('es', false, english)).toEqual({ source: AUTO_DETECT, reading: english });
    expect(chooseSource('es', false, probablyEnglish)).toEqual({ source: AUTO_DETECT, reading: probablyEnglish });
  });

  it('keeps a remembered language the text reads as, and one nothing was read against', () => {
    expect(chooseSource('en', false, probablyEnglish)).toEqual({ source: 'en' });
    expect(chooseSource('es', false, undefined)).toEqual({ source: 'es' });
  });

  it('keeps a language picked on this visit, and says when the text is surely in another', () => {
    expect(chooseSource('es', true, english)).toEqual({ source: 'es', mismatch: { chosen: 'es', detected: 'en' } });
    // A guess is no reason to doubt the user.
    expect(chooseSource('nl', true, probablyEnglish)).toEqual({ source: 'nl' });
    expect(chooseSource('en', true, english)).toEqual({ source: 'en' });
  });
});

describe('a new source', () => {
  it("swaps with the target when it is the target's language, as the swap button does", () => {
    expect(withSource({ source: 'es', target: 'it' }, 'en')).toEqual({ source: 'en', target: 'it' });
    expect(withSource({ source: 'es', target: 'en' }, 'en')).toEqual({ source: 'en', target: 'es' });
    // Nothing to swap to: auto-detect is no target; the pair check then says what is wrong.
    expect(withSource({ source: AUTO_DETECT, target: 'en' }, 'en')).toEqual({ source: 'en', target: 'en' });
  });
});
