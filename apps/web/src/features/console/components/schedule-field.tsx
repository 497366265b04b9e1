import { DatePicker, Flex, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/** A time window as the form holds it: a start and an optional end. */
export interface Schedule {
  startsAt: Dayjs;
  endsAt: Dayjs | null;
}

export function toSchedule(startsAt: number, endsAt: number | null): Schedule {
  return { startsAt: dayjs(startsAt), endsAt: endsAt === null ? null : dayjs(endsAt) };
}

export function fromSchedule({ startsAt, endsAt }: Schedule): { startsAt: number; endsAt: number | null } {
  return { startsAt: startsAt.valueOf(), endsAt: endsAt ? endsAt.valueOf() : null };
}

const FORMAT = 'YYYY-MM-DD HH:mm';

/** The time window of a message or an ad space: from (required) until (optional: no end). */
export function ScheduleField() {
  const { t } = useTranslation('console');
  return (
    <Flex gap={16} wrap>
      <Form.Item
        name="startsAt"
        label={t('fields.startsAt')}
        rules={[{ required: true, message: t('fields.windowRequired') }]}
        style={{ flex: 1, minInlineSize: 200 }}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format={FORMAT} style={{ inlineSize: '100%' }} />
      </Form.Item>
      <Form.Item
        name="endsAt"
        label={t('fields.endsAt')}
        extra={t('fields.windowHelp')}
        style={{ flex: 1, minInlineSize: 200 }}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format={FORMAT}
          placeholder={t('fields.noEnd')}
          style={{ inlineSize: '100%' }}
        />
      </Form.Item>
    </Flex>
  );
}
