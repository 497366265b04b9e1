import { MessageOutlined, PlusOutlined } from '@ant-design/icons';
import { Empty, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../../../app/ui-locale.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { localePath } from '../../../lib/locale-path.ts';

/** The open sidebar: new chat and the conversation history (grouped by date once it has entries). */
export function HistoryPanel() {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  return (
    <nav className="history-panel" aria-label={t('nav.history')}>
      <LinkButton type="primary" icon={<PlusOutlined />} block to={localePath(locale)}>
        {t('nav.newChat')}
      </LinkButton>
      <Empty
        image={<MessageOutlined style={{ fontSize: 40, opacity: 0.45 }} />}
        styles={{ image: { blockSize: 48 } }}
        description={
          <>
            <Typography.Text strong>{t('history.empty')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t('history.emptyHint')}</Typography.Text>
          </>
        }
        style={{ marginBlockStart: 32 }}
      />
      <Typography.Paragraph type="secondary" style={{ marginBlockStart: 'auto', fontSize: 12 }}>
        {t('history.signInToSee')}
      </Typography.Paragraph>
    </nav>
  );
}

/** The collapsed sidebar: a narrow rail with the new-chat action. */
export function HistoryRail() {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  return (
    <nav className="history-rail" aria-label={t('nav.history')}>
      <Tooltip title={t('nav.newChat')} placement="right">
        <LinkButton shape="circle" icon={<PlusOutlined />} aria-label={t('nav.newChat')} to={localePath(locale)} />
      </Tooltip>
    </nav>
  );
}
