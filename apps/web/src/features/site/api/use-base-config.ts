import { SYSTEM_CALLS } from '@glossa/contracts/system';
import type { SYSTEM_ROUTES } from '@glossa/contracts/system-routes';
import { useQuery } from '@tanstack/react-query';
import { routeCaller } from '../../../lib/http.ts';

const call = routeCaller<typeof SYSTEM_ROUTES>(SYSTEM_CALLS);

/** The site settings: limits, locales and which features this server offers. */
export function useBaseConfig() {
  return useQuery({
    queryKey: ['base-config'],
    queryFn: ({ signal }) => call('baseConfig', {}, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}
