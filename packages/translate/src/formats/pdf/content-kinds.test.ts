import { describe, expect, it } from 'vitest';
import { looksLikeCode } from './content-kinds.ts';

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
