import type { Report } from '@glossa/contracts/reports';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useColorScheme } from '../../../lib/color-scheme.ts';
import { type ChartSeries, DayChart, MS_STEPS } from './day-chart.tsx';
import { formatMs } from './report-format.ts';

const COLORS = { brand: '#4754e6', teal: '#13a8a8', amber: '#d48806', red: '#e5484d' };

/** The charts of the range, per UTC day. */
export function ReportCharts({ report, language }: { report: Report; language: string }) {
  const { t } = useTranslation('reports');
  const { dark } = useColorScheme();
  const days = useMemo(() => report.days.map((day) => day.day), [report]);
  const charts = useMemo(() => {
    const pick = (key: keyof Report['days'][number]) => report.days.map((day) => Number(day[key]));
    const line = (key: keyof Report['days'][number], color: string): ChartSeries => ({
      label: t(`metrics.${key}`),
      values: pick(key),
      color,
    });
    return [
      { id: 'traffic', series: [line('visitors', COLORS.brand), line('pageViews', COLORS.teal)] },
      {
        id: 'stay',
        series: [line('stayMs', COLORS.amber)],
        format: (ms: number) => formatMs(ms, language),
        steps: MS_STEPS,
      },
      { id: 'translations', series: [line('translations', COLORS.brand), line('failedTranslations', COLORS.red)] },
      { id: 'api', series: [line('apiRequests', COLORS.brand), line('apiDocuments', COLORS.teal)] },
      {
        id: 'accounts',
        series: [line('signUps', COLORS.teal), line('payingAccounts', COLORS.brand), line('paidOrders', COLORS.amber)],
      },
    ];
  }, [report, t, language]);
  return (
    <div className="report-charts">
      {charts.map((chart) => (
        <section key={chart.id} className="report-chart" data-testid={`report-chart-${chart.id}`}>
          <h3>{t(`charts.${chart.id}`)}</h3>
          <DayChart
            days={days}
            series={chart.series}
            label={t(`charts.${chart.id}`)}
            dayLabel={t('columns.day')}
            language={language}
            dark={dark}
            format={chart.format}
            steps={chart.steps}
          />
        </section>
      ))}
    </div>
  );
}
