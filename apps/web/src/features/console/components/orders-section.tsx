import type { ConsoleOrder } from '@glossa/contracts/console';
import { localeEntry } from '@glossa/contracts/locales';
import { formatMoney } from '@glossa/contracts/money';
import { Descriptions, Drawer, Select, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../../../app/ui-locale.ts';
import { consoleApi } from '../api/console-api.ts';
import { useConsolePage } from '../hooks/use-console-page.ts';
import { EmptyNote, SectionCard } from './section-card.tsx';

const STATES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
const COLORS: Record<string, string> = {
  paid: 'green',
  pending: 'blue',
  failed: 'red',
  cancelled: 'default',
  expired: 'default',
};
const time = (value: number | null) => (value === null ? '—' : dayjs(value).format('YYYY-MM-DD HH:mm'));

/** Orders of every buyer, newest first, filtered by state; one opens in a drawer. */
export default function OrdersSection() {
  const { t } = useTranslation('console');
  const { t: ta } = useTranslation('account');
  const [open, setOpen] = useState<ConsoleOrder>();
  const page = useConsolePage('orders', consoleApi.orders, { state: undefined as (typeof STATES)[number] | undefined });
  const stateLabel = (value: string) => ta(`billing.state.${value}`, { defaultValue: value });
  const language = localeEntry(useUiLocale().locale).iso;
  const amount = (order: ConsoleOrder) => formatMoney(order.amount, order.currency, language);
  return (
    <SectionCard
      title={t('menu.orders')}
      extra={
        <Select
          allowClear
          placeholder={t('orders.allStates')}
          aria-label={t('orders.state')}
          style={{ inlineSize: 180 }}
          onChange={(state) => page.setFilters({ state })}
          options={STATES.map((value) => ({ value, label: stateLabel(value) }))}
        />
      }
    >
      <Table<ConsoleOrder>
        rowKey="orderNo"
        size="middle"
        scroll={{ x: 900 }}
        loading={page.loading}
        dataSource={page.rows}
        locale={{ emptyText: <EmptyNote text={t('orders.empty')} /> }}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        pagination={page.pagination}
        columns={[
          { title: t('orders.orderNo'), dataIndex: 'orderNo', render: (no: string) => <code>{no}</code> },
          { title: t('orders.buyer'), dataIndex: 'email', ellipsis: true, render: (email, row) => email ?? row.owner },
          { title: t('orders.plan'), dataIndex: 'planId' },
          { title: t('orders.amount'), key: 'amount', align: 'end', render: (_, row) => amount(row) },
          {
            title: t('orders.state'),
            dataIndex: 'state',
            render: (value: string) => <Tag color={COLORS[value]}>{stateLabel(value)}</Tag>,
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
              { key: 'buyer', label: t('orders.buyer'), children: open.email ?? open.owner },
              { key: 'plan', label: t('orders.plan'), children: open.planId },
              {
                key: 'service',
                label: t('orders.service'),
                children: ta(`billing.service.${open.serviceType}`, { defaultValue: open.serviceType }),
              },
              { key: 'amount', label: t('orders.amount'), children: amount(open) },
              { key: 'state', label: t('orders.state'), children: stateLabel(open.state) },
              { key: 'provider', label: t('orders.provider'), children: `${open.provider} ${open.providerRef ?? ''}` },
              { key: 'created', label: t('orders.created'), children: time(open.createdAt) },
              { key: 'paid', label: t('orders.paid'), children: time(open.paidAt) },
            ]}
          />
        )}
      </Drawer>
    </SectionCard>
  );
}
