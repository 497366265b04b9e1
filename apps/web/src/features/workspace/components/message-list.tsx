import type { ConversationDetail } from '@glossa/contracts/chat';
import type { Ref } from 'react';
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
}: {
  listRef: Ref<HTMLDivElement>;
  detail: ConversationDetail;
  language: string;
  job: JobControls;
  onOpenPreview: () => void;
  /** A typed text: translated again from another language when its source was only guessed. */
  retranslate?: Retranslate;
}) {
  // The download guide is shown once, on the latest download card, not under every turn.
  const latestDownload = detail.messages.findLast((message) =>
    message.blocks.some((block) => block.type === 'download'),
  )?.id;
  return (
    <div ref={listRef} className="message-list" aria-busy={detail.conversation.state === 'running'}>
      {detail.messages.map((message) =>
        message.role === 'user' ? (
          <UserMessage key={message.id} message={message} language={language} />
        ) : (
          <AssistantMessage
            key={message.id}
            message={message}
            conversation={detail.conversation}
            language={language}
            job={job}
            onOpenPreview={onOpenPreview}
            downloadTip={message.id === latestDownload}
            retranslate={retranslate}
          />
        ),
      )}
    </div>
  );
}
