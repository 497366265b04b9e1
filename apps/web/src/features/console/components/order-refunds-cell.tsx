import type { ConsoleOrder } from '@glossa/contracts/console-answers';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../reports/index.ts';

/**
 * What was given back on an order: the amount refunded and whether the payment is disputed, as
 * the payment provider reported them. A dash when nothing is recorded (and said so to a screen
 * reader): the console never guesses.
 */
export function OrderRefundsCell({ order, language }: { order: ConsoleOrder; language: string }) {
  const { t } = useTranslation('console');
  const { refunds } = order;
  if (!refunds || (refunds.refundedAmount === 0 && !refunds.disputed)) {
    return (
      <Typography.Text type="secondary" aria-label={t('orders.refundsNone')} title={t('orders.refundsNone')}>
        —
      </Typography.Text>
    );
  }
  return (
    <Space size={4} wrap>
      {refunds.refundedAmount > 0 && (
        <Tag color="orange">
          {t('orders.refunded', {
            amount: `\u2068${formatAmount(refunds.refundedAmount, order.currency, language)}\u2069`,
          })}
        </Tag>
      )}
      {refunds.disputed && <Tag color="red">{t('orders.disputed')}</Tag>}
    </Space>
  );
}
