import type { CurrencyRevenue, PlanRevenue, Report } from '@glossa/contracts/reports';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { useColorScheme } from '../../../lib/color-scheme.ts';
import { DayChart, MONEY_STEPS } from './day-chart.tsx';
import { formatAmount } from './report-format.ts';

const CURRENCY_COLORS = ['#4754e6', '#13a8a8', '#d48806', '#c41d7f'];

/** One currency's payments per day. */
function CurrencyChart({
  revenue,
  days,
  color,
  language,
}: {
  revenue: CurrencyRevenue;
  days: string[];
  color: string;
  language: string;
}) {
  const { t } = useTranslation('reports');
  const { dark } = useColorScheme();
  const { currency } = revenue;
  const series = useMemo(() => [{ label: currency, values: revenue.days, color }], [currency, revenue, color]);
  const format = useCallback((amount: number) => formatAmount(amount, currency, language), [currency, language]);
  const title = t('charts.revenue', { currency });
  return (
    <section className="report-chart" data-testid={`report-chart-revenue-${currency}`}>
      <h4>{title}</h4>
      <DayChart
        days={days}
        series={series}
        label={title}
        dayLabel={t('columns.day')}
        language={language}
        dark={dark}
        format={format}
        steps={MONEY_STEPS}
        axisWidth={96}
      />
    </section>
  );
}

/**
 * The money paid in the range: for each currency its total and a chart per day, then each plan
 * per currency. Every amount stays in its own currency: nothing is added across currencies.
 */
export function ReportRevenue({ report, language }: { report: Report; language: string }) {
  const { t } = useTranslation('reports');
  const days = useMemo(() => report.days.map((day) => day.day), [report]);
  const number = new Intl.NumberFormat(language);
  return (
    <section className="report-revenue" data-testid="report-revenue">
      <h3>{t('revenue.title')}</h3>
      <p className="report-revenue-help">{t('revenue.help')}</p>
      {report.revenue.length === 0 ? (
        <p data-testid="report-revenue-none">{t('revenue.none')}</p>
      ) : (
        <>
          <dl className="report-figures">
            {report.revenue.map((revenue) => (
              <div key={revenue.currency} className="report-figure" data-testid={`report-revenue-${revenue.currency}`}>
                <dt>{revenue.currency}</dt>
                <dd>
                  <bdi>{formatAmount(revenue.amount, revenue.currency, language)}</bdi>
                </dd>
                <dd className="report-figure-note">
                  {t('revenue.paidOrders', { orders: number.format(revenue.orders) })}
                </dd>
              </div>
            ))}
          </dl>
          <div className="report-charts">
            {report.revenue.map((revenue, index) => (
              <CurrencyChart
                key={revenue.currency}
                revenue={revenue}
                days={days}
                color={CURRENCY_COLORS[index % CURRENCY_COLORS.length] as string}
                language={language}
              />
            ))}
          </div>
          <ScrollTable<PlanRevenue>
            label={t('revenue.title')}
            data-testid="report-revenue-plans"
            rowKey={(row) => `${row.planId}-${row.currency}`}
            size="small"
            pagination={false}
            dataSource={report.revenueByPlan}
            columns={[
              { title: t('revenue.plan'), dataIndex: 'planId' },
              { title: t('revenue.currency'), dataIndex: 'currency' },
              {
                title: t('revenue.orders'),
                dataIndex: 'orders',
                align: 'end',
                render: (value: number) => number.format(value),
              },
              {
                title: t('revenue.amount'),
                key: 'amount',
                align: 'end',
                render: (_, row) => <bdi>{formatAmount(row.amount, row.currency, language)}</bdi>,
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
