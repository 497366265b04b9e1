import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatApi } from '../api/chat-api.ts';
import { chatKeys } from '../api/query-keys.ts';

/**
 * An edit given to the repeats of its source, and taken back (docs/decisions/0052-translation-versions.md):
 * the preview, the versions and the conversation (whose answer shows the version) are read again after each.
 */
export function usePropagation(conversationId: string) {
  const queryClient = useQueryClient();
  const key = chatKeys.conversation(conversationId);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const apply = useMutation({
    mutationFn: ({ versionId, segmentId }: { versionId: string; segmentId: string }) =>
      chatApi.propagateEdit(conversationId, versionId, segmentId),
    onSuccess: refresh,
  });
  const undo = useMutation({
    mutationFn: (done: { undoToken: string }) => chatApi.undoPropagation(conversationId, done.undoToken),
    // The owner's other files may have changed too: every conversation is read again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.allConversations }),
  });
  /** The owner's other files, asked for by the user: counted, then given the edit. */
  const countElsewhere = useMutation({
    mutationFn: ({ versionId, segmentId }: { versionId: string; segmentId: string }) =>
      chatApi.repeatsElsewhere(conversationId, versionId, segmentId),
  });
  const applyElsewhere = useMutation({
    mutationFn: ({ versionId, segmentId }: { versionId: string; segmentId: string }) =>
      chatApi.propagateElsewhere(conversationId, versionId, segmentId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.allConversations }),
  });
  return { apply, undo, countElsewhere, applyElsewhere };
}
