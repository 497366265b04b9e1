import { MessageOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../app/ui-locale.ts';
import { LinkButton } from '../components/link-button.tsx';
import { localePath } from '../lib/locale-path.ts';

/**
 * One conversation. This server keeps no conversations for a visitor yet, so a conversation
 * link answers as not found, the same answer another user's conversation id gets.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  return (
    <Result
      icon={<MessageOutlined />}
      title={t('chat.notFoundTitle')}
      subTitle={t('chat.notFoundText')}
      extra={
        <LinkButton type="primary" to={localePath(locale)}>
          {t('nav.newChat')}
        </LinkButton>
      }
      style={{ marginBlock: 'auto' }}
    />
  );
}
