import type { BaseConfig } from '@glossa/contracts/base-config';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

/** The site settings: limits, locales and which features this server offers. */
export function useBaseConfig() {
  return useQuery({
    queryKey: ['base-config'],
    queryFn: ({ signal }) => apiRequest<BaseConfig>('/system/getBaseConfig', { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}
