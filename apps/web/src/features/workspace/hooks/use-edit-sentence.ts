import type { ConversationDetail, EditedSentence, Paged, PreviewSentence } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http.ts';
import { chatApi } from '../api/chat-api.ts';
import { chatKeys } from '../api/query-keys.ts';
import { withEditedSentence, withSentence } from '../sentence-edit.ts';

export interface EditVariables {
  segmentId: string;
  text: string;
  /** The wording the editor showed: the server refuses the edit if the sentence changed since. */
  before: string;
  /** The version the edit is made on (the newest when left out). */
  versionId?: string;
}

/**
 * `editTranslation` for one sentence, made on a version: the edit lands in that version's round of
 * edits (docs/decisions/0052-translation-versions.md). The answer that showed the version follows,
 * the preview pages and the version list are read again; after a conflict, the preview shows the
 * sentence as it now is.
 */
export function useEditSentence(conversationId: string) {
  const queryClient = useQueryClient();
  const key = chatKeys.conversation(conversationId);
  return useMutation<EditedSentence, Error, EditVariables>({
    mutationFn: ({ segmentId, text, before, versionId }) =>
      chatApi.editSentence({ conversationId, versionId, segmentId, text, expected: before }),
    onSuccess: (sentence, { before, versionId }) => {
      // The pages read of the version edited are the edit's version's pages too, with the sentence saved.
      const read = queryClient.getQueriesData<Paged<PreviewSentence>>({
        queryKey: [...key, 'preview', versionId ?? 'newest'],
      });
      for (const [queryKey, page] of read) {
        const pageNum = Number(queryKey.at(-1));
        queryClient.setQueryData(
          chatKeys.preview(conversationId, sentence.versionId, pageNum),
          withSentence(page, sentence),
        );
      }
      queryClient.setQueriesData<Paged<PreviewSentence>>({ queryKey: [...key, 'preview'] }, (page) =>
        withSentence(page, sentence),
      );
      queryClient.setQueryData<ConversationDetail>(key, (detail) =>
        withEditedSentence(detail, {
          base: versionId,
          before,
          after: sentence.target,
          versionId: sentence.versionId,
          version: sentence.version,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: [...key, 'preview'] });
      void queryClient.invalidateQueries({ queryKey: chatKeys.versions(conversationId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ERRORS.editConflict.code) {
        void queryClient.invalidateQueries({ queryKey: [...key, 'preview'] });
      }
    },
  });
}
