import { DownloadOutlined } from '@ant-design/icons';
import { localeEntry } from '@glossa/contracts/locales';
import type { ReportQuery } from '@glossa/contracts/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Empty, Flex, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { lastDays, REPORT_KEYS, reportsApi } from '../api/reports-api.ts';
import { ReportCharts } from './report-charts.tsx';
import { ReportFigures } from './report-figures.tsx';
import { ReportRevenue } from './report-revenue.tsx';
import { ReportTables } from './report-tables.tsx';
import './reports.css';

const DAY = 'YYYY-MM-DD';

/** The console's Reports: a date range, the totals, revenue, charts per day, tables, and the CSV export. */
export default function ReportsSection() {
  const { t } = useTranslation('reports');
  const { locale } = useUiLocale();
  const language = localeEntry(locale).iso;
  const [range, setRange] = useState<ReportQuery>(() => lastDays(30));
  const [exporting, setExporting] = useState(false);
  const {
    data: report,
    isPending,
    isError,
    refetch,
    isFetching,
  } = useQuery({
    queryKey: REPORT_KEYS.summary(range),
    queryFn: () => reportsApi.summary(range),
    placeholderData: keepPreviousData,
  });
  const totals = report?.totals;
  const quiet =
    totals && totals.pageViews + totals.translations + totals.apiRequests + totals.signUps + totals.paidOrders === 0;

  const exportCsv = async () => {
    setExporting(true);
    // A failure is shown by the request module's toast.
    await reportsApi.exportCsv(range).catch(() => {});
    setExporting(false);
  };

  return (
    <SectionCard title={t('title')}>
      <Flex gap={8} wrap className="report-toolbar">
        <DatePicker.RangePicker
          allowClear={false}
          aria-label={t('range')}
          value={[dayjs(range.from), dayjs(range.to)]}
          onChange={(values) => {
            const [from, to] = (values ?? []) as [Dayjs | null, Dayjs | null];
            if (from && to) setRange({ from: from.format(DAY), to: to.format(DAY) });
          }}
          data-testid="report-range"
        />
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv} data-testid="report-export">
          {t('export')}
        </Button>
      </Flex>
      {isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {isError && !report && (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
        />
      )}
      {report && (
        <div className="reports" aria-busy={isFetching}>
          <ReportFigures totals={report.totals} language={language} />
          <ReportRevenue report={report} language={language} />
          {quiet ? <Empty description={t('empty')} /> : <ReportCharts report={report} language={language} />}
          <ReportTables report={report} language={language} />
        </div>
      )}
    </SectionCard>
  );
}
