import { CHAT_PATHS, type ConversationSummary, type Paged, type SearchHit } from '@glossa/contracts/chat';
import { apiRequest } from '../../../lib/http.ts';

export const HISTORY_PAGE_SIZE = 30;

/** The sidebar's calls: the paged list, search, rename and delete. */
export const historyApi = {
  page: (pageNum: number, signal?: AbortSignal) =>
    apiRequest<Paged<ConversationSummary>>(CHAT_PATHS.page, {
      params: { pageNum, pageSize: HISTORY_PAGE_SIZE },
      signal,
      silent: true,
    }),

  search: (keyword: string, pageNum: number, signal?: AbortSignal) =>
    apiRequest<Paged<SearchHit>>(`${CHAT_PATHS.search}/${encodeURIComponent(keyword)}`, {
      params: { keyword, pageNum, pageSize: HISTORY_PAGE_SIZE },
      signal,
      silent: true,
    }),

  rename: (conversationId: string, conversationName: string) =>
    apiRequest<unknown>(CHAT_PATHS.rename, { params: { conversationId, conversationName } }),

  remove: (conversationId: string) => apiRequest<unknown>(`${CHAT_PATHS.remove}/${encodeURIComponent(conversationId)}`),
};

/** The next page number, or undefined after the last page. */
export function nextPageNum(page: Paged<unknown>): number | undefined {
  return page.pageNum * page.pageSize < page.total ? page.pageNum + 1 : undefined;
}
