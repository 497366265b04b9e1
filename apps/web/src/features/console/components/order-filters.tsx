import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { ORDER_STATES } from '@glossa/contracts/console';
import type { OrdersExportRequest } from '@glossa/contracts/console-requests';
import { Button, DatePicker, Flex, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const DAY = 'YYYY-MM-DD';

/**
 * The orders' search: part of the number, part of the buyer's e-mail, a state and the days they
 * were created. "Search" applies them to the list; "Export CSV" applies them too and downloads
 * every order they find.
 */
export function OrderFilters({
  onSearch,
  onExport,
  exporting,
}: {
  onSearch: (filters: OrdersExportRequest) => void;
  onExport: (filters: OrdersExportRequest) => void;
  exporting: boolean;
}) {
  const { t } = useTranslation('console');
  const { t: ta } = useTranslation('account');
  const [draft, setDraft] = useState<OrdersExportRequest>({});
  const set = (next: Partial<OrdersExportRequest>) => setDraft((current) => ({ ...current, ...next }));
  const text = (value: string) => value.trim() || undefined;
  const search = () => onSearch(draft);
  return (
    <Flex gap={8} wrap className="order-filters" data-testid="order-filters">
      <Input
        allowClear
        placeholder={t('orders.orderNo')}
        aria-label={t('orders.orderNo')}
        onChange={(event) => set({ orderNo: text(event.target.value) })}
        onPressEnter={search}
        style={{ inlineSize: 200 }}
        data-testid="order-filter-number"
      />
      <Input
        allowClear
        type="search"
        placeholder={t('orders.email')}
        aria-label={t('orders.email')}
        onChange={(event) => set({ email: text(event.target.value) })}
        onPressEnter={search}
        style={{ inlineSize: 220 }}
        data-testid="order-filter-email"
      />
      <Select
        allowClear
        placeholder={t('orders.allStates')}
        aria-label={t('orders.state')}
        style={{ inlineSize: 160 }}
        onChange={(state) => set({ state })}
        options={ORDER_STATES.map((value) => ({ value, label: ta(`billing.state.${value}`) }))}
        data-testid="order-filter-state"
      />
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        aria-label={t('orders.createdBetween')}
        placeholder={[t('orders.createdFrom'), t('orders.createdTo')]}
        onChange={(values) => {
          const [from, to] = (values ?? []) as [Dayjs | null, Dayjs | null];
          set({ from: from?.format(DAY), to: to?.format(DAY) });
        }}
        disabledDate={(day) => day.isAfter(dayjs(), 'day')}
        data-testid="order-filter-days"
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={search} data-testid="order-search">
        {t('orders.search')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        loading={exporting}
        onClick={() => onExport(draft)}
        data-testid="order-export"
      >
        {t('orders.export')}
      </Button>
    </Flex>
  );
}
