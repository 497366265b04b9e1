import type { CreateTermBaseRequest, TermEntryFields } from '@glossa/contracts/term-base-requests';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { termBaseKeys } from '../api/query-keys.ts';
import { termBaseApi } from '../api/term-base-api.ts';

export const ENTRIES_PAGE_SIZE = 20;

/** The owner's term bases; with a pair, only those of that pair (source 'auto' matches any source). */
export function useTermBases(pair?: { source?: string; target?: string }) {
  return useQuery({
    queryKey: termBaseKeys.list(pair?.source, pair?.target),
    queryFn: ({ signal }) => termBaseApi.list({ sourceLanguage: pair?.source, targetLanguage: pair?.target }, signal),
    staleTime: 30_000,
  });
}

/** One page of a term base's entries, searched by keyword; the previous page stays while the next loads. */
export function useTermEntries(termBaseId: string | undefined, keyword: string, pageNum: number) {
  return useQuery({
    queryKey: termBaseKeys.entries(termBaseId ?? '', keyword, pageNum),
    queryFn: ({ signal }) =>
      termBaseApi.entries({ termBaseId: termBaseId ?? '', keyword, pageNum, pageSize: ENTRIES_PAGE_SIZE }, signal),
    enabled: termBaseId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Every change to a term base or its entries refreshes the lists and counts. */
function useTermBaseMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termBaseKeys.all }),
  });
}

export const useCreateTermBase = () => useTermBaseMutation((body: CreateTermBaseRequest) => termBaseApi.create(body));

export const useRenameTermBase = () =>
  useTermBaseMutation(({ termBaseId, name }: { termBaseId: string; name: string }) =>
    termBaseApi.rename(termBaseId, name),
  );

export const useDeleteTermBase = () => useTermBaseMutation((termBaseId: string) => termBaseApi.remove(termBaseId));

export interface SaveEntryVariables {
  termBaseId: string;
  /** Absent when adding. */
  entryId?: string;
  fields: TermEntryFields;
}

export const useSaveEntry = () =>
  useTermBaseMutation(({ termBaseId, entryId, fields }: SaveEntryVariables) =>
    entryId ? termBaseApi.updateEntry(termBaseId, entryId, fields) : termBaseApi.addEntry(termBaseId, fields),
  );

export const useDeleteEntry = () =>
  useTermBaseMutation(({ termBaseId, entryId }: { termBaseId: string; entryId: string }) =>
    termBaseApi.removeEntry(termBaseId, entryId),
  );

export const useImportTerms = () =>
  useTermBaseMutation(({ termBaseId, csv }: { termBaseId: string; csv: string }) =>
    termBaseApi.importCsv(termBaseId, csv),
  );
