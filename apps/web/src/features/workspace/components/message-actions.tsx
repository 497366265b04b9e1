import {
  CheckOutlined,
  CopyOutlined,
  DislikeFilled,
  DislikeOutlined,
  DownloadOutlined,
  EditOutlined,
  LikeFilled,
  LikeOutlined,
} from '@ant-design/icons';
import type { ChatMessage } from '@glossa/contracts/chat';
import { LIMITS } from '@glossa/contracts/limits';
import { Button, Flex, Tooltip } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText as writeClipboard } from '../../../lib/copy-text.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { useFeedback } from '../hooks/use-feedback.ts';

function ActionButton({
  label,
  icon,
  onClick,
  pressed,
  testId,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  testId: string;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
        data-testid={testId}
      />
    </Tooltip>
  );
}

/**
 * Copy (with a copied mark for 1.5 s), like and dislike (each undone by a second press), edit, and
 * for a text a small Download that opens the download options.
 */
export function MessageActions({
  message,
  conversationId,
  copyText,
  onEdit,
  onDownload,
}: {
  message: ChatMessage;
  conversationId: string;
  /** The text Copy takes, or how to fetch it (a document's whole translation). */
  copyText: string | (() => Promise<string>);
  onEdit?: () => void;
  /** A text's file: opens the download options (quiet text mode has no download card). */
  onDownload?: () => void;
}) {
  const { t } = useTranslation('chat');
  const { message: toast } = useNotices();
  const feedback = useFeedback(conversationId);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LIMITS.copiedIndicatorMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await writeClipboard(typeof copyText === 'string' ? copyText : copyText());
      setCopied(true);
    } catch {
      void toast.error(t('actions.copyFailed'));
    }
  };

  const rate = (value: 1 | -1) =>
    feedback.mutate({ messageId: message.id, like: message.like === value ? 0 : value, previous: message.like });

  return (
    <Flex gap={2} className="message-actions">
      <ActionButton
        label={copied ? t('actions.copied') : t('actions.copy')}
        icon={copied ? <CheckOutlined /> : <CopyOutlined />}
        onClick={() => void copy()}
        testId="action-copy"
      />
      <ActionButton
        label={message.like === 1 ? t('actions.unlike') : t('actions.like')}
        icon={message.like === 1 ? <LikeFilled /> : <LikeOutlined />}
        pressed={message.like === 1}
        onClick={() => rate(1)}
        testId="action-like"
      />
      <ActionButton
        label={message.like === -1 ? t('actions.undislike') : t('actions.dislike')}
        icon={message.like === -1 ? <DislikeFilled /> : <DislikeOutlined />}
        pressed={message.like === -1}
        onClick={() => rate(-1)}
        testId="action-dislike"
      />
      {onEdit && (
        <ActionButton label={t('actions.edit')} icon={<EditOutlined />} onClick={onEdit} testId="action-edit" />
      )}
      {onDownload && (
        <Button type="text" size="small" icon={<DownloadOutlined />} onClick={onDownload} data-testid="action-download">
          {t('download.open')}
        </Button>
      )}
      {copied && (
        <span className="sr-only" role="status">
          {t('actions.copied')}
        </span>
      )}
    </Flex>
  );
}
