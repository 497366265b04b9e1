import { PlusOutlined } from '@ant-design/icons';
import { LOCALES } from '@glossa/contracts/locales';
import type { ConsoleMessage } from '@glossa/contracts/site-notices-answers';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyNote, SectionCard } from '../../../components/section-card.tsx';
import { consoleApi } from '../api/console-api.ts';
import { useConsolePage } from '../hooks/use-console-page.ts';
import { useConfirmDelete } from '../hooks/use-console-save.ts';
import { MessageForm } from './message-form.tsx';
import { editDeleteColumn, scheduleColumns } from './scheduled-columns.tsx';

/** System messages: dialogs and notifications with their audience, language and time window. */
export default function MessagesSection() {
  const { t } = useTranslation('console');
  const [editing, setEditing] = useState<{ message?: ConsoleMessage } | undefined>();
  const page = useConsolePage('messages', consoleApi.messagesPage, {});
  const confirmDelete = useConfirmDelete(consoleApi.deleteMessage);
  return (
    <SectionCard
      title={t('menu.messages')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="message-new">
          {t('messages.new')}
        </Button>
      }
    >
      <ScrollTable<ConsoleMessage>
        label={t('menu.messages')}
        rowKey="messageNumber"
        size="middle"
        scroll={{ x: 900 }}
        loading={page.loading}
        dataSource={page.rows}
        locale={{ emptyText: <EmptyNote text={t('messages.empty')} /> }}
        pagination={page.pagination}
        columns={[
          { title: t('messages.title'), dataIndex: 'title', ellipsis: true },
          {
            title: t('messages.type'),
            dataIndex: 'type',
            render: (type: string) => <Tag color={type === '0' ? 'purple' : 'blue'}>{t(`messages.types.${type}`)}</Tag>,
          },
          {
            title: t('messages.audience'),
            dataIndex: 'audience',
            render: (value: string) => t(`messages.audiences.${value}`),
          },
          {
            title: t('fields.locale'),
            dataIndex: 'locale',
            render: (value: string | null) =>
              value ? LOCALES.find((entry) => entry.code === value)?.name : t('fields.allLocales'),
          },
          ...scheduleColumns<ConsoleMessage>(t),
          { title: t('messages.closedBy'), dataIndex: 'closedBy', align: 'end' },
          editDeleteColumn(
            t,
            (row) => setEditing({ message: row }),
            (row) => confirmDelete(row.messageNumber, row.title),
          ),
        ]}
      />
      <MessageForm open={editing !== undefined} message={editing?.message} onClose={() => setEditing(undefined)} />
    </SectionCard>
  );
}
