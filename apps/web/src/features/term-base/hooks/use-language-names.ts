import { SYSTEM_CALLS } from '@glossa/contracts/system';
import type { SYSTEM_ROUTES } from '@glossa/contracts/system-routes';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { routeCaller } from '../../../lib/http.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';

const call = routeCaller<typeof SYSTEM_ROUTES>(SYSTEM_CALLS);

/** The language catalogue in the interface language (the same cached query as the launcher's). */
export function useLanguageList() {
  const { locale } = useUiLocale();
  return useQuery({
    queryKey: ['languages', locale],
    queryFn: ({ signal }) => call('languages', {}, { signal, silent: true }),
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
