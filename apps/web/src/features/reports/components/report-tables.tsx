import { isLocaleCode, localeEntry } from '@glossa/contracts/locales';
import type { Report, ReportLocaleRow, ReportShare } from '@glossa/contracts/reports';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatMs } from './report-format.ts';

/** Visits per interface language, and translations per format and per language pair. */
export function ReportTables({ report, language }: { report: Report; language: string }) {
  const { t } = useTranslation('reports');
  const number = new Intl.NumberFormat(language);
  const share = (title: string, rows: ReportShare[], name: (key: string) => string, testId: string) => (
    <section className="report-table" data-testid={testId}>
      <h3>{title}</h3>
      <ScrollTable<ReportShare>
        label={title}
        rowKey="key"
        size="small"
        pagination={rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
        dataSource={rows}
        columns={[
          {
            title: title === t('tables.formats') ? t('tables.format') : t('tables.pair'),
            dataIndex: 'key',
            render: name,
          },
          {
            title: t('tables.count'),
            dataIndex: 'count',
            align: 'end',
            render: (value: number) => number.format(value),
          },
        ]}
      />
    </section>
  );
  return (
    <div className="report-tables">
      <section className="report-table" data-testid="report-locales">
        <h3>{t('tables.locales')}</h3>
        <ScrollTable<ReportLocaleRow>
          label={t('tables.locales')}
          rowKey="locale"
          size="small"
          pagination={false}
          dataSource={report.locales}
          columns={[
            {
              title: t('tables.locale'),
              dataIndex: 'locale',
              render: (code: string) => (isLocaleCode(code) ? localeEntry(code).name : code),
            },
            {
              title: t('metrics.visitors'),
              dataIndex: 'visitors',
              align: 'end',
              render: (v: number) => number.format(v),
            },
            {
              title: t('metrics.pageViews'),
              dataIndex: 'pageViews',
              align: 'end',
              render: (v: number) => number.format(v),
            },
            {
              title: t('metrics.stayMs'),
              dataIndex: 'stayMs',
              align: 'end',
              render: (v: number) => formatMs(v, language),
            },
          ]}
        />
      </section>
      {share(
        t('tables.formats'),
        report.formats,
        (key) => (key === 'text' ? t('text') : key.toUpperCase()),
        'report-formats',
      )}
      {share(t('tables.pairs'), report.pairs, (key) => key, 'report-pairs')}
    </div>
  );
}
