import { BookOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { localePath } from '../../../lib/locale-path.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { AdSpace } from '../../site-notices/index.ts';
import { LazyTermBaseManager } from '../../term-base/index.ts';
import { HistoryList } from './history-list.tsx';
import { HistorySearch } from './history-search.tsx';
import { SearchResults } from './search-results.tsx';
import './history.css';

/** The open sidebar: new chat, search, and the conversation history grouped by date. */
export function HistoryPanel() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('chat');
  const { locale } = useUiLocale();
  const { t: tt } = useTranslation('termbase');
  const [keyword, setKeyword] = useState('');
  const [termBases, setTermBases] = useState(false);
  // Signed in exactly when the session cookie exists (docs/product.md §4.1). Visitors keep a history by client id.
  const visitor = !useSignedIn();
  return (
    <nav className="history-panel" aria-label={t('nav.history')}>
      <LinkButton type="primary" icon={<PlusOutlined />} block to={localePath(locale)} data-testid="new-chat">
        {t('nav.newChat')}
      </LinkButton>
      <HistorySearch onSearch={setKeyword} />
      {keyword ? <SearchResults keyword={keyword} /> : <HistoryList />}
      <Button
        type="text"
        icon={<BookOutlined />}
        className="history-termbases"
        onClick={() => setTermBases(true)}
        data-testid="sidebar-termbases"
      >
        {tt('manager.title')}
      </Button>
      {visitor && (
        <Typography.Paragraph type="secondary" className="history-visitor-hint">
          {tc('history.visitorHint')}
        </Typography.Paragraph>
      )}
      <AdSpace slot="historyPanel" />
      <LazyTermBaseManager open={termBases} onClose={() => setTermBases(false)} />
    </nav>
  );
}
