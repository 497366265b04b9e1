import { useQuery } from '@tanstack/react-query';
import { chatApi } from './chat-api.ts';
import { chatKeys } from './query-keys.ts';

/** The conversation as `enterConversation` answers it; the stream keeps it current afterwards. */
export function useConversation(conversationId: string) {
  return useQuery({
    queryKey: chatKeys.conversation(conversationId),
    queryFn: ({ signal }) => chatApi.enter(conversationId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
