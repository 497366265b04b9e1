import { useQuery } from '@tanstack/react-query';
import { chatApi } from './chat-api.ts';
import { chatKeys } from './query-keys.ts';

/** Limits, engines and the quota of this user on this server (`GET /system/combo/settings`). */
export function useChatSettings() {
  return useQuery({
    queryKey: chatKeys.settings,
    queryFn: ({ signal }) => chatApi.settings(signal),
    staleTime: 60_000,
  });
}
