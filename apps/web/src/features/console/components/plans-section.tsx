import type { ConsolePlan } from '@glossa/contracts/console-answers';
import { localeEntry } from '@glossa/contracts/locales';
import { formatMoney } from '@glossa/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatFileSize } from '../../../lib/file-size.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { CONSOLE_KEYS, consoleApi } from '../api/console-api.ts';
import { PlanForm } from './plan-form.tsx';

/** Plans and prices: every plan's rights and list prices, edited in a drawer. */
export default function PlansSection() {
  const { t } = useTranslation('console');
  const { locale } = useUiLocale();
  const language = localeEntry(locale).iso;
  const [editing, setEditing] = useState<ConsolePlan>();
  const { data, isFetching } = useQuery({ queryKey: CONSOLE_KEYS.plans, queryFn: consoleApi.plans });
  const count = (value: number | null) => value ?? t('plans.unlimited');
  return (
    <SectionCard title={t('menu.plans')}>
      <ScrollTable<ConsolePlan>
        label={t('menu.plans')}
        rowKey="id"
        size="middle"
        scroll={{ x: 960 }}
        loading={isFetching}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          {
            title: t('plans.id'),
            dataIndex: 'id',
            render: (id: string, row) => (
              <>
                <code>{id}</code> {!row.active && <Tag>{t('fields.off')}</Tag>}
              </>
            ),
          },
          { title: t('plans.kind'), dataIndex: 'kind', render: (kind: string) => t(`plans.kinds.${kind}`) },
          { title: t('plans.dailyChats'), dataIndex: 'dailyChats', render: count },
          { title: t('plans.planChats'), dataIndex: 'planChats', render: count },
          {
            title: t('plans.fileMaxMb'),
            dataIndex: 'fileMaxBytes',
            render: (bytes: number) => formatFileSize(bytes, language),
          },
          {
            title: t('plans.prices'),
            dataIndex: 'prices',
            render: (prices: ConsolePlan['prices']) =>
              prices.length === 0
                ? '—'
                : prices.map((p) => (
                    <div key={p.currency} className="nowrap">
                      <bdi>{formatMoney(p.amount, p.currency, language)}</bdi>
                    </div>
                  )),
          },
          {
            title: t('plans.adFree'),
            dataIndex: 'adFree',
            render: (adFree: boolean) => (adFree ? t('fields.on') : t('fields.off')),
          },
          {
            title: t('fields.actions'),
            key: 'actions',
            fixed: 'end',
            render: (_, row) => (
              <Button size="small" onClick={() => setEditing(row)}>
                {t('actions.edit')}
              </Button>
            ),
          },
        ]}
      />
      <PlanForm plan={editing} onClose={() => setEditing(undefined)} />
    </SectionCard>
  );
}
