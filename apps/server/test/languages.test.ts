import type { LanguageList } from '@glossa/contracts/languages';
import { foldQuery } from '@glossa/contracts/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE);
});
afterAll(async () => t.close());

async function languages(locale: string): Promise<LanguageList> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/gateway/website/system/getLanguages',
    headers: { 'lan-i18n-code': locale },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as LanguageList;
}

describe('getLanguages', () => {
  it('lists the 176 languages named in the caller language, popular ones first', async () => {
    const list = await languages('dede');
    expect(list.languages).toHaveLength(176);
    expect(list.languages.slice(0, list.popular.length).map((l) => l.code)).toEqual(list.popular);
    expect(list.languages.find((l) => l.code === 'es')).toMatchObject({
      name: 'Spanisch',
      nativeName: 'Español',
      direction: 'ltr',
    });
    expect(list.languages.find((l) => l.code === 'ar')?.direction).toBe('rtl');
  });

  it('names languages in Arabic for arsa and lets any name find them', async () => {
    const list = await languages('arsa');
    const spanish = list.languages.find((l) => l.code === 'es');
    expect(spanish?.name).toMatch(/[\u0600-\u06FF]/);
    for (const query of ['espanol', 'Spanisch', '西班牙语', 'es']) expect(spanish?.search).toContain(foldQuery(query));
  });
});
