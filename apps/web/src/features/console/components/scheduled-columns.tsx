import { Button, Flex, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { ScheduleCell } from './schedule-cell.tsx';

interface Scheduled {
  startsAt: number;
  endsAt: number | null;
  active: boolean;
}

/** The columns every scheduled thing (messages, ad spaces) shows: its window and whether it is on. */
export function scheduleColumns<T extends Scheduled>(t: TFunction<'console'>): ColumnType<T>[] {
  return [
    {
      title: t('fields.window'),
      key: 'window',
      render: (_, row) => <ScheduleCell startsAt={row.startsAt} endsAt={row.endsAt} />,
    },
    {
      title: t('fields.active'),
      dataIndex: 'active',
      render: (active: boolean) => (
        <Tag color={active ? 'green' : 'default'}>{active ? t('fields.on') : t('fields.off')}</Tag>
      ),
    },
  ];
}

/** The last column: edit and delete. */
export function editDeleteColumn<T>(
  t: TFunction<'console'>,
  onEdit: (row: T) => void,
  onDelete: (row: T) => void,
): ColumnType<T> {
  return {
    title: t('fields.actions'),
    key: 'actions',
    fixed: 'end',
    render: (_, row) => (
      <Flex gap={4}>
        <Button size="small" onClick={() => onEdit(row)}>
          {t('actions.edit')}
        </Button>
        <Button size="small" danger onClick={() => onDelete(row)}>
          {t('actions.delete')}
        </Button>
      </Flex>
    ),
  };
}
