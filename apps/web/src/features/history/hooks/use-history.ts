import type { ConversationDetail } from '@glossa/contracts/chat';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../../workspace/index.ts';
import { historyApi, nextPageNum } from '../api/history-api.ts';

/** The conversation list, newest first, a page at a time. */
export function useHistoryPages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: chatKeys.historyPage(),
    queryFn: ({ pageParam, signal }) => historyApi.page(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
    enabled,
    staleTime: 30_000,
  });
}

/** Search results for a keyword (title, source and messages), a page at a time. */
export function useHistorySearch(keyword: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.historySearch(keyword),
    queryFn: ({ pageParam, signal }) => historyApi.search(keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
    enabled: keyword.length > 0,
  });
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => historyApi.rename(id, name),
    onSuccess: (_data, { id, name }) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.history });
      queryClient.setQueryData<ConversationDetail>(chatKeys.conversation(id), (old) =>
        old ? { ...old, conversation: { ...old.conversation, conversationName: name } } : old,
      );
    },
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => historyApi.remove(id),
    onSuccess: (_data, id) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.history });
      queryClient.removeQueries({ queryKey: chatKeys.conversation(id) });
    },
  });
}
