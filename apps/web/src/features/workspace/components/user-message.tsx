import { FileTextOutlined } from '@ant-design/icons';
import { Bubble } from '@ant-design/x';
import type { Block, ChatMessage } from '@glossa/contracts/chat';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileName } from '../../../components/file-name.tsx';
import { formatFileSize } from '../../../lib/file-size.ts';

function UserBlock({ block, language }: { block: Block; language: string }) {
  const { t } = useTranslation('chat');
  switch (block.type) {
    case 'text':
      return (
        <div className="user-text" dir="auto">
          {block.content}
        </div>
      );
    case 'quote':
      return (
        <blockquote className="user-quote" dir="auto">
          {block.content}
        </blockquote>
      );
    case 'file':
      return (
        <Flex vertical gap={6}>
          <Flex align="center" gap={8} className="user-file">
            <FileTextOutlined aria-hidden />
            <Typography.Text strong ellipsis style={{ maxInlineSize: 320 }}>
              <FileName name={block.content} />
            </Typography.Text>
            <Typography.Text type="secondary">{formatFileSize(block.attributes.size, language)}</Typography.Text>
          </Flex>
          {block.attributes.expired && <Alert type="warning" showIcon title={t('file.expired')} />}
        </Flex>
      );
    default:
      return null;
  }
}

/** What the user sent: the text, a quoted span, or the file. */
export function UserMessage({ message, language }: { message: ChatMessage; language: string }) {
  const { t } = useTranslation('chat');
  const label = message.kind === 'translate' ? undefined : t(`kinds.${message.kind}`);
  return (
    <Bubble
      placement="end"
      className="user-message"
      data-testid="user-message"
      header={
        label ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {label}
          </Typography.Text>
        ) : undefined
      }
      content={
        <Flex vertical gap={8}>
          {message.blocks.map((block, index) => (
            // Blocks are addressed by their index (blocks/N): the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <UserBlock key={`${message.id}-${index}`} block={block} language={language} />
          ))}
        </Flex>
      }
    />
  );
}
