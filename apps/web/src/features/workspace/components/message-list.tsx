import type { ConversationDetail } from '@glossa/contracts/chat';
import { Fragment, type ReactNode, type Ref } from 'react';
import { AssistantMessage, type JobControls, type Retranslate } from './assistant-message.tsx';
import { UserMessage } from './user-message.tsx';

/** The turns of the conversation (the view follows them with `useFollowLatest` through `listRef`). */
export function MessageList({
  listRef,
  detail,
  language,
  job,
  onOpenPreview,
  retranslate,
  status,
}: {
  listRef: Ref<HTMLDivElement>;
  detail: ConversationDetail;
  language: string;
  job: JobControls;
  onOpenPreview: (versionId?: string) => void;
  /** A typed text: translated again from another language when its source was only guessed. */
  retranslate?: Retranslate;
  /** The connection's state, under the answer being written (else at the end). */
  status?: ReactNode;
}) {
  // The download guide is shown once, on the latest download card, not under every turn.
  const latestDownload = detail.messages.findLast((message) =>
    message.blocks.some((block) => block.type === 'download'),
  )?.id;
  const streaming = detail.messages.findLastIndex((message) => message.status === 'streaming');
  const statusAfter = streaming === -1 ? detail.messages.length - 1 : streaming;
  return (
    <div ref={listRef} className="message-list" aria-busy={detail.conversation.state === 'running'}>
      {detail.messages.map((message, index) => (
        <Fragment key={message.id}>
          {message.role === 'user' ? (
            <UserMessage message={message} language={language} />
          ) : (
            <AssistantMessage
              message={message}
              conversation={detail.conversation}
              language={language}
              job={job}
              onOpenPreview={onOpenPreview}
              downloadTip={message.id === latestDownload}
              retranslate={retranslate}
            />
          )}
          {index === statusAfter && status}
        </Fragment>
      ))}
    </div>
  );
}
