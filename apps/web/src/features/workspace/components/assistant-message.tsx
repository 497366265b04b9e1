import { Bubble } from '@ant-design/x';
import type { Block, ChatMessage, ConversationSummary } from '@glossa/contracts/chat';
import { Alert, Button, Flex, Typography } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import { fetchWholeTranslation } from '../api/whole-translation.ts';
import { DownloadCard } from './blocks/download-card.tsx';
import { GuessedSource } from './blocks/guessed-source.tsx';
import { ParsingCard } from './blocks/parsing-card.tsx';
import { ProgressBlock, QuietProgress } from './blocks/progress-block.tsx';
import { ThinkingCard } from './blocks/thinking-card.tsx';
import { TranslationBlock } from './blocks/translation-block.tsx';
import { DownloadPanel } from './download-panel.tsx';
import { MessageActions } from './message-actions.tsx';

export interface JobControls {
  onPause: () => void;
  onResume: () => void;
  busy: boolean;
}

/** Translating a typed text again from another language, offered under a guessed source. */
export interface Retranslate {
  onTranslateFrom: (language: string) => void;
  busy: boolean;
}

/** The text a copy takes from an answer: the translation, else the reply text. */
function copyTextOf(blocks: Block[]): string {
  const translation = blocks.find((block) => block.type === 'translation');
  if (translation) return translation.content;
  return blocks
    .filter((block) => block.type === 'text')
    .map((block) => block.content)
    .join('\n\n');
}

/** A stopped text or chat turn: what it had written stays, and it can go on. */
function StoppedTurn({ job }: { job: JobControls }) {
  const { t } = useTranslation('chat');
  return (
    <Flex align="center" gap={8} wrap className="turn-stopped" data-testid="turn-stopped">
      <Typography.Text type="secondary">{t('progress.stopped')}</Typography.Text>
      <Button size="small" onClick={job.onResume} loading={job.busy} data-testid="turn-continue">
        {t('progress.continue')}
      </Button>
    </Flex>
  );
}

/** One assistant answer: its blocks in order, then copy, feedback and edit once it is done. */
export function AssistantMessage({
  message,
  conversation,
  language,
  job,
  onOpenPreview,
  downloadTip = false,
  retranslate,
}: {
  message: ChatMessage;
  conversation: ConversationSummary;
  language: string;
  job: JobControls;
  /** Opens the preview on a version (the newest when unnamed). */
  onOpenPreview: (versionId?: string) => void;
  /** This answer's download card carries the download guide (only the latest one does). */
  downloadTip?: boolean;
  retranslate?: Retranslate;
}) {
  const [editing, setEditing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const streaming = message.status === 'streaming';
  const document = conversation.overseasConversationModule === 'document';
  const translation = message.blocks.find((block) => block.type === 'translation');
  const parsing = message.blocks.find((block) => block.type === 'parsing');
  const sample = copyTextOf(message.blocks);
  // A document's block holds a sample: Copy fetches the whole translation from the preview.
  const copyText =
    document && translation
      ? () => fetchWholeTranslation(conversation.conversationId, translation.attributes.versionId)
      : sample || undefined;
  // A document's progress card has its own Pause and Resume; other turns show this when stopped.
  const stopped = message.status === 'paused' && !message.blocks.some((block) => block.type === 'progress');
  // A one-sentence text translation is edited in place; anything longer sentence by sentence.
  // Quiet text mode: a text's file is a Download beside Copy, opened when asked, never a card.
  const quietDownload = !document && message.blocks.some((block) => block.type === 'download');
  const onEdit = translation
    ? () =>
        !document && translation.attributes.segments <= 1
          ? setEditing(true)
          : onOpenPreview(translation.attributes.versionId)
    : undefined;

  const renderBlock = (block: Block, index: number) => {
    const key = `${message.id}-${index}`;
    switch (block.type) {
      case 'text':
        return (
          <div key={key} className="answer-text" dir="auto" data-quotable>
            <Markdown>{block.content}</Markdown>
          </div>
        );
      case 'thinking':
        return (
          <ThinkingCard
            key={key}
            content={block.content}
            seconds={block.attributes.seconds}
            live={streaming && index === message.blocks.length - 1}
          />
        );
      case 'parsing':
        return <ParsingCard key={key} attributes={block.attributes} language={language} />;
      case 'progress':
        // A text's progress shows only when it takes a while (docs/product.md §2.5).
        return document ? (
          <ProgressBlock key={key} attributes={block.attributes} language={language} {...job} />
        ) : (
          <QuietProgress key={key} attributes={block.attributes} language={language} {...job} />
        );
      case 'translation': {
        // A source only guessed is named as a guess under the translation, with a one-click change.
        const guess = conversation.sourceLanguage === 'auto' ? block.attributes.guessedSource : undefined;
        return (
          <Fragment key={key}>
            <TranslationBlock
              block={block}
              conversationId={conversation.conversationId}
              document={document}
              facts={parsing?.attributes}
              language={language}
              editing={editing}
              onEditDone={() => setEditing(false)}
              onOpenPreview={() => onOpenPreview(block.attributes.versionId)}
            />
            {guess && retranslate && (
              <GuessedSource
                guess={guess}
                target={conversation.targetLanguage}
                busy={retranslate.busy}
                onTranslateFrom={retranslate.onTranslateFrom}
              />
            )}
          </Fragment>
        );
      }
      case 'download':
        if (quietDownload) return null;
        return (
          <DownloadCard
            key={key}
            attributes={block.attributes}
            conversationId={conversation.conversationId}
            showTip={downloadTip}
          />
        );
      case 'error':
        return <Alert key={key} type="error" showIcon title={block.content} />;
      default:
        return null;
    }
  };

  return (
    <Bubble
      placement="start"
      variant="borderless"
      className="assistant-message"
      data-testid="assistant-message"
      data-status={message.status}
      loading={streaming && message.blocks.length === 0}
      content={
        <div className="message-blocks">
          {message.blocks.map(renderBlock)}
          {quietDownload && (
            <DownloadPanel
              conversationId={conversation.conversationId}
              versionId={translation?.attributes.versionId}
              open={downloading}
              onClose={() => setDownloading(false)}
            />
          )}
        </div>
      }
      footer={
        message.status === 'done' && copyText ? (
          <MessageActions
            message={message}
            conversationId={conversation.conversationId}
            copyText={copyText}
            onEdit={onEdit}
            onDownload={quietDownload ? () => setDownloading(true) : undefined}
          />
        ) : stopped ? (
          <StoppedTurn job={job} />
        ) : undefined
      }
    />
  );
}
