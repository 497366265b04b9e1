import { describe, expect, it } from 'vitest';
import { looksLikeCode, readsAsProse } from './content-kinds.ts';

describe('code told by its content, not its font', () => {
  it('reads prose typed in a monospace font as prose', () => {
    for (const prose of [
      'This Agreement is made on the first day of March between the parties named below.',
      'The Tenant shall pay the rent on or before the fifth (5th) day of each month.',
      'Signature of the applicant',
      'Name: ____________________',
    ]) {
      expect(looksLikeCode(prose), prose).toBe(false);
    }
  });

  it('reads keywords, prompts, code marks and identifiers as code', () => {
    for (const code of [
      'def read_config(path):',
      '#include <stdio.h>',
      '$ npm install --save glossa',
      'for (let i = 0; i < n; i++) { total += prices[i]; }',
      'user.getName() returns the name_of_user',
      '>>> print(answer)',
    ]) {
      expect(looksLikeCode(code), code).toBe(true);
    }
  });
});

describe('text inside a figure', () => {
  it('is prose to translate when it reads as sentences, and the figure’s own label when short', () => {
    expect(readsAsProse('The customers we asked want faster delivery and clearer invoices')).toBe(true);
    expect(readsAsProse('Sign the form here.')).toBe(true);
    expect(readsAsProse('Revenue by region')).toBe(false);
    expect(readsAsProse('Q3 2026')).toBe(false);
  });
});
