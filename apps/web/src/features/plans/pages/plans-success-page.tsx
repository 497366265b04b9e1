import { LoadingOutlined } from '@ant-design/icons';
import { orderNo as orderNoSchema } from '@glossa/contracts/combo-requests';
import { localeEntry } from '@glossa/contracts/locales';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Descriptions, Flex, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { localePath } from '../../../lib/locale-path.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { PLANS_KEYS, plansApi } from '../api/plans-api.ts';
import { useOrderEnums, usePlans } from '../hooks/use-plans.ts';
import { formatMoney } from '../money.ts';
import { planLabel } from '../plan-rights.ts';
import '../components/plans-page.css';

/** How often the page asks whether the provider's notice has come (until the order is settled). */
const POLL_MS = 1500;

/** `/plans/success?orderNo=`: where the checkout lands; waits for the payment to be confirmed. */
export function PlansSuccessPage() {
  const { t } = useTranslation('plans');
  const { locale } = useUiLocale();
  const language = localeEntry(locale).iso;
  const location = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const orderNo = params.get('orderNo') ?? '';
  const valid = orderNoSchema.safeParse(orderNo).success;
  const enums = useOrderEnums();
  const { combos } = usePlans(undefined);
  const order = useQuery({
    queryKey: PLANS_KEYS.order(orderNo),
    queryFn: () => plansApi.order(orderNo),
    enabled: signedIn && valid,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? POLL_MS : false),
  });
  const paid = order.data?.state === 'paid';

  // The plan's rights apply at once: every figure of the account (chats, file size) is read again.
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'plans' });
  }, [paid, queryClient]);

  if (!signedIn) {
    const redirect = new URLSearchParams({ redirect: location.pathname + location.search });
    return <Navigate to={`${localePath(locale, 'login')}?${redirect}`} replace />;
  }
  const backToPlans = (
    <LinkButton key="plans" to={localePath(locale, 'plans')}>
      {t('success.backToPlans')}
    </LinkButton>
  );
  if (!valid || order.isError) {
    return <Result status="warning" title={t('success.missing')} extra={backToPlans} className="plans-result" />;
  }
  const view = order.data;
  if (!view || view.state === 'pending') {
    return (
      <Result
        icon={<LoadingOutlined />}
        title={t('success.waitingTitle')}
        subTitle={t('success.waitingText')}
        className="plans-result"
        data-testid="success-waiting"
      />
    );
  }
  const combo = combos.data?.find((entry) => entry.comboId === view.comboId);
  const orderLink = localePath(locale, `account?tab=orders&order=${encodeURIComponent(view.orderNo)}`);
  return (
    <Flex vertical gap={24} className="plans-result" data-testid="plans-success" data-state={view.state}>
      <Result
        status={paid ? 'success' : 'warning'}
        title={t(paid ? 'success.paidTitle' : 'success.failedTitle')}
        subTitle={paid ? t('success.paidText', { plan: planLabel(combo, view.comboId, t) }) : t('success.failedText')}
        extra={[
          <LinkButton key="order" type={paid ? 'default' : 'primary'} to={orderLink} data-testid="view-order">
            {t('success.viewOrder')}
          </LinkButton>,
          paid ? (
            <LinkButton key="start" type="primary" to={localePath(locale)} data-testid="start-translating">
              {t('success.startTranslating')}
            </LinkButton>
          ) : (
            backToPlans
          ),
        ]}
      />
      <Descriptions
        column={1}
        bordered
        size="middle"
        style={{ maxInlineSize: 560, marginInline: 'auto', inlineSize: '100%' }}
      >
        <Descriptions.Item label={t('orders.orderNo')}>
          <bdi>{view.orderNo}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.plan')}>{planLabel(combo, view.comboId, t)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.amount')}>
          <bdi>{formatMoney(view.amount, view.currency, language)}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.state')}>{enums.state(view.state)}</Descriptions.Item>
        {view.paidAt && (
          <Descriptions.Item label={t('orders.paidAt')}>{formatDateTime(view.paidAt, language)}</Descriptions.Item>
        )}
      </Descriptions>
    </Flex>
  );
}
