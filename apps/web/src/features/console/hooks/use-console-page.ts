import type { Page } from '@glossa/contracts/console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export const CONSOLE_PAGE_SIZE = 20;

/**
 * One server-paged console list: the page number, the query (the previous page stays while the
 * next loads) and the table's pagination. `filters` go into the request and the cache key, and
 * changing them goes back to page 1 (setFilters); the same filters again fetch the page afresh.
 */
export function useConsolePage<T, F extends object>(
  name: string,
  fetch: (params: F & { pageNum: number; pageSize: number }) => Promise<Page<T>>,
  initialFilters: F,
) {
  const [pageNum, setPageNum] = useState(1);
  const [filters, setFiltersState] = useState(initialFilters);
  const params = { ...filters, pageNum, pageSize: CONSOLE_PAGE_SIZE };
  const query = useQuery({
    queryKey: ['console', name, params],
    queryFn: () => fetch(params),
    placeholderData: keepPreviousData,
  });
  return {
    rows: query.data?.records ?? [],
    total: query.data?.total,
    loading: query.isFetching,
    filters,
    setFilters: (next: F) => {
      // Searching again for the same thing asks the server again: the operator wants what is there now.
      if (pageNum === 1 && JSON.stringify(next) === JSON.stringify(filters)) void query.refetch();
      setFiltersState(next);
      setPageNum(1);
    },
    pagination: {
      current: pageNum,
      pageSize: CONSOLE_PAGE_SIZE,
      total: query.data?.total ?? 0,
      onChange: setPageNum,
    },
  };
}
