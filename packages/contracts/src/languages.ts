/** One language as the pickers show it, named in the caller's interface language. */
export interface LanguageOption {
  /** BCP-47 code from the translation core's catalogue: 'en', 'zh-Hans', 'pt-BR'. */
  code: string;
  name: string;
  nativeName: string;
  direction: 'ltr' | 'rtl';
  /** Every name of the language (12 interface languages, its own, the code), folded for matching. */
  search: string;
}

/** `POST /gateway/website/system/getLanguages`: the catalogue, popular languages first. */
export interface LanguageList {
  popular: string[];
  languages: LanguageOption[];
}

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
