import type { ConsoleUser } from '@glossa/contracts/console-answers';
import { Button, Dropdown, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyNote, SectionCard } from '../../../components/section-card.tsx';
import { useDateFormat } from '../../../lib/date-format.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { consoleApi } from '../api/console-api.ts';
import { useConsolePage } from '../hooks/use-console-page.ts';
import { useConsoleSave } from '../hooks/use-console-save.ts';
import { GrantPlanDialog } from './grant-plan-dialog.tsx';

/** Users: search, plan and usage, grant a plan, disable or enable, sign out everywhere, operator rights. */
export default function UsersSection() {
  const { t } = useTranslation('console');
  const { date } = useDateFormat();
  const { modal } = useNotices();
  const [granting, setGranting] = useState<ConsoleUser>();
  const page = useConsolePage('users', consoleApi.users, { keyword: undefined as string | undefined });
  const setDisabled = useConsoleSave(consoleApi.setDisabled);
  const signOut = useConsoleSave(consoleApi.signOutEverywhere);
  const setOperator = useConsoleSave(consoleApi.setOperator);
  const confirm = (title: string, run: () => Promise<unknown>) =>
    modal.confirm({ title, okText: t('actions.confirm'), cancelText: t('actions.cancel'), onOk: run });

  return (
    <SectionCard
      title={t('menu.users')}
      extra={
        <Input.Search
          allowClear
          placeholder={t('users.search')}
          aria-label={t('users.search')}
          onSearch={(value) => page.setFilters({ keyword: value.trim() || undefined })}
          style={{ inlineSize: 260 }}
        />
      }
    >
      <ScrollTable<ConsoleUser>
        label={t('menu.users')}
        rowKey="userId"
        size="middle"
        scroll={{ x: 960 }}
        loading={page.loading}
        dataSource={page.rows}
        locale={{ emptyText: <EmptyNote text={t('users.empty')} /> }}
        pagination={page.pagination}
        columns={[
          {
            title: t('users.email'),
            dataIndex: 'email',
            ellipsis: true,
            render: (email: string, row) => (
              <>
                {email} {row.operator && <Tag color="gold">{t('users.operator')}</Tag>}
              </>
            ),
          },
          { title: t('users.nickname'), dataIndex: 'nickname', ellipsis: true },
          {
            title: t('users.plan'),
            dataIndex: 'planId',
            render: (plan: string, row) => (row.planExpiresAt ? `${plan} · ${date(row.planExpiresAt)}` : plan),
          },
          { title: t('users.chatsUsed'), dataIndex: 'chatsUsed', align: 'end' },
          { title: t('users.sessions'), dataIndex: 'liveSessions', align: 'end' },
          {
            title: t('users.status'),
            dataIndex: 'disabled',
            render: (disabled: boolean) => (
              <Tag color={disabled ? 'red' : 'green'}>{disabled ? t('users.disabled') : t('users.enabled')}</Tag>
            ),
          },
          {
            title: t('users.joined'),
            dataIndex: 'createdAt',
            render: (time: number) => <bdi>{date(time)}</bdi>,
          },
          {
            title: t('fields.actions'),
            key: 'actions',
            fixed: 'end',
            render: (_, row) => (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'grant', label: t('users.grantPlan') },
                    { key: 'signOut', label: t('users.signOutEverywhere') },
                    { key: 'role', label: row.operator ? t('users.removeOperator') : t('users.makeOperator') },
                    {
                      key: 'toggle',
                      label: row.disabled ? t('users.enable') : t('users.disable'),
                      danger: !row.disabled,
                    },
                  ],
                  onClick: ({ key }) => {
                    if (key === 'grant') setGranting(row);
                    if (key === 'signOut')
                      confirm(t('users.confirmSignOut', { email: row.email }), () => signOut.mutateAsync(row.userId));
                    if (key === 'role') {
                      const title = row.operator
                        ? t('users.confirmRemoveOperator', { email: row.email })
                        : t('users.confirmMakeOperator', { email: row.email });
                      confirm(title, () => setOperator.mutateAsync({ userId: row.userId, operator: !row.operator }));
                    }
                    if (key === 'toggle') {
                      const title = row.disabled
                        ? t('users.confirmEnable', { email: row.email })
                        : t('users.confirmDisable', { email: row.email });
                      confirm(title, () => setDisabled.mutateAsync({ userId: row.userId, disabled: !row.disabled }));
                    }
                  },
                }}
              >
                <Button size="small">{t('fields.actions')}</Button>
              </Dropdown>
            ),
          },
        ]}
      />
      <GrantPlanDialog user={granting} onClose={() => setGranting(undefined)} />
    </SectionCard>
  );
}
