import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../lib/notices.tsx';
import { CONSOLE_KEYS } from '../api/console-api.ts';

/**
 * A console write: on success the console's lists (and the audit log) are fetched again and a
 * toast says it is done; failures show the server's message (the API client's toast).
 */
export function useConsoleSave<T, R>(write: (input: T) => Promise<R>, done: 'saved' | 'deleted' = 'saved') {
  const client = useQueryClient();
  const { message } = useNotices();
  const { t } = useTranslation('console');
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: CONSOLE_KEYS.all });
      void message.success(t(`actions.${done}`));
    },
  });
}

/** Asks before deleting; resolves when the operator confirmed and the delete is done. */
export function useConfirmDelete(remove: (id: string) => Promise<unknown>) {
  const { modal } = useNotices();
  const { t } = useTranslation('console');
  const mutation = useConsoleSave(remove, 'deleted');
  return (id: string, name: string) =>
    modal.confirm({
      title: t('actions.confirmDelete', { name }),
      okText: t('actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: () => mutation.mutateAsync(id),
    });
}
