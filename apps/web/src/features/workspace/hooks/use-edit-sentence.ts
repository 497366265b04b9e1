import type { ConversationDetail, Paged, PreviewSentence } from '@glossa/contracts/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatApi } from '../api/chat-api.ts';
import { chatKeys } from '../api/query-keys.ts';
import { withEditedSentence, withSentence } from '../sentence-edit.ts';

/** `editTranslation` for one sentence; the preview pages and the shown translation follow. */
export function useEditSentence(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ segmentId, text }: { segmentId: string; text: string; before: string }) =>
      chatApi.editSentence(conversationId, segmentId, text),
    onSuccess: (sentence, { before }) => {
      queryClient.setQueriesData<Paged<PreviewSentence>>(
        { queryKey: [...chatKeys.conversation(conversationId), 'preview'] },
        (page) => withSentence(page, sentence),
      );
      queryClient.setQueryData<ConversationDetail>(chatKeys.conversation(conversationId), (detail) =>
        withEditedSentence(detail, before, sentence.target),
      );
    },
  });
}
