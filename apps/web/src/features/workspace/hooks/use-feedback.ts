import type { ConversationDetail, Feedback } from '@glossa/contracts/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatApi } from '../api/chat-api.ts';
import { chatKeys } from '../api/query-keys.ts';

function withFeedback(detail: ConversationDetail | undefined, messageId: string, like: Feedback) {
  if (!detail) return detail;
  return {
    ...detail,
    messages: detail.messages.map((message) => (message.id === messageId ? { ...message, like } : message)),
  };
}

/** Like, dislike, or neither (undo); shown at once and put back if the server refuses. */
export function useFeedback(conversationId: string) {
  const queryClient = useQueryClient();
  const key = chatKeys.conversation(conversationId);
  return useMutation({
    mutationFn: ({ messageId, like }: { messageId: string; like: Feedback; previous: Feedback }) =>
      chatApi.like(messageId, like),
    onMutate: ({ messageId, like }) => {
      queryClient.setQueryData<ConversationDetail>(key, (detail) => withFeedback(detail, messageId, like));
    },
    onError: (_error, { messageId, previous }) => {
      queryClient.setQueryData<ConversationDetail>(key, (detail) => withFeedback(detail, messageId, previous));
    },
  });
}
