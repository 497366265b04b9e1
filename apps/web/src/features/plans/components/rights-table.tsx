import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import type { Combo, RightsRow } from '@glossa/contracts/combo-answers';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { type RightCell, rightCell } from '../plan-rights.ts';

function Cell({ cell, label }: { cell: RightCell; label: { yes: string; no: string } }) {
  if (cell.kind === 'text') return <bdi>{cell.text}</bdi>;
  if (cell.kind === 'check' && cell.included) {
    return <CheckOutlined className="rights-yes" aria-label={label.yes} role="img" />;
  }
  return <MinusOutlined className="rights-no" aria-label={label.no} role="img" />;
}

/** The comparison of the plans page (`comboRightsDiff`): a row per right, a column per plan shown. */
export function RightsTable({ rows, combos, language }: { rows: RightsRow[]; combos: Combo[]; language: string }) {
  const { t } = useTranslation('plans');
  const label = { yes: t('compare.included'), no: t('compare.notIncluded') };
  // Rows no plan shown has a value for (no pack among the columns) say nothing.
  const shown = rows.filter((row) => combos.some((combo) => row.values[combo.comboId] != null));
  return (
    <ScrollTable<RightsRow>
      label={t('compare.title')}
      className="rights-table"
      data-testid="rights-table"
      rowKey="right"
      pagination={false}
      size="middle"
      dataSource={shown}
      columns={[
        {
          title: t('compare.right'),
          dataIndex: 'right',
          fixed: 'start',
          render: (right: string) => (
            <Typography.Text strong className="rights-label">
              {t(`compare.rows.${right}`)}
            </Typography.Text>
          ),
        },
        ...combos.map((combo) => ({
          key: combo.comboId,
          title: t(`name.${combo.kind}`),
          align: 'center' as const,
          render: (_: unknown, row: RightsRow) => (
            <Cell cell={rightCell(row.right, row.values[combo.comboId] ?? null, t, language)} label={label} />
          ),
        })),
      ]}
    />
  );
}
