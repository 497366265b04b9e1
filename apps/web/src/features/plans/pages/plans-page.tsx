import { CURRENCIES, type Currency } from '@glossa/contracts/combo';
import type { Combo } from '@glossa/contracts/combo-answers';
import { localeEntry } from '@glossa/contracts/locales';
import { Button, Flex, Result, Segmented, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { localePath } from '../../../lib/locale-path.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { CheckoutReturn } from '../components/checkout-return.tsx';
import { EnterpriseDialog } from '../components/enterprise-dialog.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { PurchaseNotes } from '../components/purchase-notes.tsx';
import { RightsTable } from '../components/rights-table.tsx';
import { SubscribeDialog } from '../components/subscribe-dialog.tsx';
import { useOwnPackage, usePlans } from '../hooks/use-plans.ts';
import { yearlySaving } from '../money.ts';
import '../components/plans-page.css';

type Period = 'month' | 'year';

/** `/plans`: the plans with the monthly/yearly switch, the rights comparison and the purchase notes. */
export function PlansPage() {
  const { t } = useTranslation('plans');
  const { t: tc } = useTranslation();
  const { locale } = useUiLocale();
  const language = localeEntry(locale).iso;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnedOrder = params.get('orderNo');
  const signedIn = useSignedIn();
  const [period, setPeriod] = useState<Period>('month');
  const [chosenCurrency, setCurrency] = useState<Currency>();
  const [buying, setBuying] = useState<Combo>();
  const [contacting, setContacting] = useState(false);
  const { combos, rights } = usePlans(chosenCurrency);
  const own = useOwnPackage();

  const all = combos.data ?? [];
  const shown = all.filter((combo) => combo.kind !== 'member' || combo.periodUnit === period);
  const currency = chosenCurrency ?? all.find((combo) => combo.price)?.price?.currency ?? 'USD';
  const saving = yearlySaving(all);

  const buy = (combo: Combo) => {
    if (signedIn) return setBuying(combo);
    const redirect = new URLSearchParams({ redirect: localePath(locale, 'plans') });
    navigate(`${localePath(locale, 'login')}?${redirect}`);
  };

  const action = (combo: Combo) => {
    const testId = `plan-action-${combo.comboId}`;
    if (combo.kind === 'enterprise') {
      return (
        <Button block size="large" onClick={() => setContacting(true)} data-testid={testId}>
          {t('action.contact')}
        </Button>
      );
    }
    if (combo.kind === 'free') {
      if (!signedIn) {
        return (
          <LinkButton block size="large" to={localePath(locale, 'register')} data-testid={testId}>
            {t('action.signUpFree')}
          </LinkButton>
        );
      }
      return own.data?.plan === 'free' ? (
        <Button block size="large" disabled data-testid={testId}>
          {t('action.current')}
        </Button>
      ) : (
        <LinkButton block size="large" to={localePath(locale)} data-testid={testId}>
          {t('action.startFree')}
        </LinkButton>
      );
    }
    const label =
      combo.kind === 'pack' ? 'action.buyPack' : own.data?.plan === combo.comboId ? 'action.renew' : 'action.subscribe';
    return (
      <Button
        block
        size="large"
        type={combo.kind === 'member' ? 'primary' : 'default'}
        disabled={!combo.price}
        onClick={() => buy(combo)}
        data-testid={testId}
      >
        {t(label)}
      </Button>
    );
  };

  return (
    <div className="plans-page" data-testid="plans-page">
      <header className="plans-hero">
        <Typography.Title level={1} className="plans-title">
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="plans-subtitle">
          {t('subtitle')}
        </Typography.Paragraph>
        <Flex gap={12} wrap justify="center" align="center">
          <Segmented<Period>
            size="large"
            aria-label={t('period.label')}
            value={period}
            onChange={setPeriod}
            data-testid="period-switch"
            options={[
              { value: 'month', label: t('period.month') },
              {
                value: 'year',
                label: (
                  <span>
                    {t('period.year')}{' '}
                    {saving > 0 && <span className="plans-saving">{t('period.save', { percent: saving })}</span>}
                  </span>
                ),
              },
            ]}
          />
          <Select<Currency>
            aria-label={t('currency')}
            value={currency}
            onChange={setCurrency}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
            style={{ inlineSize: 96 }}
            data-testid="currency-select"
          />
        </Flex>
      </header>
      {returnedOrder && signedIn && <CheckoutReturn orderNo={returnedOrder} />}
      {combos.isError ? (
        <Result
          status="error"
          title={tc('error.genericTitle')}
          extra={<Button onClick={() => void combos.refetch()}>{tc('retry', { ns: 'chat' })}</Button>}
        />
      ) : combos.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div className="plan-cards">
          {shown.map((combo) => (
            <PlanCard
              key={combo.comboId}
              combo={combo}
              currency={currency}
              highlighted={combo.kind === 'member'}
              action={action(combo)}
              language={language}
            />
          ))}
        </div>
      )}
      {rights.data && shown.length > 0 && (
        <section aria-labelledby="compare-title" className="plans-compare">
          <Typography.Title level={2} id="compare-title" className="plans-section-title">
            {t('compare.title')}
          </Typography.Title>
          <RightsTable rows={rights.data.rows} combos={shown} language={language} />
        </section>
      )}
      <PurchaseNotes />
      {buying && (
        <SubscribeDialog combo={buying} currency={currency} language={language} onClose={() => setBuying(undefined)} />
      )}
      {contacting && <EnterpriseDialog onClose={() => setContacting(false)} />}
    </div>
  );
}
