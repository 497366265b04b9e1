import type { Combo, OrderView } from '@glossa/contracts/combo-answers';
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useOrderEnums } from '../hooks/use-plans.ts';
import { formatMoney } from '../money.ts';
import { planLabel } from '../plan-rights.ts';

/** One order in full: number, plan, type, amount, status, its dates, and any refund or dispute made at Stripe. */
export function OrderDetail({
  order,
  combo,
  language,
  onClose,
}: {
  order: OrderView;
  combo: Combo | undefined;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('plans');
  const { t: ta } = useTranslation('account');
  const enums = useOrderEnums();
  const open = order.state === 'pending' || order.state === 'failed';
  return (
    <Modal open centered title={t('orders.detail')} onCancel={onClose} footer={null} width={520}>
      <Descriptions column={1} bordered size="small" data-testid="order-detail" data-state={order.state}>
        <Descriptions.Item label={t('orders.orderNo')}>
          <bdi>{order.orderNo}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.plan')}>{planLabel(combo, order.comboId, t)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.service')}>{enums.service(order.serviceType)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.amount')}>
          <bdi>{formatMoney(order.amount, order.currency, language)}</bdi>
          {order.firstPrice && ` · ${t('orders.firstPrice')}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.state')}>{enums.state(order.state)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.createdAt')}>{formatDateTime(order.createdAt, language)}</Descriptions.Item>
        {open && (
          <Descriptions.Item label={t('orders.expiresAt')}>
            {formatDateTime(order.expiresAt, language)}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('orders.paidAt')}>
          {order.paidAt ? formatDateTime(order.paidAt, language) : ta('package.notApplicable')}
        </Descriptions.Item>
        {order.refundedAmount > 0 && (
          <Descriptions.Item label={t('orders.refunded')}>
            <bdi data-testid="order-refunded">{formatMoney(order.refundedAmount, order.currency, language)}</bdi>
          </Descriptions.Item>
        )}
        {order.dispute && (
          <Descriptions.Item label={t('orders.dispute')}>
            <span data-testid="order-dispute">{t(`orders.disputeState.${order.dispute}`)}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Modal>
  );
}
