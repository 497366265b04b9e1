import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text.ts';
import { useNotices } from '../../../lib/notices.tsx';

/** A new key's secret, shown this once: the server keeps only its hash. */
export function ApiKeySecretDialog({ name, secret, onClose }: { name: string; secret: string; onClose: () => void }) {
  const { t } = useTranslation('apikeys');
  const { message } = useNotices();
  const copy = async () => {
    await copyText(secret);
    void message.success(t('secret.copied'));
  };
  return (
    <Modal
      open
      title={t('secret.title', { name })}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={t('secret.warning')} />
        <div className="api-key-secret" dir="ltr">
          <code data-testid="api-key-secret">{secret}</code>
        </div>
        <Flex justify="flex-start">
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="api-key-copy">
            {t('secret.copy')}
          </Button>
        </Flex>
        <Typography.Text type="secondary">{t('secret.hint')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
