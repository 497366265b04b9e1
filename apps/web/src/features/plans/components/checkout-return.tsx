import type { OrderState } from '@glossa/contracts/combo';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANS_KEYS, plansApi } from '../api/plans-api.ts';
import { usePayOrder } from '../hooks/use-plans.ts';
import { PayFailure } from './pay-failure.tsx';

const TYPES: Record<OrderState, 'info' | 'warning' | 'success'> = {
  pending: 'info',
  failed: 'warning',
  expired: 'warning',
  cancelled: 'info',
  paid: 'success',
};

/**
 * Back on the plans page from a checkout that did not end in a payment (`?orderNo=`): where the
 * order stands, and for an unpaid one the way to pay it again or cancel it.
 */
export function CheckoutReturn({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('plans');
  const queryClient = useQueryClient();
  const order = useQuery({ queryKey: PLANS_KEYS.order(orderNo), queryFn: () => plansApi.order(orderNo) });
  const pay = usePayOrder();
  const cancel = useMutation({
    mutationFn: () => plansApi.cancel(orderNo),
    onSuccess: (view) => {
      queryClient.setQueryData(PLANS_KEYS.order(orderNo), view);
      void queryClient.invalidateQueries({ queryKey: PLANS_KEYS.allOrders });
    },
  });
  if (!order.data) return null;
  const { state } = order.data;
  const open = state === 'pending' || state === 'failed';
  return (
    <Flex vertical gap={8}>
      <Alert
        className="checkout-return"
        type={TYPES[state]}
        showIcon
        title={t(`returned.${state}`, { orderNo })}
        data-testid="checkout-return"
        data-state={state}
        action={
          open ? (
            <Flex gap={8} wrap>
              <Button
                type="primary"
                size="small"
                loading={pay.isPending || pay.isSuccess}
                onClick={() => pay.mutate(orderNo)}
              >
                {t('orders.pay')}
              </Button>
              <Button size="small" loading={cancel.isPending} onClick={() => cancel.mutate()}>
                {t('orders.cancel')}
              </Button>
            </Flex>
          ) : undefined
        }
      />
      <PayFailure error={pay.error} />
    </Flex>
  );
}
