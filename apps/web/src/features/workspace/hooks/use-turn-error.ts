import type { ChatSettings } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { useQuotaDialog } from '../../plans/index.ts';
import { chatApi } from '../api/chat-api.ts';
import { chatKeys } from '../api/query-keys.ts';

/**
 * How a refused translation or chat turn is told: a used-up quota gets a dialog with the ways
 * forward (useQuotaDialog); anything else a toast with the server's words.
 */
export function useTurnError() {
  const { t } = useTranslation('chat');
  const { message } = useNotices();
  const queryClient = useQueryClient();
  // Fresh figures: the count that was just refused, and the time it starts again.
  const freshSettings = useCallback(
    () =>
      queryClient
        .fetchQuery({ queryKey: chatKeys.settings, queryFn: ({ signal }) => chatApi.settings(signal), staleTime: 0 })
        .catch(() => queryClient.getQueryData<ChatSettings>(chatKeys.settings)),
    [queryClient],
  );
  const quotaDialog = useQuotaDialog(freshSettings);
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code === ERRORS.quotaExhausted.code) {
        void quotaDialog();
        return;
      }
      if (error instanceof ApiError && (error.code === 401 || error.code === 418)) return;
      void message.error(error instanceof Error && error.message ? error.message : t('failed'));
    },
    [quotaDialog, message, t],
  );
}
