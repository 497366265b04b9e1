import { describe, expect, it } from 'vitest';
import { i18next, loadLocale } from './i18n.ts';

describe('plural forms in the interface', () => {
  it('follows each language’s own rule, though the interface codes are not language tags', async () => {
    await loadLocale('ruru');
    const words = (count: number) => i18next.t('upload.words', { ns: 'chat', count, formatted: String(count) });
    expect([1, 3, 5, 21].map(words)).toEqual(['1 слово', '3 слова', '5 слов', '21 слово']);
    await loadLocale('arsa');
    const pages = (count: number) => i18next.t('upload.pages', { ns: 'chat', count, formatted: String(count) });
    expect(pages(1)).toBe('صفحة واحدة');
    expect(pages(2)).toBe('صفحتان');
    expect(pages(3)).toBe('3 صفحات');
    expect(pages(11)).toBe('11 صفحة');
    await loadLocale('enus');
    expect(i18next.t('upload.words', { ns: 'chat', count: 1, formatted: '1' })).toBe('1 word');
    expect(i18next.t('launcher.chatsLeft', { count: 0 })).toBe('No chats left today');
  });
});
