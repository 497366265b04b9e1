import { z } from 'zod';

/** One language as the pickers show it, named in the caller's interface language. */
export const languageOption = z.object({
  /** BCP-47 code from the translation core's catalogue: 'en', 'zh-Hans', 'pt-BR'. */
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  /** Every name of the language (12 interface languages, its own, the code), folded for matching. */
  search: z.string(),
});
export type LanguageOption = z.infer<typeof languageOption>;

/** `POST /gateway/website/system/getLanguages`: the catalogue, popular languages first. */
export const languageList = z.object({ popular: z.array(z.string()), languages: z.array(languageOption) });
export type LanguageList = z.infer<typeof languageList>;
