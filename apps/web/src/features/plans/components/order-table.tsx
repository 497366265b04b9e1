import { FileTextOutlined } from '@ant-design/icons';
import type { OrderState } from '@glossa/contracts/combo';
import type { OrderView } from '@glossa/contracts/combo-answers';
import { localeEntry } from '@glossa/contracts/locales';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatDayAndTime } from '../../../lib/date-format.ts';
import { localePath } from '../../../lib/locale-path.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { PLANS_KEYS, plansApi } from '../api/plans-api.ts';
import { useOrderEnums, usePayOrder, usePlans } from '../hooks/use-plans.ts';
import { formatMoney } from '../money.ts';
import { planLabel } from '../plan-rights.ts';
import { OrderDetail } from './order-detail.tsx';
import { PayFailure } from './pay-failure.tsx';

const PAGE_SIZE = 10;
const STATE_COLORS: Record<OrderState, string> = {
  pending: 'processing',
  paid: 'success',
  failed: 'error',
  cancelled: 'default',
  expired: 'warning',
};

/** The buyer's orders, newest first, paged by the server; an unpaid one can be paid or cancelled. */
export function OrderTable({ openOrderNo }: { openOrderNo?: string }) {
  const { t } = useTranslation('plans');
  const { locale } = useUiLocale();
  const language = localeEntry(locale).iso;
  const { modal, message } = useNotices();
  const queryClient = useQueryClient();
  const enums = useOrderEnums();
  const { combos } = usePlans(undefined);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | undefined>(openOrderNo);
  const orders = useQuery({
    queryKey: PLANS_KEYS.orders(page),
    queryFn: () => plansApi.orders(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  // The order a link names (the success page's "view order") is read on its own: it may be on any page.
  const linked = useQuery({
    queryKey: PLANS_KEYS.order(opened ?? ''),
    queryFn: () => plansApi.order(opened ?? ''),
    enabled: Boolean(opened),
  });
  const pay = usePayOrder();
  const cancel = useMutation({
    mutationFn: plansApi.cancel,
    onSuccess: () => {
      void message.success(t('orders.cancelled'));
      void queryClient.invalidateQueries({ queryKey: PLANS_KEYS.allOrders });
    },
  });
  const records = orders.data?.records ?? [];
  const comboOf = (id: string) => combos.data?.find((combo) => combo.comboId === id);
  const confirmCancel = (order: OrderView) =>
    modal.confirm({
      title: t('orders.cancelConfirm', { orderNo: order.orderNo }),
      okText: t('orders.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('orders.keep'),
      onOk: () => cancel.mutateAsync(order.orderNo),
    });

  /** Pay and Cancel for an order that can still be paid, its receipt for a paid one, under its state. */
  const orderActions = (order: OrderView) => {
    if (order.state === 'paid') {
      const receipt = localePath(locale, `account/orders/${encodeURIComponent(order.orderNo)}/receipt`);
      return (
        <LinkButton size="small" icon={<FileTextOutlined />} to={receipt} data-testid="order-receipt">
          {t('receipt.view')}
        </LinkButton>
      );
    }
    return order.state === 'pending' || order.state === 'failed' ? (
      <Flex gap={8}>
        <Button
          size="small"
          type="primary"
          loading={pay.isPending && pay.variables === order.orderNo}
          onClick={() => pay.mutate(order.orderNo)}
        >
          {t('orders.pay')}
        </Button>
        <Button size="small" onClick={() => confirmCancel(order)}>
          {t('orders.cancel')}
        </Button>
      </Flex>
    ) : null;
  };

  return (
    <>
      <PayFailure error={pay.error} onClose={pay.reset} style={{ marginBlockEnd: 12 }} />
      <ScrollTable<OrderView>
        label={t('account.orders')}
        rowKey="orderNo"
        data-testid="order-table"
        loading={orders.isFetching}
        dataSource={records}
        locale={{
          emptyText: (
            <Empty description={t('orders.empty')}>
              <LinkButton type="primary" to={localePath(locale, 'plans')}>
                {t('limits.seePlans')}
              </LinkButton>
            </Empty>
          ),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: orders.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: t('orders.orderNo'),
            dataIndex: 'orderNo',
            render: (orderNo: string) => (
              <Button type="link" size="small" onClick={() => setOpened(orderNo)} style={{ paddingInline: 0 }}>
                <bdi>{orderNo}</bdi>
              </Button>
            ),
          },
          {
            // The plan, and under it what the order did (new, renewal): the table fits the page.
            title: t('orders.plan'),
            key: 'plan',
            render: (_: unknown, order: OrderView) => (
              <Flex vertical>
                <span>{planLabel(comboOf(order.comboId), order.comboId, t)}</span>
                <Typography.Text type="secondary">{enums.service(order.serviceType)}</Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('orders.amount'),
            key: 'amount',
            render: (_: unknown, order: OrderView) => <bdi>{formatMoney(order.amount, order.currency, language)}</bdi>,
          },
          {
            title: t('orders.state'),
            key: 'state',
            render: (_: unknown, order: OrderView) => (
              <Flex vertical gap={8} align="start">
                <Tag color={STATE_COLORS[order.state]}>{enums.state(order.state)}</Tag>
                {orderActions(order)}
              </Flex>
            ),
          },
          {
            title: t('orders.createdAt'),
            dataIndex: 'createdAt',
            render: (time: string) => {
              const { day, time: clock } = formatDayAndTime(time, language);
              return (
                <Flex vertical>
                  <span className="nowrap">{day}</span>
                  <Typography.Text type="secondary" className="nowrap">
                    {clock}
                  </Typography.Text>
                </Flex>
              );
            },
          },
        ]}
      />
      {opened && linked.data && (
        <OrderDetail
          order={linked.data}
          combo={comboOf(linked.data.comboId)}
          language={language}
          onClose={() => setOpened(undefined)}
        />
      )}
    </>
  );
}
