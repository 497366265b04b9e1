import type { Precision } from '@glossa/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { chatApi, chatKeys } from '../../workspace/index.ts';

/** What an estimate is asked for, besides the file. */
export interface EstimateChoice {
  sourceLanguage: string;
  targetLanguage: string;
  precision: Precision;
}

/**
 * Requests, tokens and minutes for the uploaded file with the chosen pair and precision (nothing
 * without a file). A new pair or precision keeps the file's figures shown until its own arrive.
 */
export function useTranslationEstimate(
  fileId: string | undefined,
  sourceLanguage: string,
  targetLanguage: string,
  precision: Precision,
) {
  return useQuery({
    queryKey: chatKeys.estimate(fileId ?? '', sourceLanguage, targetLanguage, precision),
    queryFn: ({ signal }) =>
      chatApi.estimate({ fileId: fileId ?? '', sourceLanguage, targetLanguage, precision }, signal),
    enabled: Boolean(fileId),
    // The measured speed changes as translations run: asked again when the choice changes or after a while.
    staleTime: 30_000,
    retry: false,
    // The same file's figures, never another file's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === fileId && fileId ? previous : undefined,
  });
}
