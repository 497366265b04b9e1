import type { ConsoleFailedJob } from '@glossa/contracts/console-answers';
import { Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyNote, SectionCard } from '../../../components/section-card.tsx';
import { useDateFormat } from '../../../lib/date-format.ts';
import { consoleApi } from '../api/console-api.ts';
import { useConsolePage } from '../hooks/use-console-page.ts';

const KINDS = ['translate', 'refine', 'ask', 'quote', 'summarize'];
const cell = (text: string) => <bdi>{text}</bdi>;

/**
 * Jobs that failed, newest first, with why: a job stopped because its process died under it
 * JOB_MAX_ATTEMPTS times (one that kills its worker) says so; any other shows the error its run
 * reported. The switch keeps only the stopped ones.
 */
export default function FailedJobsSection() {
  const { t } = useTranslation('console');
  const { dateTime } = useDateFormat();
  const page = useConsolePage('failed-jobs', consoleApi.failedJobs, { stoppedOnly: undefined as boolean | undefined });
  const reason = (row: ConsoleFailedJob) =>
    row.stopped ? (
      <Typography.Text>
        <Tag color="red">{t('jobs.stopped')}</Tag>
        {t('jobs.stoppedReason', { count: row.lostRuns })}
      </Typography.Text>
    ) : (
      <Typography.Text type="secondary" ellipsis={{ tooltip: row.error }} style={{ maxInlineSize: 320 }}>
        <bdi>{row.error}</bdi>
      </Typography.Text>
    );
  return (
    <SectionCard
      title={t('menu.jobs')}
      extra={
        <Typography.Text>
          <Switch
            size="small"
            aria-label={t('jobs.stoppedOnly')}
            onChange={(on) => page.setFilters({ stoppedOnly: on || undefined })}
            data-testid="failed-jobs-stopped-only"
          />{' '}
          {t('jobs.stoppedOnly')}
        </Typography.Text>
      }
    >
      <ScrollTable<ConsoleFailedJob>
        label={t('menu.jobs')}
        rowKey="id"
        size="middle"
        scroll={{ x: 1040 }}
        loading={page.loading}
        dataSource={page.rows}
        data-testid="failed-jobs-table"
        locale={{ emptyText: <EmptyNote text={t('jobs.empty')} /> }}
        pagination={page.pagination}
        columns={[
          {
            title: t('jobs.failedAt'),
            dataIndex: 'failedAt',
            width: 170,
            render: (at: number) => cell(dateTime(at)),
          },
          {
            title: t('jobs.owner'),
            dataIndex: 'ownerEmail',
            width: 200,
            ellipsis: true,
            render: (email: string | null) => (email ? cell(email) : t('jobs.visitor')),
          },
          { title: t('jobs.conversation'), dataIndex: 'title', width: 200, ellipsis: true, render: cell },
          {
            title: t('jobs.kind'),
            dataIndex: 'kind',
            width: 120,
            render: (kind: string) => (KINDS.includes(kind) ? t(`jobs.kinds.${kind}`) : cell(kind)),
          },
          { title: t('jobs.lostRuns'), dataIndex: 'lostRuns', width: 110, align: 'end' },
          { title: t('jobs.reason'), key: 'reason', render: (_, row) => reason(row) },
        ]}
      />
    </SectionCard>
  );
}
