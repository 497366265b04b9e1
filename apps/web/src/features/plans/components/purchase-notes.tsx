import { InfoCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const NOTES = ['chats', 'prepaid', 'refund', 'renewal', 'upgrade', 'firstPrice', 'packs', 'pending'] as const;

/** What a buyer should know before paying (docs/product.md §4.6). */
export function PurchaseNotes() {
  const { t } = useTranslation('plans');
  return (
    <section className="purchase-notes" aria-labelledby="purchase-notes-title" data-testid="purchase-notes">
      <Typography.Title level={2} id="purchase-notes-title" className="plans-section-title">
        <InfoCircleOutlined aria-hidden /> {t('notes.title')}
      </Typography.Title>
      <ul>
        {NOTES.map((note) => (
          <li key={note}>
            <Typography.Text type="secondary">{t(`notes.${note}`)}</Typography.Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
