import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalog.ts';

describe('the server catalog', () => {
  const catalog = loadCatalog();

  it('says counted server messages in each language plural form', () => {
    const wait = (locale: 'enus' | 'ruru' | 'arsa', seconds: number) =>
      catalog.t(locale, 'errors', 'codeResendTooSoon', { seconds });
    expect(wait('enus', 1)).toBe('Please wait 1 second before requesting another code');
    expect(wait('enus', 30)).toBe('Please wait 30 seconds before requesting another code');
    expect(wait('ruru', 1)).toContain('1 секунду');
    expect(wait('ruru', 3)).toContain('3 секунды');
    expect(wait('ruru', 30)).toContain('30 секунд');
    expect(wait('arsa', 1)).not.toBe(wait('arsa', 30));
    expect(wait('arsa', 2)).not.toBe(wait('arsa', 30));
  });

  it('names the minutes of the code e-mail in the plural its number needs', () => {
    expect(catalog.t('enus', 'meta', 'mail.codeExpiry', { minutes: 1 })).toContain('1 minute ');
    expect(catalog.t('enus', 'meta', 'mail.codeExpiry', { minutes: 10 })).toContain('10 minutes');
  });
});
