import { CheckOutlined } from '@ant-design/icons';
import type { Currency } from '@glossa/contracts/combo';
import type { Combo } from '@glossa/contracts/combo-answers';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, monthlyShare } from '../money.ts';
import { rightLines } from '../plan-rights.ts';

/** The big figure of a card and the line under it: per month, billed yearly, first price, list price. */
function PlanPrice({ combo, currency, language }: { combo: Combo; currency: Currency; language: string }) {
  const { t } = useTranslation('plans');
  const { price } = combo;
  if (combo.kind === 'free' || !price) {
    const free = combo.kind === 'free';
    return (
      <>
        <div className="plan-price">
          <span className={`plan-price-figure${free ? '' : ' plan-price-custom'}`}>
            {free ? <bdi>{formatMoney(0, currency, language)}</bdi> : t('price.custom')}
          </span>
        </div>
        <div className="plan-price-note">
          {free && <Typography.Text type="secondary">{t('price.free')}</Typography.Text>}
        </div>
      </>
    );
  }
  const money = (amount: number) => formatMoney(amount, price.currency, language);
  const yearly = combo.kind === 'member' && combo.periodUnit === 'year';
  const figure = yearly ? monthlyShare(price.amount, combo) : price.amount;
  const unit = combo.kind === 'member' ? t('price.perMonth') : t('price.oneOff');
  let note: ReactNode = null;
  if (yearly) note = t('price.billedYearly', { amount: money(price.amount) });
  else if (price.firstAmount !== null) note = t('price.firstPrice', { amount: money(price.firstAmount) });
  return (
    <>
      <div className="plan-price">
        <span className="plan-price-figure">
          <bdi>{money(figure)}</bdi>
        </span>
        <span className="plan-price-unit">{unit}</span>
      </div>
      <div className="plan-price-note">
        {price.listAmount > price.amount && (
          <Typography.Text delete type="secondary">
            <bdi>{money(yearly ? monthlyShare(price.listAmount, combo) : price.listAmount)}</bdi>
          </Typography.Text>
        )}{' '}
        {note && <Typography.Text type="secondary">{note}</Typography.Text>}
      </div>
    </>
  );
}

/** One plan of the pricing page: its name, price, action and what it gives. */
export function PlanCard({
  combo,
  currency,
  highlighted,
  action,
  language,
}: {
  combo: Combo;
  currency: Currency;
  highlighted: boolean;
  action: ReactNode;
  language: string;
}) {
  const { t } = useTranslation('plans');
  return (
    <section
      className={`plan-card${highlighted ? ' plan-card-highlighted' : ''}`}
      aria-labelledby={`plan-${combo.comboId}`}
      data-testid={`plan-card-${combo.comboId}`}
    >
      <div className="plan-card-head">
        <Typography.Title level={2} className="plan-card-name" id={`plan-${combo.comboId}`}>
          {t(`name.${combo.kind}`)}
        </Typography.Title>
        {highlighted && (
          <Tag color="blue" bordered={false} className="plan-card-badge">
            {t('popular')}
          </Tag>
        )}
      </div>
      <Typography.Paragraph type="secondary" className="plan-card-tagline">
        {t(`tagline.${combo.kind}`)}
      </Typography.Paragraph>
      <div className="plan-price-block">
        <PlanPrice combo={combo} currency={currency} language={language} />
      </div>
      <div className="plan-card-action">{action}</div>
      <ul className="plan-card-rights">
        {rightLines(combo, t, language).map((line) => (
          <li key={line}>
            <CheckOutlined className="plan-card-check" aria-hidden />
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
