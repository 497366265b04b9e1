import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AiModelSetup } from '../../site/index.ts';

export const CHAT_UNAVAILABLE_ID = 'chat-unavailable-note';

/**
 * Beside the ask input when no AI model is connected: why asking, refining and summarising are
 * off, and the exact settings an operator uses to connect one.
 */
export function ChatUnavailableNote() {
  const { t } = useTranslation('chat');
  const setup = (
    <div className="chat-setup-popover">
      <AiModelSetup />
    </div>
  );
  return (
    <Flex align="center" gap={8} wrap className="chat-unavailable" data-testid="chat-unavailable">
      <InfoCircleOutlined className="chat-unavailable-icon" aria-hidden />
      <Typography.Text type="secondary" id={CHAT_UNAVAILABLE_ID} className="chat-unavailable-text">
        {t('ask.unavailableNote')}
      </Typography.Text>
      <Popover content={setup} title={t('ask.setupTitle')} trigger="click" placement="top">
        <Button color="primary" variant="text" size="small" className="chat-unavailable-how" data-testid="chat-setup">
          {t('ask.setupOpen')}
        </Button>
      </Popover>
    </Flex>
  );
}
