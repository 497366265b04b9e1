import { useQuery } from '@tanstack/react-query';
import { chatApi, chatKeys } from '../../workspace/index.ts';

/** The professional-mode switches of a file format. */
export function useCustomParams(format: string | undefined) {
  return useQuery({
    queryKey: chatKeys.customParams(format ?? ''),
    queryFn: ({ signal }) => chatApi.customParams(format ?? '', signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: Boolean(format),
  });
}
