import type { VersionSummary } from '@glossa/contracts/chat';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/date-format.ts';
import { chatApi } from '../api/chat-api.ts';
import { chatKeys } from '../api/query-keys.ts';
import { PREVIEW_PAGE_SIZE, PreviewPager } from './preview-pager.tsx';

/** "Version 3 · Your edits": a version's number and what made it, the way every list names it. */
export function useVersionName() {
  const { t } = useTranslation('chat');
  return (version: VersionSummary) =>
    `${t('versions.name', { number: version.number })} · ${t(`versions.kinds.${version.kind}`)}`;
}

/** The conversation's versions, newest first (read again after each edit and each finished turn). */
export function useVersions(conversationId: string) {
  return useQuery({
    queryKey: chatKeys.versions(conversationId),
    queryFn: ({ signal }) => chatApi.versions(conversationId, signal),
  });
}

/** The sentences whose translation differs between two versions, a page at a time. */
function VersionChanges({ conversationId, from, to }: { conversationId: string; from: string; to: string }) {
  const { t } = useTranslation('chat');
  const [page, setPage] = useState(1);
  const changes = useQuery({
    queryKey: chatKeys.versionDiff(conversationId, from, to, page),
    queryFn: ({ signal }) =>
      chatApi.versionDiff(
        { conversationId, fromVersionId: from, toVersionId: to, pageNum: page, pageSize: PREVIEW_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  if (changes.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (changes.isError) return <Alert type="error" showIcon title={t('versions.loadFailed')} />;
  if (changes.data.total === 0) return <Empty description={t('versions.same')} />;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('versions.changed', { count: changes.data.total })}</Typography.Text>
      <ol className="version-changes" data-testid="version-changes">
        {changes.data.records.map((change) => (
          <li key={change.segmentId} className="version-change">
            <div className="sentence-source" dir="auto">
              {change.source}
            </div>
            <div>
              <span className="sr-only">{t('versions.before')}: </span>
              <del className="version-before" dir="auto">
                {change.before}
              </del>
            </div>
            <div>
              <span className="sr-only">{t('versions.after')}: </span>
              <ins className="version-after" dir="auto">
                {change.after}
              </ins>
            </div>
          </li>
        ))}
      </ol>
      <PreviewPager page={page} total={changes.data.total} onChange={setPage} />
    </Flex>
  );
}

/**
 * The history of a conversation's translation: every version with what made it, from which
 * version and when, a way to show it, and the changes between any two
 * (docs/decisions/0052-translation-versions.md).
 */
export function VersionHistory({
  conversationId,
  shown,
  onShow,
}: {
  conversationId: string;
  /** The version the preview shows (the newest when unnamed). */
  shown: string | undefined;
  onShow: (versionId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const { dateTime } = useDateFormat();
  const name = useVersionName();
  const versions = useVersions(conversationId);
  const list = versions.data ?? [];
  const current = list.find((version) => version.versionId === shown) ?? list[0];
  const parent = list.find((version) => version.number === current?.parentNumber);
  const [pair, setPair] = useState<{ from?: string; to?: string }>({});
  const from = pair.from ?? parent?.versionId ?? list[1]?.versionId;
  const to = pair.to ?? current?.versionId;
  if (versions.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (versions.isError) return <Alert type="error" showIcon title={t('versions.loadFailed')} />;
  if (list.length === 0) return <Empty description={t('preview.empty')} />;
  const options = list.map((version) => ({ value: version.versionId, label: name(version) }));
  return (
    <Flex vertical gap={16} data-testid="version-history">
      <ol className="version-list">
        {list.map((version) => (
          <li key={version.versionId} className="version-item" data-testid="version-item">
            <Flex align="center" justify="space-between" gap={8} wrap>
              <Flex vertical gap={2}>
                <Typography.Text strong>
                  {name(version)}
                  {version.versionId === current?.versionId && (
                    <Tag color="blue" style={{ marginInlineStart: 8 }}>
                      {t('versions.shown')}
                    </Tag>
                  )}
                </Typography.Text>
                <Typography.Text type="secondary" className="version-facts">
                  {[
                    version.parentNumber === null ? undefined : t('versions.from', { number: version.parentNumber }),
                    version.edited > 0 ? t('versions.edited', { count: version.edited }) : undefined,
                    version.ready ? undefined : t('versions.running'),
                    dateTime(version.updatedAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
              </Flex>
              {version.versionId !== current?.versionId && (
                <Button size="small" onClick={() => onShow(version.versionId)} data-testid="version-show">
                  {t('versions.show')}
                </Button>
              )}
            </Flex>
          </li>
        ))}
      </ol>
      {list.length > 1 && from && to && (
        <Flex vertical gap={12}>
          <Typography.Text strong id="version-compare-label">
            {t('versions.compare')}
          </Typography.Text>
          <Flex gap={8} wrap aria-labelledby="version-compare-label" role="group">
            <Select
              aria-label={t('versions.compareFrom')}
              value={from}
              onChange={(value) => setPair({ from: value, to })}
              options={options}
              style={{ minInlineSize: 180, flex: 1 }}
              data-testid="version-compare-from"
            />
            <Select
              aria-label={t('versions.compareTo')}
              value={to}
              onChange={(value) => setPair({ from, to: value })}
              options={options}
              style={{ minInlineSize: 180, flex: 1 }}
              data-testid="version-compare-to"
            />
          </Flex>
          <VersionChanges key={`${from}-${to}`} conversationId={conversationId} from={from} to={to} />
        </Flex>
      )}
    </Flex>
  );
}
