import type { AuditEntry } from '@glossa/contracts/console-answers';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyNote, SectionCard } from '../../../components/section-card.tsx';
import { useDateFormat } from '../../../lib/date-format.ts';
import { consoleApi } from '../api/console-api.ts';
import { useConsolePage } from '../hooks/use-console-page.ts';

/** The audit log: every operator action, newest first, paged by the server. */
export default function AuditSection() {
  const { t } = useTranslation('console');
  const { dateTime } = useDateFormat();
  const page = useConsolePage('audit', consoleApi.auditPage, { action: undefined as string | undefined });
  return (
    <SectionCard
      title={t('menu.audit')}
      extra={
        <Input.Search
          allowClear
          placeholder={t('audit.filter')}
          aria-label={t('audit.filter')}
          onSearch={(value) => page.setFilters({ action: value.trim() || undefined })}
          style={{ inlineSize: 220 }}
        />
      }
    >
      <ScrollTable<AuditEntry>
        label={t('menu.audit')}
        rowKey="id"
        size="middle"
        scroll={{ x: 720 }}
        loading={page.loading}
        dataSource={page.rows}
        locale={{ emptyText: <EmptyNote text={t('audit.empty')} /> }}
        pagination={page.pagination}
        columns={[
          {
            title: t('audit.time'),
            dataIndex: 'createdAt',
            width: 170,
            render: (time: number) => <bdi>{dateTime(time)}</bdi>,
          },
          { title: t('audit.operator'), dataIndex: 'operatorEmail', ellipsis: true },
          { title: t('audit.action'), dataIndex: 'action', render: (value: string) => <code>{value}</code> },
          { title: t('audit.target'), dataIndex: 'target', ellipsis: true },
          {
            title: t('audit.details'),
            dataIndex: 'details',
            render: (value: string) => (
              <Typography.Text type="secondary" ellipsis={{ tooltip: value }} style={{ maxInlineSize: 280 }}>
                {value}
              </Typography.Text>
            ),
          },
        ]}
      />
    </SectionCard>
  );
}
