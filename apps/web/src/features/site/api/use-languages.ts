import type { LanguageList } from '@glossa/contracts/languages';
import type { LocaleCode } from '@glossa/contracts/locales';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

/** The 176 languages named in the interface language (popular first); cached for the session. */
export function useLanguages(locale: LocaleCode) {
  return useQuery({
    queryKey: ['languages', locale],
    queryFn: ({ signal }) => apiRequest<LanguageList>('/system/getLanguages', { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
