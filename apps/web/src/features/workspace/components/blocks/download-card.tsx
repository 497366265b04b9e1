import { CloudDownloadOutlined } from '@ant-design/icons';
import type { DownloadAttributes } from '@glossa/contracts/chat';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileName } from '../../../../components/file-name.tsx';
import { downloadTipSeen, markDownloadTipSeen } from '../../download-tip.ts';
import { DownloadPanel } from '../download-panel.tsx';

/** The finished translation's file, the download options, and the guide hint the first time only. */
export function DownloadCard({
  attributes,
  conversationId,
  showTip,
}: {
  attributes: DownloadAttributes;
  conversationId: string;
  showTip: boolean;
}) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const [tip, setTip] = useState(() => !downloadTipSeen());
  const tipShown = tip && showTip;
  // Shown once per person: remembered as soon as it is on screen, so no later card repeats it.
  useEffect(() => {
    if (tipShown) markDownloadTipSeen();
  }, [tipShown]);
  return (
    <Card size="small" className="block-card download-card">
      <Flex vertical gap={12}>
        <Flex align="center" gap={12} wrap>
          <CloudDownloadOutlined style={{ fontSize: 24 }} aria-hidden />
          <Flex vertical style={{ flex: 1, minInlineSize: 0 }}>
            <Typography.Text strong ellipsis>
              <FileName name={attributes.fileName} />
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {attributes.formats.map((format, index) => (
                // Isolated left to right: ".docx" keeps its dot in front in Arabic.
                <span key={format}>
                  {index > 0 && ' · '}
                  <bdi dir="ltr">.{format}</bdi>
                </span>
              ))}
            </Typography.Text>
          </Flex>
          <Button type="primary" onClick={() => setOpen(true)} data-testid="download-open">
            {t('download.open')}
          </Button>
        </Flex>
        {tipShown && (
          <Alert
            type="info"
            showIcon
            className="download-tip"
            closable={{ 'aria-label': t('close') }}
            onClose={() => setTip(false)}
            title={t('download.guide')}
          />
        )}
      </Flex>
      <DownloadPanel
        conversationId={conversationId}
        versionId={attributes.versionId}
        open={open}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
