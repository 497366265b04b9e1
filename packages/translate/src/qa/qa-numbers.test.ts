import { describe, expect, it } from 'vitest';
import { checkNumbers, numbersIn } from './qa-numbers.ts';

const values = (text: string, language: string) => numbersIn(text, language).map((n) => n.value);

describe('numbersIn', () => {
  it('reads each language its way', () => {
    expect(values('1,234.5 and 3.5 and 1,000,000', 'en')).toEqual(['1234.5', '3.5', '1000000']);
    expect(values('1.234,5 und 3,5 und 1.000.000', 'de')).toEqual(['1234.5', '3.5', '1000000']);
    expect(values('1\u202F234,5 et 1\u00A0000 et 2 500', 'fr')).toEqual(['1234.5', '1000', '2500']);
    expect(values("1'234.5", 'de-CH')).toEqual(['1234.5']);
  });

  it('counts the digits of every script as the same number', () => {
    expect(values('٣ and ３ and ١٢٫٥ and ۴ and ३ and 𝟕', 'en')).toEqual(['3', '3', '12.5', '4', '3', '7']);
  });

  it('reads a text that keeps the other convention when its own reading makes no number', () => {
    // "1.5" is no German number (a group has three digits): it is the English 1.5.
    expect(values('Version 1.5', 'de')).toEqual(['1.5']);
    // "1,234" is a German number: 1.234, not 1234.
    expect(values('1,234', 'de')).toEqual(['1.234']);
  });

  it('splits runs that are no number into their digit runs: dates, versions, lists', () => {
    expect(values('2.1.3 and 1,2,3 and 12/05/2024', 'en')).toEqual(['2', '1', '3', '1', '2', '3', '12', '5', '2024']);
    expect(values('12.05.2024', 'de')).toEqual(['12', '5', '2024']);
  });

  it('groups with a plain space only in languages that group with spaces', () => {
    expect(values('in 2020 100 people', 'en')).toEqual(['2020', '100']);
    expect(values('20 100 personnes en 2020 100 fois', 'fr')).toEqual(['20100', '2020', '100']);
  });

  it('ignores leading zeros and stops at sentence punctuation', () => {
    expect(values('007 and 3. Then 4,', 'en')).toEqual(['7', '3', '4']);
  });

  it('notes the unit after a number, and a percent sign before it', () => {
    const units = (text: string) => numbersIn(text, 'en').map((n) => n.unit);
    expect(units('5 kg, 5kg, 10\u00A0km/h, 3 in, 20°C, 50 %, %50, 7 kgs')).toEqual([
      'kg',
      'kg',
      'km/h',
      '',
      '°C',
      '%',
      '%',
      '',
    ]);
  });
});

describe('checkNumbers', () => {
  it('accepts the target language formatting', () => {
    expect(checkNumbers('Costs 1,234.5 for 3.5 kg', 'Kostet 1.234,5 für 3,5 kg', 'en', 'de')).toEqual([]);
    expect(checkNumbers('1,234.5', '1\u202F234,5', 'en', 'fr')).toEqual([]);
    expect(checkNumbers('3 apples', '٣ تفاحات', 'en', 'ar')).toEqual([]);
    expect(checkNumbers('3 apples', '３個のりんご', 'en', 'ja')).toEqual([]);
    expect(checkNumbers('On 05/12/2024', 'Am 12.05.2024', 'en', 'de')).toEqual([]);
  });

  it('reports a missing number as an error and an added one as a warning', () => {
    expect(checkNumbers('Pay 1,250 by day 3', 'Zahlen Sie 1.205 bis Tag 3', 'en', 'de')).toEqual([
      { kind: 'number', detail: '1,250', severity: 'error' },
      { kind: 'number', detail: '1.205', severity: 'warning' },
    ]);
    // The German "1,234" is 1.234, not the English 1,234.
    expect(checkNumbers('1,234', '1,234', 'en', 'de')).toEqual([
      { kind: 'number', detail: '1,234', severity: 'error' },
      { kind: 'number', detail: '1,234', severity: 'warning' },
    ]);
  });

  it('counts repeated numbers', () => {
    expect(checkNumbers('2 by 2', '2 mal', 'en', 'de')).toEqual([{ kind: 'number', detail: '2', severity: 'error' }]);
  });

  it('reports a unit of the source that no number of the target has', () => {
    expect(checkNumbers('5 kg', '5 g', 'en', 'de')).toEqual([{ kind: 'number', detail: 'kg', severity: 'warning' }]);
    expect(checkNumbers('5 kg and 2 kg', '5 kg und 2', 'en', 'de')).toEqual([
      { kind: 'number', detail: 'kg', severity: 'warning' },
    ]);
    expect(checkNumbers('50% off', '%50 indirim', 'en', 'tr')).toEqual([]);
    expect(checkNumbers('Top 5 in Europe', 'Top 5 en Europe', 'en', 'fr')).toEqual([]);
  });
});
