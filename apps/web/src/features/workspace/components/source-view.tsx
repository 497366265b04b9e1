import { DownloadOutlined } from '@ant-design/icons';
import type { ConversationDetail, FileAttributes } from '@glossa/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileName } from '../../../components/file-name.tsx';
import { downloadSourceFile, fetchSourcePage } from '../api/download-file.ts';
import { chatKeys } from '../api/query-keys.ts';

/** One page of the original as a picture, fetched with the session's headers (an <img src> could not send them). */
function SourcePages({ conversationId, pages }: { conversationId: string; pages: number }) {
  const { t } = useTranslation('chat');
  const [page, setPage] = useState(1);
  const image = useQuery({
    queryKey: [...chatKeys.conversation(conversationId), 'source-page', page],
    queryFn: () => fetchSourcePage(conversationId, page),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);
  const label = t('preview.page', { page, pages });
  return (
    <Flex vertical gap={12} align="center" className="source-pages">
      {image.isError ? (
        <Alert type="warning" showIcon title={t('preview.pageFailed')} />
      ) : image.isPending || !url ? (
        <Skeleton.Image active className="source-page-placeholder" />
      ) : (
        <img className="source-page" src={url} alt={label} data-testid="source-page" />
      )}
      <Pagination size="small" simple current={page} total={pages} pageSize={1} onChange={setPage} />
    </Flex>
  );
}

/** The original: the typed text, pictures of the pages, and the file itself to download. */
export function SourceView({ detail }: { detail: ConversationDetail }) {
  const { t } = useTranslation('chat');
  const { conversation } = detail;
  const firstUser = detail.messages.find((message) => message.role === 'user');
  const fileBlock = firstUser?.blocks.find((block) => block.type === 'file');
  const text = firstUser?.blocks.find((block) => block.type === 'text');
  if (conversation.overseasConversationModule === 'text') {
    return (
      <div className="source-text" dir="auto">
        {text?.content ?? conversation.preview}
      </div>
    );
  }
  const file: FileAttributes | undefined = fileBlock?.attributes;
  const fileName = conversation.fileName ?? fileBlock?.content ?? t('download.fallbackName');
  return (
    <Flex vertical gap={12} align="stretch">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong>
          <FileName name={fileName} />
        </Typography.Text>
        {!file?.expired && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadSourceFile(conversation.conversationId, fileName).catch(() => undefined)}
          >
            {t('preview.downloadSource')}
          </Button>
        )}
      </Flex>
      {file?.expired ? (
        <Alert type="warning" showIcon title={t('file.expired')} />
      ) : file?.pageImages && file.pages ? (
        <SourcePages conversationId={conversation.conversationId} pages={file.pages} />
      ) : (
        <Typography.Paragraph type="secondary">{t('preview.sourceInPairs')}</Typography.Paragraph>
      )}
    </Flex>
  );
}
