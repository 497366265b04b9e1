import { CompressOutlined, ExpandOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { ConversationSummary, SourceGuess } from '@glossa/contracts/chat';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { conversationTitle } from '../conversation-title.ts';
import { useLanguageName } from '../hooks/use-language-name.ts';

/** Title and language pair of the conversation, preview and fit-to-screen (the connection is told at the answer). */
export function ConversationHeader({
  conversation,
  detected,
  guess,
  previewOpen,
  onTogglePreview,
  fit,
  onToggleFit,
}: {
  conversation: ConversationSummary;
  /** The language detected for an auto-detected source, once known: "English (detected)". */
  detected?: string;
  /** The detector's guess when it was not sure: "English (guessed)" (changed under the translation). */
  guess?: SourceGuess;
  previewOpen: boolean;
  onTogglePreview: () => void;
  fit: boolean;
  onToggleFit: () => void;
}) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation();
  const languageName = useLanguageName();
  const { direction } = useUiLocale();
  const title = conversationTitle(conversation);
  const source =
    conversation.sourceLanguage !== 'auto'
      ? languageName(conversation.sourceLanguage)
      : guess
        ? t('detection.guessed', { language: languageName(guess.language) })
        : detected
          ? tc('launcher.autoDetected', { language: languageName(detected) })
          : t('autoDetect');
  const previewLabel = previewOpen ? t('preview.close') : t('preview.open');
  const fitLabel = fit ? t('fit.exit') : t('fit.enter');
  return (
    <Flex align="center" justify="space-between" gap={8} className="conversation-header">
      <Flex vertical style={{ minInlineSize: 0 }}>
        <Typography.Title level={1} className="conversation-title" ellipsis dir="auto" data-testid="conversation-title">
          {title}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="conversation-pair">
          <bdi>{source}</bdi> {direction === 'rtl' ? '←' : '→'} <bdi>{languageName(conversation.targetLanguage)}</bdi>
        </Typography.Text>
      </Flex>
      <Flex align="center" gap={4}>
        <Tooltip title={previewLabel}>
          <Button
            type={previewOpen ? 'primary' : 'text'}
            ghost={previewOpen}
            icon={previewOpen ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            aria-label={previewLabel}
            aria-pressed={previewOpen}
            onClick={onTogglePreview}
            data-testid="preview-toggle"
          />
        </Tooltip>
        <Tooltip title={fitLabel}>
          <Button
            type="text"
            icon={fit ? <CompressOutlined /> : <ExpandOutlined />}
            aria-label={fitLabel}
            aria-pressed={fit}
            onClick={onToggleFit}
            data-testid="fit-toggle"
          />
        </Tooltip>
      </Flex>
    </Flex>
  );
}
