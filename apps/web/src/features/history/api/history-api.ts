import { CHAT_CALLS, type Paged } from '@glossa/contracts/chat';
import type { CHAT_ROUTES } from '@glossa/contracts/chat-routes';
import { routeCaller } from '../../../lib/http.ts';

const call = routeCaller<typeof CHAT_ROUTES>(CHAT_CALLS);

export const HISTORY_PAGE_SIZE = 30;

/** The sidebar's calls: the paged list, search, rename and delete. */
export const historyApi = {
  page: (pageNum: number, signal?: AbortSignal) =>
    call('page', { pageNum, pageSize: HISTORY_PAGE_SIZE }, { signal, silent: true }),

  /** The keyword goes in the path. */
  search: (keyword: string, pageNum: number, signal?: AbortSignal) =>
    call('searchKeyword', { keyword, pageNum, pageSize: HISTORY_PAGE_SIZE }, { signal, silent: true }),

  rename: (conversationId: string, conversationName: string) => call('rename', { conversationId, conversationName }),

  remove: (conversationId: string) => call('remove', { id: conversationId }),
};

/** The next page number, or undefined after the last page. */
export function nextPageNum(page: Paged<unknown>): number | undefined {
  return page.pageNum * page.pageSize < page.total ? page.pageNum + 1 : undefined;
}
