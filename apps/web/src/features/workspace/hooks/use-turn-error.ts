import { ERRORS } from '@glossa/contracts/errors';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';

/**
 * How a refused translation or chat turn is told: a used-up quota gets the spec's message with
 * the subscribe hint in a dialog; anything else a toast with the server's words.
 */
export function useTurnError() {
  const { t } = useTranslation('chat');
  const { modal, message } = App.useApp();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code === ERRORS.quotaExhausted.code) {
        modal.warning({ title: t('quota.title'), content: t('quota.text'), okText: t('quota.ok'), centered: true });
        return;
      }
      if (error instanceof ApiError && (error.code === 401 || error.code === 418)) return;
      void message.error(error instanceof Error && error.message ? error.message : t('failed'));
    },
    [modal, message, t],
  );
}
