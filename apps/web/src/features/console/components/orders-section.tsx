import type { ORDER_STATES } from '@glossa/contracts/console';
import type { ConsoleOrder } from '@glossa/contracts/console-answers';
import type { OrdersExportRequest } from '@glossa/contracts/console-requests';
import { localeEntry } from '@glossa/contracts/locales';
import { Descriptions, Drawer, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyNote, SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { formatAmount } from '../../reports/index.ts';
import { consoleApi } from '../api/console-api.ts';
import { useConsolePage } from '../hooks/use-console-page.ts';
import { OrderFilters } from './order-filters.tsx';
import { OrderRefundsCell } from './order-refunds-cell.tsx';

const COLORS: Record<(typeof ORDER_STATES)[number], string> = {
  paid: 'green',
  pending: 'blue',
  failed: 'red',
  cancelled: 'default',
  expired: 'default',
};

/** Orders of every buyer, newest first, searched and exported as CSV; one opens in a drawer. */
export default function OrdersSection() {
  const { t } = useTranslation('console');
  const { t: ta } = useTranslation('account');
  const { locale } = useUiLocale();
  const language = localeEntry(locale).iso;
  const time = (value: number | null) => <bdi>{value === null ? '—' : formatDateTime(value, language)}</bdi>;
  const [open, setOpen] = useState<ConsoleOrder>();
  const [exporting, setExporting] = useState(false);
  const page = useConsolePage('orders', consoleApi.orders, {} as OrdersExportRequest);
  const stateLabel = (value: string) => ta(`billing.state.${value}`, { defaultValue: value });
  const amount = (order: ConsoleOrder) => <bdi>{formatAmount(order.amount, order.currency, language)}</bdi>;
  const buyer = (order: ConsoleOrder) => <bdi>{order.email ?? order.owner}</bdi>;
  const exportCsv = async (filters: OrdersExportRequest) => {
    page.setFilters(filters);
    setExporting(true);
    // A failure is shown by the request module's toast.
    await consoleApi.exportOrders(filters).catch(() => {});
    setExporting(false);
  };
  return (
    <SectionCard title={t('menu.orders')}>
      <OrderFilters onSearch={page.setFilters} onExport={exportCsv} exporting={exporting} />
      <ScrollTable<ConsoleOrder>
        label={t('menu.orders')}
        rowKey="orderNo"
        size="middle"
        scroll={{ x: 1040 }}
        loading={page.loading}
        dataSource={page.rows}
        data-testid="order-results"
        locale={{ emptyText: <EmptyNote text={t('orders.empty')} /> }}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        pagination={{ ...page.pagination, showTotal: (total) => t('orders.found', { total }) }}
        columns={[
          { title: t('orders.orderNo'), dataIndex: 'orderNo', render: (no: string) => <code dir="ltr">{no}</code> },
          { title: t('orders.buyer'), dataIndex: 'email', ellipsis: true, render: (_, row) => buyer(row) },
          { title: t('orders.plan'), dataIndex: 'planId' },
          { title: t('orders.amount'), key: 'amount', align: 'end', render: (_, row) => amount(row) },
          {
            title: t('orders.state'),
            dataIndex: 'state',
            render: (value: ConsoleOrder['state']) => <Tag color={COLORS[value]}>{stateLabel(value)}</Tag>,
          },
          {
            title: t('orders.refunds'),
            key: 'refunds',
            render: (_, row) => <OrderRefundsCell order={row} language={language} />,
          },
          { title: t('orders.created'), dataIndex: 'createdAt', render: time },
          { title: t('orders.paid'), dataIndex: 'paidAt', render: time },
        ]}
      />
      <Drawer open={open !== undefined} onClose={() => setOpen(undefined)} title={open?.orderNo} size={480}>
        {open && (
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'buyer', label: t('orders.buyer'), children: buyer(open) },
              { key: 'plan', label: t('orders.plan'), children: open.planId },
              {
                key: 'service',
                label: t('orders.service'),
                children: ta(`billing.service.${open.serviceType}`, { defaultValue: open.serviceType }),
              },
              { key: 'amount', label: t('orders.amount'), children: amount(open) },
              { key: 'state', label: t('orders.state'), children: stateLabel(open.state) },
              {
                key: 'refunds',
                label: t('orders.refunds'),
                children: <OrderRefundsCell order={open} language={language} />,
              },
              {
                key: 'provider',
                label: t('orders.provider'),
                children: <bdi>{`${open.provider} ${open.providerRef ?? ''}`}</bdi>,
              },
              { key: 'created', label: t('orders.created'), children: time(open.createdAt) },
              { key: 'expires', label: t('orders.expires'), children: time(open.expiresAt) },
              { key: 'paid', label: t('orders.paid'), children: time(open.paidAt) },
            ]}
          />
        )}
      </Drawer>
    </SectionCard>
  );
}
