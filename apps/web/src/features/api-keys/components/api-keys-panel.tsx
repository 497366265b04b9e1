import { PlusOutlined } from '@ant-design/icons';
import { API_KEY_LIMITS, type ApiKeySummary, type CreatedApiKey } from '@glossa/contracts/api-keys';
import { localeEntry } from '@glossa/contracts/locales';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { API_KEYS_QUERY, apiKeysApi } from '../api/api-keys-api.ts';
import { ApiKeyHowTo } from './api-key-how-to.tsx';
import { ApiKeyNameDialog } from './api-key-name-dialog.tsx';
import { ApiKeySecretDialog } from './api-key-secret-dialog.tsx';
import '../../../components/account-rows.css';
import './api-keys.css';

type Dialog = { kind: 'create' } | { kind: 'rename'; key: ApiKeySummary } | { kind: 'secret'; created: CreatedApiKey };

function ApiKeyRow({
  apiKey,
  onRename,
  onRevoke,
}: {
  apiKey: ApiKeySummary;
  onRename: () => void;
  onRevoke: () => void;
}) {
  const { t } = useTranslation('apikeys');
  const language = localeEntry(useUiLocale().locale).iso;
  const time = (iso: string) => formatDateTime(iso, language);
  const details = [
    t('list.createdAt', { time: time(apiKey.createdAt) }),
    apiKey.lastUsedAt ? t('list.lastUsedAt', { time: time(apiKey.lastUsedAt) }) : t('list.neverUsed'),
  ];
  return (
    <li className="account-row" data-testid="api-key-row">
      <div className="account-row-main api-key-row-main">
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{apiKey.name}</Typography.Text>
          <code className="api-key-prefix" dir="ltr">{`${apiKey.prefix}…`}</code>
        </Flex>
        <Typography.Text type="secondary">{details.join(' · ')}</Typography.Text>
      </div>
      <Flex gap={8}>
        <Button onClick={onRename}>{t('action.rename')}</Button>
        <Button onClick={onRevoke}>{t('action.revoke')}</Button>
      </Flex>
    </li>
  );
}

/** The account's API keys: made (the secret shown once), renamed, revoked; and how programs use them. */
export function ApiKeysPanel() {
  const { t } = useTranslation('apikeys');
  const { modal, message } = useNotices();
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({ queryKey: API_KEYS_QUERY, queryFn: apiKeysApi.list });
  const [dialog, setDialog] = useState<Dialog>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY });
  const close = () => setDialog(undefined);

  const create = async (name: string) => {
    const created = await apiKeysApi.create(name);
    setDialog({ kind: 'secret', created });
    await refresh();
  };
  const rename = (key: ApiKeySummary) => async (name: string) => {
    await apiKeysApi.rename(key.keyId, name);
    close();
    void message.success(t('list.renamed'));
    await refresh();
  };
  const revoke = (key: ApiKeySummary) =>
    modal.confirm({
      title: t('revoke.confirm', { name: key.name }),
      content: t('revoke.warning'),
      okText: t('action.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('action.cancel'),
      onOk: async () => {
        await apiKeysApi.revoke(key.keyId);
        void message.success(t('revoke.done'));
        await refresh();
      },
    });

  const full = (data?.length ?? 0) >= API_KEY_LIMITS.activePerAccount;
  return (
    <Flex vertical gap={24}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary" className="api-keys-intro">
            {t('intro')}
          </Typography.Text>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={full}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="api-key-create"
          >
            {t('action.create')}
          </Button>
        </Flex>
        {full ? (
          <Typography.Text type="warning">{t('list.full', { max: API_KEY_LIMITS.activePerAccount })}</Typography.Text>
        ) : null}
        {isPending || !data ? (
          <Skeleton active />
        ) : data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />
        ) : (
          <ul className="account-list" aria-label={t('list.label')}>
            {data.map((key) => (
              <ApiKeyRow
                key={key.keyId}
                apiKey={key}
                onRename={() => setDialog({ kind: 'rename', key })}
                onRevoke={() => revoke(key)}
              />
            ))}
          </ul>
        )}
      </Flex>
      <ApiKeyHowTo />
      {dialog?.kind === 'create' ? <ApiKeyNameDialog mode="create" onClose={close} onSubmit={create} /> : null}
      {dialog?.kind === 'rename' ? (
        <ApiKeyNameDialog mode="rename" initialName={dialog.key.name} onClose={close} onSubmit={rename(dialog.key)} />
      ) : null}
      {dialog?.kind === 'secret' ? (
        <ApiKeySecretDialog name={dialog.created.key.name} secret={dialog.created.secret} onClose={close} />
      ) : null}
    </Flex>
  );
}
