import { PrinterOutlined } from '@ant-design/icons';
import { localeEntry } from '@glossa/contracts/locales';
import { receiptFacts } from '@glossa/contracts/receipt';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { localePath } from '../../../lib/locale-path.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { PLANS_KEYS, plansApi } from '../api/plans-api.ts';
import '../components/receipt.css';

/**
 * `/account/orders/:orderNo/receipt`: the printable receipt of one of the buyer's paid orders,
 * with the same lines as the receipt e-mail (contracts/receipt.ts receiptFacts).
 */
export function OrderReceiptPage() {
  const { t } = useTranslation('plans');
  const { locale } = useUiLocale();
  const location = useLocation();
  const { orderNo = '' } = useParams();
  const signedIn = useSignedIn();
  const receipt = useQuery({
    queryKey: PLANS_KEYS.receipt(orderNo),
    queryFn: () => plansApi.receipt(orderNo),
    enabled: signedIn,
    retry: false,
  });

  if (!signedIn) {
    const redirect = new URLSearchParams({ redirect: location.pathname });
    return <Navigate to={`${localePath(locale, 'login')}?${redirect}`} replace />;
  }
  const back = (
    <LinkButton to={localePath(locale, 'account?tab=orders')} data-testid="receipt-back">
      {t('receipt.back')}
    </LinkButton>
  );
  if (receipt.isError) {
    return <Result status="warning" title={receipt.error.message} extra={back} data-testid="receipt-missing" />;
  }
  if (!receipt.data) return <Spin size="large" style={{ display: 'block', marginBlock: 96 }} />;
  const facts = receiptFacts(receipt.data, localeEntry(locale).iso, (key) => t(key));
  return (
    <article className="receipt" data-testid="receipt" aria-labelledby="receipt-title">
      <header className="receipt-head">
        <div>
          <div className="receipt-site">{receipt.data.siteName}</div>
          <h1 id="receipt-title" className="receipt-title">
            {t('receipt.title')}
          </h1>
        </div>
        <span className="receipt-paid">{t('billing.state.paid', { ns: 'account' })}</span>
      </header>
      <dl className="receipt-facts">
        {facts.map((fact) => (
          <div key={fact.key} className={`receipt-fact receipt-${fact.key}`} data-testid={`receipt-${fact.key}`}>
            <dt>{fact.label}</dt>
            <dd>
              <bdi>{fact.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="receipt-note">{t('receipt.utc')}</p>
      <Flex gap={8} wrap className="receipt-actions">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="receipt-print">
          {t('receipt.print')}
        </Button>
        {back}
      </Flex>
    </article>
  );
}
