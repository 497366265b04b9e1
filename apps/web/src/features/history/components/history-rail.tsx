import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import './history.css';

/** The collapsed sidebar: a narrow rail with new chat and a way to open the history. */
export function HistoryRail({ onExpand }: { onExpand: () => void }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('chat');
  const { locale } = useUiLocale();
  return (
    <nav className="history-rail" aria-label={t('nav.history')}>
      <Tooltip title={t('nav.newChat')} placement="right">
        <LinkButton shape="circle" icon={<PlusOutlined />} aria-label={t('nav.newChat')} to={localePath(locale)} />
      </Tooltip>
      <Tooltip title={tc('history.search')} placement="right">
        <Button
          shape="circle"
          type="text"
          icon={<SearchOutlined />}
          aria-label={tc('history.search')}
          onClick={onExpand}
        />
      </Tooltip>
    </nav>
  );
}
