import { DownloadOutlined } from '@ant-design/icons';
import type { OutputModeWire } from '@glossa/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Flex, Modal, Radio, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileName } from '../../../components/file-name.tsx';
import { useNotices } from '../../../lib/notices.tsx';
import { chatApi } from '../api/chat-api.ts';
import { downloadTranslation } from '../api/download-file.ts';
import { chatKeys } from '../api/query-keys.ts';

/**
 * The download options: file format, output form (layout kept, or one of the bilingual orders)
 * and, for a source uploaded with its password, whether the download keeps that password.
 */
export function DownloadPanel({
  conversationId,
  versionId,
  open,
  onClose,
}: {
  conversationId: string;
  /** The version the file is made from (docs/decisions/0052-translation-versions.md); the newest when unnamed. */
  versionId?: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const { message } = useNotices();
  const choice = useQuery({
    queryKey: chatKeys.download(conversationId),
    queryFn: ({ signal }) => chatApi.initialDownload(conversationId, signal),
    enabled: open,
  });
  const [format, setFormat] = useState<string | undefined>();
  const [mode, setMode] = useState<OutputModeWire>('translated');
  const [encrypt, setEncrypt] = useState(false);
  const [busy, setBusy] = useState(false);
  const encryptable = format !== undefined && (choice.data?.encryptableFormats ?? []).includes(format);

  useEffect(() => {
    if (choice.data) setFormat((now) => now ?? choice.data.defaultFormat);
  }, [choice.data]);

  const download = async () => {
    if (!format) return;
    setBusy(true);
    try {
      const locked = encryptable && encrypt ? { encryptWithSourcePassword: true } : {};
      const name = await downloadTranslation(
        { conversationId, versionId, format, mode, ...locked },
        t('download.fallbackName'),
      );
      void message.success(t('download.saved', { name }));
      onClose();
    } catch {
      // The toast already says why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('download.title')}
      onCancel={onClose}
      onOk={() => void download()}
      okText={t('download.action')}
      okButtonProps={{ icon: <DownloadOutlined />, disabled: !format, loading: busy, id: 'download-confirm' }}
      cancelText={t('cancel')}
    >
      {choice.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {choice.isError && <Alert type="error" showIcon title={t('download.loadFailed')} />}
      {choice.data && (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            <FileName name={choice.data.fileName} />
          </Typography.Text>
          <Flex vertical gap={6}>
            <Typography.Text strong id="download-format-label">
              {t('download.format')}
            </Typography.Text>
            <Select
              aria-labelledby="download-format-label"
              value={format}
              onChange={setFormat}
              options={choice.data.formats.map((value) => ({ value, label: <bdi dir="ltr">.{value}</bdi> }))}
              data-testid="download-format"
            />
          </Flex>
          <Flex vertical gap={6}>
            <Typography.Text strong id="download-mode-label">
              {t('download.mode')}
            </Typography.Text>
            <Radio.Group
              aria-labelledby="download-mode-label"
              value={mode}
              onChange={(event) => setMode(event.target.value as OutputModeWire)}
              options={choice.data.modes.map((value) => ({ value, label: t(`download.modes.${value}`) }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              data-testid="download-mode"
            />
          </Flex>
          {encryptable && (
            <Flex vertical gap={4}>
              <Checkbox
                checked={encrypt}
                onChange={(event) => setEncrypt(event.target.checked)}
                data-testid="download-encrypt"
              >
                {t('download.encrypt')}
              </Checkbox>
              <Typography.Text type="secondary">{t('download.encryptHint')}</Typography.Text>
            </Flex>
          )}
        </Flex>
      )}
    </Modal>
  );
}
