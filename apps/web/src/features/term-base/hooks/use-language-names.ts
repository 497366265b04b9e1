import type { LanguageList } from '@glossa/contracts/languages';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../../lib/http.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';

/** The language catalogue in the interface language (the same cached query as the launcher's). */
export function useLanguageList() {
  const { locale } = useUiLocale();
  return useQuery({
    queryKey: ['languages', locale],
    queryFn: ({ signal }) => apiRequest<LanguageList>('/system/getLanguages', { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A language's name in the interface language; the code itself until the list has loaded. */
export function useLanguageName(): (code: string) => string {
  const languages = useLanguageList();
  return useMemo(() => {
    const names = new Map(languages.data?.languages.map((language) => [language.code, language.name]));
    return (code: string) => names.get(code) ?? code;
  }, [languages.data]);
}
