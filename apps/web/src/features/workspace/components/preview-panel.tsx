import { CloseOutlined } from '@ant-design/icons';
import type { ConversationDetail } from '@glossa/contracts/chat';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Pagination, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatApi } from '../api/chat-api.ts';
import { chatKeys } from '../api/query-keys.ts';
import { SentencePair } from './sentence-pair.tsx';
import { SourceView } from './source-view.tsx';

const PAGE_SIZE = 20;

function SentencePairs({ detail }: { detail: ConversationDetail }) {
  const { t } = useTranslation('chat');
  const { conversationId, sourceLanguage, targetLanguage } = detail.conversation;
  const [page, setPage] = useState(1);
  const sentences = useQuery({
    queryKey: chatKeys.preview(conversationId, page),
    queryFn: ({ signal }) => chatApi.preview(conversationId, page, PAGE_SIZE, signal),
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
            sourceLanguage={sourceLanguage}
            targetLanguage={targetLanguage}
          />
        ))}
      </ol>
      <Pagination
        size="small"
        align="center"
        current={page}
        pageSize={PAGE_SIZE}
        total={sentences.data.total}
        onChange={setPage}
        showSizeChanger={false}
        hideOnSinglePage
      />
    </Flex>
  );
}

/** The preview beside the chat: sentence pairs (edited in place) or the source text or file. */
export function PreviewPanel({ detail, onClose }: { detail: ConversationDetail; onClose?: () => void }) {
  const { t } = useTranslation('chat');
  const [view, setView] = useState<'pairs' | 'source'>('pairs');
  return (
    <section className="preview-panel" aria-label={t('preview.title')} data-testid="preview-panel">
      <Flex align="center" justify="space-between" gap={8} className="preview-head">
        <Segmented<'pairs' | 'source'>
          aria-label={t('preview.title')}
          value={view}
          onChange={setView}
          options={[
            { value: 'pairs', label: t('preview.pairs') },
            { value: 'source', label: t('preview.source') },
          ]}
        />
        {onClose && <Button type="text" icon={<CloseOutlined />} aria-label={t('preview.close')} onClick={onClose} />}
      </Flex>
      <div className="preview-body">
        {view === 'pairs' ? <SentencePairs detail={detail} /> : <SourceView detail={detail} />}
      </div>
    </section>
  );
}
