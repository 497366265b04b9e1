import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, type UsageRecord } from '../api/account-api.ts';
import { ACCOUNT_KEYS } from '../hooks/use-account.ts';

const PAGE_SIZE = 10;

/** Usage details: the time and change of every chat used, newest first, paged by the server. */
export function UsageTable() {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ACCOUNT_KEYS.usage(page),
    queryFn: () => accountApi.usagePage(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <Table<UsageRecord>
      rowKey={(record) => `${record.time}-${record.conversationId ?? ''}-${record.balanceAfter ?? ''}`}
      loading={isFetching}
      dataSource={data?.records ?? []}
      locale={{ emptyText: t('usage.empty') }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      columns={[
        { title: t('usage.time'), dataIndex: 'time', render: (time: string) => dayjs(time).format('YYYY-MM-DD HH:mm') },
        {
          title: t('usage.kind'),
          dataIndex: 'kind',
          render: (kind: string) => t(`usage.kinds.${kind}`, { defaultValue: kind }),
        },
        {
          title: t('usage.change'),
          dataIndex: 'change',
          render: (change: number) => (change > 0 ? `+${change}` : change),
        },
        { title: t('usage.balance'), dataIndex: 'balanceAfter', render: (value: number | null) => value ?? '—' },
      ]}
    />
  );
}
