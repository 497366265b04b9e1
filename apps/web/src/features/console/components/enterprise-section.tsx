import { MailOutlined } from '@ant-design/icons';
import { ENTERPRISE_STATES, type EnterpriseState } from '@glossa/contracts/console';
import type { ConsoleEnterpriseRequest } from '@glossa/contracts/console-answers';
import { isLocaleCode, localeEntry } from '@glossa/contracts/locales';
import { Button, Descriptions, Drawer, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyNote, SectionCard } from '../../../components/section-card.tsx';
import { useDateFormat } from '../../../lib/date-format.ts';
import { consoleApi } from '../api/console-api.ts';
import { useConsolePage } from '../hooks/use-console-page.ts';
import { useConsoleSave } from '../hooks/use-console-save.ts';

const COLORS: Record<EnterpriseState, string> = { new: 'blue', contacted: 'gold', closed: 'default' };
/** A value inside a sentence keeps its own direction (an address and a date in Arabic). */
const isolate = (text: string) => `\u2068${text}\u2069`;
const cell = (text: string) => <bdi>{text}</bdi>;

/**
 * The inbox of the enterprise plan's contact form: newest first, filtered by state; a request
 * opens in a drawer, where it is answered by e-mail and moved to contacted or closed (who moved it
 * and when is kept, and the move is in the audit log).
 */
export default function EnterpriseSection() {
  const { t } = useTranslation('console');
  const { dateTime: time } = useDateFormat();
  const [openId, setOpenId] = useState<string>();
  const page = useConsolePage('enterprise', consoleApi.enterprise, { state: undefined as EnterpriseState | undefined });
  const move = useConsoleSave(consoleApi.setEnterpriseState);
  const open = page.rows.find((row) => row.id === openId);
  const stateTag = (state: EnterpriseState) => <Tag color={COLORS[state]}>{t(`enterprise.states.${state}`)}</Tag>;
  const lastMove = (row: ConsoleEnterpriseRequest) =>
    row.stateChangedBy && row.stateChangedAt
      ? t('enterprise.changedBy', { who: isolate(row.stateChangedBy), time: isolate(time(row.stateChangedAt)) })
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
      <ScrollTable<ConsoleEnterpriseRequest>
        label={t('menu.enterprise')}
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
          { title: t('enterprise.received'), dataIndex: 'createdAt', width: 150, render: (at) => cell(time(at)) },
          { title: t('enterprise.company'), dataIndex: 'company', ellipsis: true, render: cell },
          { title: t('enterprise.name'), dataIndex: 'name', ellipsis: true, render: cell },
          { title: t('enterprise.email'), dataIndex: 'email', ellipsis: true, render: cell },
          { title: t('enterprise.state'), dataIndex: 'state', render: stateTag },
          { title: t('enterprise.lastChange'), key: 'changed', ellipsis: true, render: (_, row) => lastMove(row) },
        ]}
      />
      <Drawer
        open={open !== undefined}
        onClose={() => setOpenId(undefined)}
        title={open && cell(open.company)}
        size={600}
      >
        {open && (
          <>
            <Descriptions
              column={1}
              bordered
              size="small"
              items={[
                { key: 'name', label: t('enterprise.name'), children: cell(open.name) },
                { key: 'email', label: t('enterprise.email'), children: cell(open.email) },
                { key: 'account', label: t('enterprise.account'), children: cell(open.accountEmail ?? '—') },
                {
                  key: 'language',
                  label: t('enterprise.language'),
                  children: isLocaleCode(open.locale) ? localeEntry(open.locale).name : open.locale,
                },
                { key: 'received', label: t('enterprise.received'), children: cell(time(open.createdAt)) },
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
            {/* The sender's own text, each line in its own direction (Ant Design's RTL style would override dir). */}
            <div className="enterprise-message" dir="auto" data-testid="enterprise-message">
              {open.message}
            </div>
            <Button icon={<MailOutlined />} href={`mailto:${encodeURIComponent(open.email)}`}>
              {t('enterprise.reply')}
            </Button>
          </>
        )}
      </Drawer>
    </SectionCard>
  );
}
