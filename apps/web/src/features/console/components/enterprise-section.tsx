import { MailOutlined } from '@ant-design/icons';
import { type ConsoleEnterpriseRequest, ENTERPRISE_STATES, type EnterpriseState } from '@glossa/contracts/console';
import { isLocaleCode, localeEntry } from '@glossa/contracts/locales';
import { Button, Descriptions, Drawer, Select, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleApi } from '../api/console-api.ts';
import { useConsolePage } from '../hooks/use-console-page.ts';
import { useConsoleSave } from '../hooks/use-console-save.ts';
import { EmptyNote, SectionCard } from './section-card.tsx';

const COLORS: Record<EnterpriseState, string> = { new: 'blue', contacted: 'gold', closed: 'default' };
const time = (value: number) => dayjs(value).format('YYYY-MM-DD HH:mm');

/**
 * The inbox of the enterprise plan's contact form: newest first, filtered by state; a request
 * opens in a drawer, where it is answered by e-mail and moved to contacted or closed (who moved it
 * and when is kept, and the move is in the audit log).
 */
export default function EnterpriseSection() {
  const { t } = useTranslation('console');
  const [openId, setOpenId] = useState<string>();
  const page = useConsolePage('enterprise', consoleApi.enterprise, { state: undefined as EnterpriseState | undefined });
  const move = useConsoleSave(consoleApi.setEnterpriseState);
  const open = page.rows.find((row) => row.id === openId);
  const stateTag = (state: EnterpriseState) => <Tag color={COLORS[state]}>{t(`enterprise.states.${state}`)}</Tag>;
  const lastMove = (row: ConsoleEnterpriseRequest) =>
    row.stateChangedBy && row.stateChangedAt
      ? t('enterprise.changedBy', { who: row.stateChangedBy, time: time(row.stateChangedAt) })
      : t('enterprise.unchanged');
  const stateOptions = ENTERPRISE_STATES.map((value) => ({ value, label: t(`enterprise.states.${value}`) }));
  return (
    <SectionCard
      title={t('menu.enterprise')}
      extra={
        <Select
          allowClear
          placeholder={t('enterprise.allStates')}
          aria-label={t('enterprise.state')}
          style={{ inlineSize: 180 }}
          onChange={(state) => page.setFilters({ state })}
          options={stateOptions}
          data-testid="enterprise-filter"
        />
      }
    >
      <Table<ConsoleEnterpriseRequest>
        rowKey="id"
        size="middle"
        scroll={{ x: 880 }}
        loading={page.loading}
        dataSource={page.rows}
        data-testid="enterprise-table"
        locale={{ emptyText: <EmptyNote text={t('enterprise.empty')} /> }}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        pagination={page.pagination}
        columns={[
          { title: t('enterprise.received'), dataIndex: 'createdAt', width: 150, render: time },
          { title: t('enterprise.company'), dataIndex: 'company', ellipsis: true },
          { title: t('enterprise.name'), dataIndex: 'name', ellipsis: true },
          { title: t('enterprise.email'), dataIndex: 'email', ellipsis: true },
          { title: t('enterprise.state'), dataIndex: 'state', render: stateTag },
          { title: t('enterprise.lastChange'), key: 'changed', ellipsis: true, render: (_, row) => lastMove(row) },
        ]}
      />
      <Drawer open={open !== undefined} onClose={() => setOpenId(undefined)} title={open?.company} size={520}>
        {open && (
          <>
            <Descriptions
              column={1}
              bordered
              size="small"
              items={[
                { key: 'name', label: t('enterprise.name'), children: open.name },
                { key: 'email', label: t('enterprise.email'), children: open.email },
                { key: 'account', label: t('enterprise.account'), children: open.accountEmail ?? '—' },
                {
                  key: 'language',
                  label: t('enterprise.language'),
                  children: isLocaleCode(open.locale) ? localeEntry(open.locale).name : open.locale,
                },
                { key: 'received', label: t('enterprise.received'), children: time(open.createdAt) },
                {
                  key: 'state',
                  label: t('enterprise.state'),
                  children: (
                    <Select<EnterpriseState>
                      value={open.state}
                      aria-label={t('enterprise.state')}
                      style={{ inlineSize: 180 }}
                      loading={move.isPending}
                      options={stateOptions}
                      onChange={(state) => move.mutate({ id: open.id, state })}
                      data-testid="enterprise-state"
                    />
                  ),
                },
                { key: 'changed', label: t('enterprise.lastChange'), children: lastMove(open) },
              ]}
            />
            <Typography.Title level={3} style={{ fontSize: 15, marginBlock: '16px 8px' }}>
              {t('enterprise.message')}
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="enterprise-message">
              {open.message}
            </Typography.Paragraph>
            <Button icon={<MailOutlined />} href={`mailto:${encodeURIComponent(open.email)}`}>
              {t('enterprise.reply')}
            </Button>
          </>
        )}
      </Drawer>
    </SectionCard>
  );
}
