import type { ConversationDetail } from '@glossa/contracts/chat';
import { useEffect, useRef } from 'react';
import { AssistantMessage, type JobControls } from './assistant-message.tsx';
import { UserMessage } from './user-message.tsx';

/** How close to the end (px) counts as "reading the latest": only then new text scrolls the view. */
const FOLLOW_SLACK = 120;

/** The turns of the conversation; follows streamed text while the reader is at the end. */
export function MessageList({
  detail,
  language,
  job,
  onOpenPreview,
}: {
  detail: ConversationDetail;
  language: string;
  job: JobControls;
  onOpenPreview: () => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useEffect(() => {
    const scroller = end.current?.closest('.chat-main');
    if (!scroller) return;
    const onScroll = () => {
      following.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < FOLLOW_SLACK;
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (following.current) end.current?.scrollIntoView({ block: 'end' });
  });

  return (
    <div className="message-list" aria-busy={detail.conversation.state === 'running'}>
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
          />
        ),
      )}
      <div ref={end} />
    </div>
  );
}
