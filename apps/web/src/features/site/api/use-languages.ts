import type { LocaleCode } from '@glossa/contracts/locales';
import { SYSTEM_CALLS } from '@glossa/contracts/system';
import type { SYSTEM_ROUTES } from '@glossa/contracts/system-routes';
import { useQuery } from '@tanstack/react-query';
import { routeCaller } from '../../../lib/http.ts';

const call = routeCaller<typeof SYSTEM_ROUTES>(SYSTEM_CALLS);

/** The 176 languages named in the interface language (popular first); cached for the session. */
export function useLanguages(locale: LocaleCode) {
  return useQuery({
    queryKey: ['languages', locale],
    queryFn: ({ signal }) => call('languages', {}, { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
