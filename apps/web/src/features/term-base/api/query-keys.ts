/** TanStack Query keys of the term base; every mutation invalidates `all`. */
export const termBaseKeys = {
  all: ['termBase'] as const,
  list: (source?: string, target?: string) => ['termBase', 'list', source ?? '', target ?? ''] as const,
  entries: (termBaseId: string, keyword: string, pageNum: number) =>
    ['termBase', 'entries', termBaseId, keyword, pageNum] as const,
};
