import type { Page } from '@glossa/contracts/console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export const CONSOLE_PAGE_SIZE = 20;

/**
 * One server-paged console list: the page number, the query (the previous page stays while the
 * next loads) and the table's pagination. `filters` go into the request and the cache key, and
 * changing them goes back to page 1 (setFilters).
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
