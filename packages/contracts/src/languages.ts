export type { LanguageList, LanguageOption } from './languages-answers.ts';

/** Folds a query the way `search` is folded: no case, no accents, no width or punctuation differences. */
export function foldQuery(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim();
}
