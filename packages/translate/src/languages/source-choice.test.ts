import { describe, expect, it } from 'vitest';
import { chooseSourceLanguage, localeLanguages } from './source-choice.ts';

describe('the source language of a document nobody named', () => {
  it('is what the detector is sure of for the whole text', () => {
    const texts = [
      'The annual report shows that the company grew in every region last year.',
      'Thank you for reading.',
    ];
    expect(chooseSourceLanguage(texts)).toEqual({ language: 'en', how: 'detected' });
  });

  it('is what most longer segments are in when labels and numbers leave the whole unsure', () => {
    // A spreadsheet: codes, numbers and one-word labels, and a few notes in sentences.
    const labels = ['Q1', 'Q2', 'Total', 'SKU-1042', '1,250.00', 'EUR', 'Nr.', 'Status', 'OK', '2026-03-01'];
    const notes = [
      'Figures for the second quarter are still being checked by the finance team.',
      'Please send corrections before the end of the month.',
      'Shipping costs are included in the totals above.',
    ];
    const choice = chooseSourceLanguage([...labels, ...notes, ...labels]);
    expect(choice.language).toBe('en');
    expect(choice.how === 'detected' || choice.how === 'segments').toBe(true);
  });

  it('is what most longer segments are surely in when the whole mixes scripts', () => {
    const texts = [
      'The annual report is ready for the meeting tomorrow.',
      'The figures were checked by the finance team.',
      'Please send corrections before the end of the month.',
      '年度报告已经准备好了，明天开会。',
      '财务团队检查了数字。',
    ];
    expect(chooseSourceLanguage(texts)).toEqual({ language: 'en', how: 'segments' });
  });

  it('is the best guess after the hints when every segment is short, and says it guessed', () => {
    // Words many languages share: the locale's language among the plausible ones is taken.
    expect(chooseSourceLanguage(['Total', 'Region'], { languages: ['fr'], target: 'en' })).toEqual({
      language: 'fr',
      how: 'guessed',
    });
  });

  it('is nothing when the text gives no clue at all (numbers, codes)', () => {
    expect(chooseSourceLanguage(['1,250.00', '2026-03-01', '42'])).toEqual({ language: undefined, how: 'none' });
  });
});

describe('the languages of the locale settings', () => {
  it('reads LC_ALL, LC_MESSAGES and LANG, most trusted first, without C or POSIX duplicates', () => {
    expect(localeLanguages({ LC_ALL: 'de_DE.UTF-8', LANG: 'en_US.UTF-8' })).toEqual(['de', 'en']);
    expect(localeLanguages({ LANG: 'C.UTF-8' })).toEqual([]);
    expect(localeLanguages({ LANG: 'fr_FR', LC_MESSAGES: 'fr_CA' })).toEqual(['fr']);
    expect(localeLanguages({})).toEqual([]);
  });
});
