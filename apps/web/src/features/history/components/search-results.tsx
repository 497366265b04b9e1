import { SearchOutlined } from '@ant-design/icons';
import type { SearchHit } from '@glossa/contracts/chat';
import { Alert, Empty, Skeleton, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { conversationTitle } from '../../workspace/index.ts';
import { useHistorySearch } from '../hooks/use-history.ts';
import { LoadMore } from './load-more.tsx';

/** The excerpt with each occurrence of the keyword marked. */
function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  const lower = text.toLowerCase();
  const needle = keyword.toLowerCase();
  const parts: { at: number; text: string; hit: boolean }[] = [];
  let from = 0;
  let at = needle ? lower.indexOf(needle) : -1;
  while (at !== -1) {
    if (at > from) parts.push({ at: from, text: text.slice(from, at), hit: false });
    parts.push({ at, text: text.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
    at = lower.indexOf(needle, from);
  }
  if (from < text.length) parts.push({ at: from, text: text.slice(from), hit: false });
  return (
    <>
      {parts.map((part) =>
        part.hit ? <mark key={part.at}>{part.text}</mark> : <Fragment key={part.at}>{part.text}</Fragment>,
      )}
    </>
  );
}

function SearchResult({ hit, keyword }: { hit: SearchHit; keyword: string }) {
  const { locale } = useUiLocale();
  return (
    <li>
      <Link className="search-hit" to={localePath(locale, `chat/${hit.conversation.conversationId}`)}>
        <Typography.Text strong ellipsis>
          <bdi>{conversationTitle(hit.conversation, true)}</bdi>
        </Typography.Text>
        <Typography.Text type="secondary" className="search-hit-excerpt">
          <bdi>
            <Highlighted text={hit.excerpt} keyword={keyword} />
          </bdi>
        </Typography.Text>
      </Link>
    </li>
  );
}

/** Conversations whose title, source or messages contain the keyword. */
export function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('chat');
  const search = useHistorySearch(keyword);
  const hits = search.data?.pages.flatMap((page) => page.records) ?? [];

  if (search.isPending) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  if (search.isError) return <Alert type="error" showIcon title={t('history.searchFailed')} />;
  if (hits.length === 0) {
    return (
      <Empty
        image={<SearchOutlined style={{ fontSize: 32, opacity: 0.45 }} />}
        styles={{ image: { blockSize: 40 } }}
        description={t('history.noResults', { keyword })}
      />
    );
  }
  return (
    <div className="history-scroll" data-testid="search-results">
      <Typography.Text type="secondary" className="history-group">
        {t('history.resultCount', { count: search.data?.pages[0]?.total ?? hits.length })}
      </Typography.Text>
      <ul className="search-hits">
        {hits.map((hit) => (
          <SearchResult key={`${hit.conversation.conversationId}-${hit.messageId ?? ''}`} hit={hit} keyword={keyword} />
        ))}
      </ul>
      <LoadMore
        hasMore={search.hasNextPage}
        loading={search.isFetchingNextPage}
        onMore={() => {
          if (!search.isFetchingNextPage) void search.fetchNextPage();
        }}
      />
    </div>
  );
}
