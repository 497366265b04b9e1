import { AuditOutlined, CloseOutlined, TableOutlined } from '@ant-design/icons';
import type { ConversationDetail } from '@glossa/contracts/chat';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Segmented, Select, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { chatApi } from '../api/chat-api.ts';
import { downloadChecks } from '../api/download-file.ts';
import { chatKeys } from '../api/query-keys.ts';
import { PREVIEW_PAGE_SIZE, PreviewPager } from './preview-pager.tsx';
import { SentencePair } from './sentence-pair.tsx';
import { SourceView } from './source-view.tsx';
import { useVersionName, useVersions, VersionHistory } from './version-history.tsx';

/** The language the text was read in: the one chosen, else the one the translation says it detected. */
function readFrom(detail: ConversationDetail): string {
  if (detail.conversation.sourceLanguage !== 'auto') return detail.conversation.sourceLanguage;
  const translations = detail.messages
    .flatMap((message) => message.blocks)
    .filter((block) => block.type === 'translation');
  return translations.at(-1)?.attributes.sourceLanguage ?? 'auto';
}

function SentencePairs({
  detail,
  versionId,
  onVersionChange,
}: {
  detail: ConversationDetail;
  versionId: string | undefined;
  onVersionChange: (versionId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const { conversationId, targetLanguage } = detail.conversation;
  const sourceLanguage = readFrom(detail);
  const [page, setPage] = useState(1);
  const sentences = useQuery({
    queryKey: chatKeys.preview(conversationId, versionId, page),
    queryFn: ({ signal }) => chatApi.preview(conversationId, page, PREVIEW_PAGE_SIZE, signal, versionId),
    placeholderData: keepPreviousData,
  });
  if (sentences.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (sentences.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('preview.loadFailed')}
        action={
          <Button size="small" onClick={() => void sentences.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (sentences.data.records.length === 0) return <Empty description={t('preview.empty')} />;
  return (
    <Flex vertical gap={12}>
      <ol className="sentence-pairs">
        {sentences.data.records.map((sentence) => (
          <SentencePair
            key={sentence.segmentId}
            sentence={sentence}
            conversationId={conversationId}
            versionId={versionId}
            sourceLanguage={sourceLanguage}
            targetLanguage={targetLanguage}
            onSaved={onVersionChange}
          />
        ))}
      </ol>
      <PreviewPager page={page} total={sentences.data.total} onChange={setPage} />
    </Flex>
  );
}

type View = 'pairs' | 'source' | 'versions';

/** Which version the sentence pairs show, when there is more than one. */
function VersionChoice({
  conversationId,
  versionId,
  onChange,
}: {
  conversationId: string;
  versionId: string | undefined;
  onChange: (versionId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const versions = useVersions(conversationId);
  const name = useVersionName();
  const list = versions.data ?? [];
  if (list.length < 2) return null;
  return (
    <Select
      size="small"
      aria-label={t('versions.choose')}
      value={versionId ?? list[0]?.versionId}
      onChange={onChange}
      options={list.map((version) => ({ value: version.versionId, label: name(version) }))}
      popupMatchSelectWidth={false}
      className="version-choice"
      data-testid="version-choice"
    />
  );
}

/**
 * The preview beside the chat: one version's sentence pairs (edited in place), the source text or
 * file, or the history of versions with the changes between any two.
 */
export function PreviewPanel({
  detail,
  versionId,
  onVersionChange,
  onClose,
}: {
  detail: ConversationDetail;
  /** The version shown (the newest when unnamed). */
  versionId: string | undefined;
  onVersionChange: (versionId: string) => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation('chat');
  const { locale } = useUiLocale();
  const [view, setView] = useState<View>('pairs');
  const { conversationId } = detail.conversation;
  const editorPath = localePath(
    locale,
    `chat/${conversationId}/editor${versionId ? `?${new URLSearchParams({ version: versionId })}` : ''}`,
  );
  return (
    <section className="preview-panel" aria-label={t('preview.title')} data-testid="preview-panel">
      <Flex align="center" justify="space-between" gap={8} wrap className="preview-head">
        <Segmented<View>
          aria-label={t('preview.title')}
          value={view}
          onChange={setView}
          options={[
            { value: 'pairs', label: t('preview.pairs') },
            { value: 'source', label: t('preview.source') },
            { value: 'versions', label: t('versions.title') },
          ]}
        />
        <Flex align="center" gap={4}>
          {view === 'pairs' && (
            <VersionChoice conversationId={conversationId} versionId={versionId} onChange={onVersionChange} />
          )}
          {view === 'pairs' && (
            <Tooltip title={t('qa.report')}>
              <Button
                type="text"
                icon={<AuditOutlined />}
                aria-label={t('qa.report')}
                onClick={() => void downloadChecks(conversationId, versionId, 'checks.csv').catch(() => undefined)}
                data-testid="checks-download"
              />
            </Tooltip>
          )}
          {view === 'pairs' && (
            <Tooltip title={t('editor.open')}>
              <LinkButton
                type="text"
                to={editorPath}
                icon={<TableOutlined />}
                aria-label={t('editor.open')}
                data-testid="open-editor"
              />
            </Tooltip>
          )}
          {onClose && <Button type="text" icon={<CloseOutlined />} aria-label={t('preview.close')} onClick={onClose} />}
        </Flex>
      </Flex>
      <div className="preview-body">
        {view === 'pairs' && <SentencePairs detail={detail} versionId={versionId} onVersionChange={onVersionChange} />}
        {view === 'source' && <SourceView detail={detail} />}
        {view === 'versions' && (
          <VersionHistory
            conversationId={conversationId}
            shown={versionId}
            onShow={(id) => {
              onVersionChange(id);
              setView('pairs');
            }}
          />
        )}
      </div>
    </section>
  );
}
