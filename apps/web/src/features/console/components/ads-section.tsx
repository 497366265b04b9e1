import { PlusOutlined } from '@ant-design/icons';
import type { ConsoleAdSpace } from '@glossa/contracts/site-notices-answers';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyNote, SectionCard } from '../../../components/section-card.tsx';
import { consoleApi } from '../api/console-api.ts';
import { useConsolePage } from '../hooks/use-console-page.ts';
import { useConfirmDelete } from '../hooks/use-console-save.ts';
import { AdForm } from './ad-form.tsx';
import { editDeleteColumn, scheduleColumns } from './scheduled-columns.tsx';

/** Ad spaces: where each shows, when, and how often it was shown, closed and clicked. */
export default function AdsSection() {
  const { t } = useTranslation('console');
  const [editing, setEditing] = useState<{ ad?: ConsoleAdSpace } | undefined>();
  const page = useConsolePage('ads', consoleApi.adsPage, {});
  const confirmDelete = useConfirmDelete(consoleApi.deleteAd);
  return (
    <SectionCard
      title={t('menu.ads')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="ad-new">
          {t('ads.new')}
        </Button>
      }
    >
      <ScrollTable<ConsoleAdSpace>
        label={t('menu.ads')}
        rowKey="id"
        size="middle"
        scroll={{ x: 900 }}
        loading={page.loading}
        dataSource={page.rows}
        locale={{ emptyText: <EmptyNote text={t('ads.empty')} /> }}
        pagination={page.pagination}
        columns={[
          { title: t('ads.name'), dataIndex: 'name', ellipsis: true },
          { title: t('ads.slot'), dataIndex: 'slot', render: (slot: string) => t(`ads.slots.${slot}`) },
          ...scheduleColumns<ConsoleAdSpace>(t),
          { title: t('ads.shows'), dataIndex: 'shows', align: 'end' },
          { title: t('ads.clicks'), dataIndex: 'clicks', align: 'end' },
          { title: t('ads.closes'), dataIndex: 'closes', align: 'end' },
          editDeleteColumn(
            t,
            (row) => setEditing({ ad: row }),
            (row) => confirmDelete(row.id, row.name),
          ),
        ]}
      />
      <AdForm open={editing !== undefined} ad={editing?.ad} onClose={() => setEditing(undefined)} />
    </SectionCard>
  );
}
