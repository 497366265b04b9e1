import type { Currency } from '@glossa/contracts/combo';
import type { Combo } from '@glossa/contracts/combo-answers';
import { ERRORS } from '@glossa/contracts/errors';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Descriptions, Flex, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { TermsText } from '../../../components/terms-text.tsx';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { plansApi } from '../api/plans-api.ts';
import { usePayOrder } from '../hooks/use-plans.ts';
import { formatMoney } from '../money.ts';
import { planLabel } from '../plan-rights.ts';

/** A pending order of this plan already exists: the refusal leads to it. */
const LEADS_TO_ORDERS = new Set<number>([ERRORS.orderPending.code, ERRORS.paymentInProgress.code]);

/**
 * Subscribe now: the terms must be accepted; once they are, the pre-check says what this buyer
 * pays (first-subscription price, renewal) or why they may not buy now (a pending order, a
 * downgrade). Paying creates the order and opens the provider's checkout; a checkout that could
 * not be opened says why here, and Pay tries again.
 */
export function SubscribeDialog({
  combo,
  currency,
  language,
  onClose,
}: {
  combo: Combo;
  currency: Currency;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('plans');
  const { locale } = useUiLocale();
  const [agreed, setAgreed] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const purchase = { comboId: combo.comboId, currency, agreed };
  const check = useQuery({
    queryKey: ['plans', 'pre-check', combo.comboId, currency],
    queryFn: () => plansApi.preCheck({ ...purchase, agreed: true }),
    enabled: agreed,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const pay = usePayOrder();
  const order = useMutation({
    mutationFn: () => plansApi.createOrder(purchase),
    onSuccess: (created) => pay.mutate(created.orderNo),
  });
  const refusal = check.error ?? order.error ?? pay.error;
  const refusalCode = refusal && 'code' in refusal ? Number(refusal.code) : 0;
  const answer = check.data;
  const money = (amount: number) => formatMoney(amount, currency, language);
  const name = planLabel(combo, combo.comboId, t);

  const submit = () => {
    if (!agreed) {
      setTermsMissing(true);
      return;
    }
    // An order made already (its checkout failed to open: Stripe unreachable) is paid again, not ordered again.
    if (order.data) pay.mutate(order.data.orderNo);
    else order.mutate();
  };

  return (
    <Modal
      open
      centered
      width={480}
      title={t(combo.kind === 'pack' ? 'subscribe.buyTitle' : 'subscribe.title', { plan: name })}
      onCancel={onClose}
      footer={
        <Button
          type="primary"
          size="large"
          block
          onClick={submit}
          loading={order.isPending || pay.isPending || pay.isSuccess}
          disabled={Boolean(check.error)}
          data-testid="subscribe-pay"
        >
          {t('subscribe.pay')}
        </Button>
      }
    >
      <Flex vertical gap={16} data-testid="subscribe-dialog">
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('subscribe.plan')}>{name}</Descriptions.Item>
          {Boolean(answer?.credit) && !check.isFetching && (
            <>
              <Descriptions.Item label={t('subscribe.listPrice')}>
                <bdi data-testid="subscribe-list-price">{money(answer?.listAmount ?? 0)}</bdi>
              </Descriptions.Item>
              <Descriptions.Item label={t('subscribe.credit')}>
                <bdi data-testid="subscribe-credit">{money(-(answer?.credit ?? 0))}</bdi>
              </Descriptions.Item>
            </>
          )}
          <Descriptions.Item label={t('subscribe.youPay')}>
            {check.isFetching ? (
              <Spin size="small" aria-label={t('subscribe.checking')} />
            ) : (
              <Flex vertical>
                <Typography.Text strong data-testid="subscribe-amount">
                  <bdi>{money(answer?.amount ?? combo.price?.amount ?? 0)}</bdi>
                </Typography.Text>
                {answer?.firstPrice && <Typography.Text type="success">{t('subscribe.firstPrice')}</Typography.Text>}
                {answer?.serviceType === 'renew' && (
                  <Typography.Text type="secondary">{t('subscribe.renewal')}</Typography.Text>
                )}
                {answer?.serviceType === 'upgrade' && (
                  <Typography.Text type="secondary" data-testid="subscribe-upgrade">
                    {t('subscribe.upgrade')}
                  </Typography.Text>
                )}
              </Flex>
            )}
          </Descriptions.Item>
        </Descriptions>
        <div>
          <Checkbox
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.target.checked);
              setTermsMissing(false);
            }}
            data-testid="subscribe-terms"
          >
            <TermsText t={t} i18nKey="subscribe.terms" />
          </Checkbox>
          {termsMissing && (
            <Typography.Text type="danger" role="alert" className="subscribe-terms-error" data-testid="terms-missing">
              {t('subscribe.termsRequired')}
            </Typography.Text>
          )}
        </div>
        {refusal && (
          <Alert
            type="error"
            showIcon
            title={refusal.message}
            data-testid="subscribe-refusal"
            action={
              LEADS_TO_ORDERS.has(refusalCode) ? (
                <LinkButton size="small" to={localePath(locale, 'account?tab=orders')}>
                  {t('subscribe.viewOrders')}
                </LinkButton>
              ) : undefined
            }
          />
        )}
      </Flex>
    </Modal>
  );
}
