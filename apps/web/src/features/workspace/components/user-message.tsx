import { FileTextOutlined } from '@ant-design/icons';
import { Bubble } from '@ant-design/x';
import type { Block, ChatMessage } from '@glossa/contracts/chat';
import { Alert, Button, Flex, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileName } from '../../../components/file-name.tsx';
import { formatFileSize } from '../../../lib/file-size.ts';

/** Past this many characters or lines a source is folded until the reader asks for all of it. */
const FOLD_CHARS = 600;
const FOLD_LINES = 8;

/** What the user typed: a long text is folded to a few lines, with Show more and Show less. */
function UserText({ content }: { content: string }) {
  const { t } = useTranslation('chat');
  const id = useId();
  const long = content.length > FOLD_CHARS || content.split('\n').length > FOLD_LINES;
  const [open, setOpen] = useState(false);
  const folded = long && !open;
  return (
    <Flex vertical align="start" gap={4}>
      <div
        id={id}
        className={`user-text${folded ? ' user-text-folded' : ''}`}
        dir="auto"
        data-testid="user-text"
        data-folded={folded}
      >
        {content}
      </div>
      {long && (
        <Button
          type="link"
          size="small"
          className="fold-toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          data-testid="fold-toggle"
        >
          {open ? t('actions.showLess') : t('actions.showMore')}
        </Button>
      )}
    </Flex>
  );
}

function UserBlock({ block, language }: { block: Block; language: string }) {
  const { t } = useTranslation('chat');
  switch (block.type) {
    case 'text':
      return isBlank(block) ? null : <UserText content={block.content} />;
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
            <Typography.Text type="secondary">
              <bdi>{formatFileSize(block.attributes.size, language)}</bdi>
            </Typography.Text>
          </Flex>
          {block.attributes.expired && <Alert type="warning" showIcon title={t('file.expired')} />}
        </Flex>
      );
    default:
      return null;
  }
}

/** A block that shows nothing: an empty text (a summary asked for without words). */
function isBlank(block: Block): boolean {
  return block.type === 'text' && block.content.trim() === '';
}

/**
 * What the user sent: the text, a quoted span, or the file. A summary asked for without words says
 * what was asked instead of an empty bubble. User text keeps its own direction (`dir="auto"`):
 * English inside the Arabic interface keeps its punctuation where English puts it.
 */
export function UserMessage({ message, language }: { message: ChatMessage; language: string }) {
  const { t } = useTranslation('chat');
  const label = message.kind === 'translate' ? undefined : t(`kinds.${message.kind}`);
  const shown = message.blocks.some((block) => !isBlank(block));
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
          {!shown && message.kind === 'summarize' && (
            <Typography.Text data-testid="summary-whole">{t('kinds.summarizeWhole')}</Typography.Text>
          )}
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
