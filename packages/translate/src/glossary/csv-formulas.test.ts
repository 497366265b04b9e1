import { describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreFormula } from './csv-formulas.ts';

const FORMULAS = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1+1', '\r=1+1'];

describe('CSV formula cells', () => {
  it('prefixes every formula-like cell with an apostrophe', () => {
    for (const cell of FORMULAS) expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary terms alone', () => {
    for (const cell of ['cloud', "don't", 'e-mail', 'a=b', '', ' =spaced', "'quoted"]) {
      expect(neutraliseFormula(cell)).toBe(cell);
    }
  });

  it('round-trips every value, apostrophes included', () => {
    for (const cell of [...FORMULAS, "'=already", "''+twice", "'plain", 'plain', '-']) {
      expect(restoreFormula(neutraliseFormula(cell))).toBe(cell);
    }
  });

  it('reads a hand-written apostrophe before a formula character as the spreadsheet does', () => {
    expect(restoreFormula("'=1+1")).toBe('=1+1');
    expect(restoreFormula("'cloud")).toBe("'cloud");
  });
});
