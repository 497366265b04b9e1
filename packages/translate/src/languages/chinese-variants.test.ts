import { describe, expect, it } from 'vitest';
import {
  CANTONESE_ONLY,
  countChineseVariants,
  MANDARIN_ONLY,
  SIMPLIFIED_ONLY,
  TRADITIONAL_ONLY,
} from './chinese-variants.ts';

describe('the Simplified and Traditional character tables', () => {
  it('share no character and repeat none', () => {
    const simplified = [...SIMPLIFIED_ONLY];
    const traditional = [...TRADITIONAL_ONLY];
    expect(new Set(simplified).size).toBe(simplified.length);
    expect(new Set(traditional).size).toBe(traditional.length);
    expect(simplified.filter((character) => traditional.includes(character))).toEqual([]);
  });

  it('hold only Han characters', () => {
    for (const table of [SIMPLIFIED_ONLY, TRADITIONAL_ONLY, CANTONESE_ONLY, MANDARIN_ONLY]) {
      expect(table).toMatch(/^\p{Script=Han}+$/u);
    }
  });

  it('leave out characters that Traditional text also writes', () => {
    for (const character of '后里台只干面云才') expect(SIMPLIFIED_ONLY).not.toContain(character);
    for (const character of '後裡臺隻') expect(TRADITIONAL_ONLY).toContain(character);
  });

  it('count the characters of each variant in a text', () => {
    expect(countChineseVariants('这个会议时间说明书')).toMatchObject({ simplified: 8, traditional: 0 });
    expect(countChineseVariants('這個會議時間說明書')).toMatchObject({ simplified: 0, traditional: 8 });
    expect(countChineseVariants('我好开心')).toMatchObject({ simplified: 1, traditional: 0, mandarin: 0 });
    expect(countChineseVariants('佢唔係我朋友')).toMatchObject({ cantonese: 2 });
  });
});
