import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const FORMAT = 'YYYY-MM-DD HH:mm';

/** A time window in a table: "from – until", or "from – no end". */
export function ScheduleCell({ startsAt, endsAt }: { startsAt: number; endsAt: number | null }) {
  const { t } = useTranslation('console');
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {dayjs(startsAt).format(FORMAT)} – {endsAt === null ? t('fields.noEnd') : dayjs(endsAt).format(FORMAT)}
    </span>
  );
}
