import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A failed load: what failed and a way to try again (the toast has said why). */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('termbase');
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('manager.retry')}
        </Button>
      }
    />
  );
}
