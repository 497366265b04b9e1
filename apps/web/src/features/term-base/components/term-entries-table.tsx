import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TermEntryWire } from '@glossa/contracts/term-base';
import { Button, Empty, Flex, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { ApiError } from '../../../lib/http.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { ENTRIES_PAGE_SIZE, useDeleteEntry, useTermEntries } from '../hooks/use-term-bases.ts';
import { LoadError } from './load-error.tsx';

interface Props {
  termBaseId: string;
  keyword: string;
  pageNum: number;
  onPage: (pageNum: number) => void;
  onEdit: (entry: TermEntryWire) => void;
  onDeleted: () => void;
}

/** A page of entries with their rules; edit and delete (after confirmation) on each row. */
export function TermEntriesTable({ termBaseId, keyword, pageNum, onPage, onEdit, onDeleted }: Props) {
  const { t } = useTranslation('termbase');
  const { message, modal } = useNotices();
  const entries = useTermEntries(termBaseId, keyword, pageNum);
  const remove = useDeleteEntry();

  const confirmDelete = (entry: TermEntryWire) => {
    let deleted = false;
    modal.confirm({
      title: t('entries.deleteTitle', { source: entry.source }),
      okText: t('termBase.deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('termBase.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync({ termBaseId, entryId: entry.entryId });
          deleted = true;
          void message.success(t('entries.deleted'));
        } catch (error) {
          if (error instanceof ApiError && error.message) void message.error(error.message);
        }
      },
      // The row's buttons are gone: focus goes somewhere useful instead of the page body.
      afterClose: () => {
        if (deleted) onDeleted();
      },
    });
  };

  const columns: TableColumnsType<TermEntryWire> = [
    // Terms and notes keep their own direction inside the Arabic interface (<bdi>).
    {
      title: t('entries.source'),
      dataIndex: 'source',
      key: 'source',
      width: '28%',
      render: (source: string) => <bdi>{source}</bdi>,
    },
    {
      title: t('entries.target'),
      key: 'target',
      width: '28%',
      render: (_, entry) =>
        entry.doNotTranslate ? (
          <Typography.Text type="secondary">
            <bdi>{entry.source}</bdi>
          </Typography.Text>
        ) : (
          <bdi>{entry.target}</bdi>
        ),
    },
    {
      title: t('entries.rules'),
      key: 'rules',
      render: (_, entry) => (
        <Flex wrap gap={4}>
          {entry.doNotTranslate && <Tag color="blue">{t('entries.doNotTranslate')}</Tag>}
          {entry.caseSensitive && <Tag>{t('entries.caseSensitive')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('entries.note'),
      dataIndex: 'note',
      key: 'note',
      ellipsis: { showTitle: true },
      render: (note: string | undefined) => note && <bdi>{note}</bdi>,
      responsive: ['md'],
    },
    {
      title: <span className="sr-only">{t('entries.actions')}</span>,
      key: 'actions',
      width: 96,
      render: (_, entry) => (
        <Flex gap={4} justify="end">
          <Tooltip title={t('entries.edit', { source: entry.source })}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('entries.edit', { source: entry.source })}
              onClick={() => onEdit(entry)}
            />
          </Tooltip>
          <Tooltip title={t('entries.delete', { source: entry.source })}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('entries.delete', { source: entry.source })}
              onClick={() => confirmDelete(entry)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  if (entries.isError && !entries.data) {
    return <LoadError title={t('entries.loadError')} onRetry={() => void entries.refetch()} />;
  }
  const empty = keyword ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('entries.noMatch', { keyword })} />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<EmptyEntries />} />
  );
  return (
    <ScrollTable<TermEntryWire>
      label={t('manager.terms')}
      rowKey="entryId"
      size="middle"
      columns={columns}
      dataSource={entries.data?.records}
      loading={entries.isFetching}
      locale={{ emptyText: entries.isPending ? ' ' : empty }}
      pagination={{
        current: pageNum,
        pageSize: ENTRIES_PAGE_SIZE,
        total: entries.data?.total ?? 0,
        onChange: onPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total) => t('entries.total', { count: total }),
      }}
      scroll={{ x: 560 }}
      data-testid="termbase-entries"
    />
  );
}

function EmptyEntries() {
  const { t } = useTranslation('termbase');
  return (
    <Flex vertical gap={4} align="center">
      <Typography.Text strong>{t('entries.emptyTitle')}</Typography.Text>
      <Typography.Text type="secondary">{t('entries.emptyHint')}</Typography.Text>
    </Flex>
  );
}
