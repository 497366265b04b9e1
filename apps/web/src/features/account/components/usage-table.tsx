import { localeEntry } from '@glossa/contracts/locales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { accountApi, type UsageRecord } from '../api/account-api.ts';
import { ACCOUNT_KEYS } from '../hooks/use-account.ts';

const PAGE_SIZE = 10;

/** Usage details: the time and change of every chat used, newest first, paged by the server. */
export function UsageTable() {
  const { t } = useTranslation('account');
  const { locale } = useUiLocale();
  const language = localeEntry(locale).iso;
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ACCOUNT_KEYS.usage(page),
    queryFn: () => accountApi.usagePage(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <ScrollTable<UsageRecord>
      label={t('profile.tabs.usage')}
      rowKey={(record) => `${record.time}-${record.conversationId ?? ''}-${record.balanceAfter ?? ''}`}
      loading={isFetching}
      dataSource={data?.records ?? []}
      // On a phone the table scrolls inside itself, never the page.
      locale={{ emptyText: t('usage.empty') }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      columns={[
        {
          title: t('usage.time'),
          dataIndex: 'time',
          // In the reader's own format, as the orders list and the order detail write their dates.
          render: (time: string) => <span className="nowrap">{formatDateTime(time, language)}</span>,
        },
        {
          title: t('usage.kind'),
          dataIndex: 'kind',
          // Every kind in words; an unknown one is named as such, never by its id.
          render: (kind: string) => t(`usage.kinds.${kind}`, { defaultValue: t('usage.otherKind') }),
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
