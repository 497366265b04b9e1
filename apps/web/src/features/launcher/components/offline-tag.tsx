import { CloudServerOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Marks a language the offline engine translates with the other side as chosen. */
export function OfflineTag({ tip }: { tip: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={tip}>
      <Tag icon={<CloudServerOutlined />} color="green" variant="filled" className="language-offline-tag">
        {t('launcher.offlineTag')}
      </Tag>
    </Tooltip>
  );
}
