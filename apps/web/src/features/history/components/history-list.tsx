import { MessageOutlined } from '@ant-design/icons';
import { Conversations } from '@ant-design/x';
import type { ConversationSummary } from '@glossa/contracts/chat';
import { localeEntry } from '@glossa/contracts/locales';
import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { conversationTitle } from '../../workspace/index.ts';
import { groupHistory, type HistoryGroupKey, periodLabel, userTimeZone } from '../history-groups.ts';
import { useConversationMenu } from '../hooks/use-conversation-menu.tsx';
import { useHistoryPages } from '../hooks/use-history.ts';
import { LoadMore } from './load-more.tsx';

/** The conversation history, grouped by date in the user's time zone, loaded page by page. */
export function HistoryList() {
  const { t } = useTranslation('chat');
  const { locale } = useUiLocale();
  const { id: activeId } = useParams();
  const pages = useHistoryPages(true);
  const { menu, dialogs } = useConversationMenu();
  const records = useMemo(() => pages.data?.pages.flatMap((page) => page.records) ?? [], [pages.data]);

  const { items, labels } = useMemo(() => {
    const timeZone = userTimeZone();
    const groups = groupHistory(records, (record) => record.updateDate, new Date(), timeZone);
    const groupLabel = (key: HistoryGroupKey) =>
      periodLabel(key, localeEntry(locale).iso, timeZone) ?? t(`history.${key.kind}`);
    return {
      labels: new Map(groups.map((group) => [group.id, groupLabel(group.key)])),
      items: groups.flatMap((group) =>
        group.items.map((record) => ({
          key: record.conversationId,
          group: group.id,
          label: (
            <Link className="history-link" dir="auto" to={localePath(locale, `chat/${record.conversationId}`)}>
              <bdi>{conversationTitle(record, true)}</bdi>
            </Link>
          ),
          record,
        })),
      ),
    };
  }, [records, locale, t]);

  if (pages.isPending) return <Skeleton active paragraph={{ rows: 6 }} title={false} />;
  if (pages.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('history.loadFailed')}
        action={
          <Button size="small" onClick={() => void pages.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (records.length === 0) {
    return (
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
    );
  }
  return (
    <div className="history-scroll" data-testid="history-list">
      <Conversations
        items={items}
        activeKey={activeId}
        groupable={{ label: (group) => <span className="history-group">{labels.get(group)}</span> }}
        menu={(item) => menu(item.record as ConversationSummary)}
      />
      <LoadMore
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onMore={() => {
          if (!pages.isFetchingNextPage) void pages.fetchNextPage();
        }}
      />
      {dialogs}
    </div>
  );
}
