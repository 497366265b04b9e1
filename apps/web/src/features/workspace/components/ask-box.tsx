import { ArrowUpOutlined, CloseOutlined, DisconnectOutlined } from '@ant-design/icons';
import { Sender } from '@ant-design/x';
import type { QuotaInfo } from '@glossa/contracts/chat';
import type { SendMessageRequest } from '@glossa/contracts/chat-requests';
import { localeEntry } from '@glossa/contracts/locales';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Segmented, Tooltip, Typography } from 'antd';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendOnEnter } from '../../../hooks/use-send-on-enter.ts';
import { startSide, useUiLocale } from '../../../lib/ui-locale.ts';
import { ChatsLeft } from '../../plans/index.ts';
import { chatApi } from '../api/chat-api.ts';
import { useTurnError } from '../hooks/use-turn-error.ts';
import { CHAT_UNAVAILABLE_ID, ChatUnavailableNote } from './chat-unavailable-note.tsx';

type AskKind = 'refine' | 'ask' | 'summarize';

const OFFLINE_NOTE_ID = 'ask-offline-note';

export interface AskBoxHandle {
  focus: (options?: FocusOptions) => void;
}

/**
 * The floating ask input: refine the translation, ask about it, or summarise it; a quoted
 * selection turns the question into a quote turn. Enter sends (Shift+Enter is a new line, an
 * IME's Enter never sends), as the send button does. Sending empties the box and the quote at
 * once, so no later action can pick up an old text; a refused turn gives them back. Without an
 * LLM engine it is disabled and says why (the note, the placeholder and the send button's
 * tooltip); `available` is undefined while the server's settings load. While the connection to the
 * server is lost, writing goes on but sending waits, and the box says so. After sending, focus is
 * back in the box; Send stays reachable by Tab while it cannot send (aria-disabled, not disabled),
 * so one Tab from the box never leaves the page.
 */
export function AskBox({
  conversationId,
  available,
  quota,
  busy,
  connectionLost = false,
  quote,
  onQuoteChange,
  onSending,
  onSent,
  onStop,
  stopping,
  inputRef,
}: {
  conversationId: string;
  available: boolean | undefined;
  /** The chats left, to say what the turn will cost before it is sent; undefined while loading. */
  quota?: QuotaInfo | undefined;
  busy: boolean;
  /** No connection to the server: nothing can be sent until it is back. */
  connectionLost?: boolean;
  quote: string | undefined;
  onQuoteChange: (quote: string | undefined) => void;
  /** As the turn leaves: the view goes to its end, where the new turn appears. */
  onSending: () => void;
  onSent: () => void;
  /** While a turn runs, the send button becomes Stop (it pauses the turn where it is). */
  onStop: () => void;
  stopping: boolean;
  inputRef: RefObject<{ focus: (options?: FocusOptions) => void } | null>;
}) {
  const { t } = useTranslation('chat');
  const { direction, locale } = useUiLocale();
  const showTurnError = useTurnError();
  const [kind, setKind] = useState<AskKind>('refine');
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: (body: SendMessageRequest) => chatApi.send(body),
    onSuccess: () => onSent(),
    onError: (error, body) => {
      showTurnError(error);
      // Give the words back unless the reader has started a new text meanwhile.
      setText((now) => now || (body.content ?? ''));
      if (body.quote) onQuoteChange(body.quote);
    },
  });

  const effectiveKind = quote ? 'quote' : kind;
  const canSend =
    available &&
    !busy &&
    !connectionLost &&
    !send.isPending &&
    (effectiveKind === 'summarize' || text.trim().length > 0);
  const submit = () => {
    if (!canSend) return;
    send.mutate({
      conversationId,
      kind: effectiveKind,
      content: effectiveKind === 'summarize' ? text.trim() : text,
      ...(quote ? { quote } : {}),
    });
    setText('');
    onQuoteChange(undefined);
    onSending();
    // The reader goes on from the box: a click on Send (soon Stop) must not leave focus on the page.
    inputRef.current?.focus({ preventScroll: true });
  };
  const keys = useSendOnEnter(submit);

  const unavailable = available === false;
  const placeholder = unavailable
    ? t('ask.unavailable')
    : quote
      ? t('ask.placeholderQuote')
      : t(`ask.placeholder.${kind}`);

  const header = quote ? (
    <Flex align="start" gap={8} className="ask-quote" data-testid="ask-quote">
      <Typography.Text type="secondary" className="ask-quote-text" dir="auto">
        {quote}
      </Typography.Text>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined />}
        aria-label={t('ask.removeQuote')}
        onClick={() => onQuoteChange(undefined)}
      />
    </Flex>
  ) : undefined;

  return (
    <div className="ask-box" data-testid="ask-box" {...keys.composition}>
      {unavailable && <ChatUnavailableNote />}
      {connectionLost && !unavailable && (
        <Flex align="center" gap={8} className="chat-unavailable" data-testid="ask-offline">
          <DisconnectOutlined className="chat-unavailable-icon" aria-hidden />
          <Typography.Text type="secondary" id={OFFLINE_NOTE_ID}>
            {t('stream.sendLater')}
          </Typography.Text>
        </Flex>
      )}
      <Flex justify="space-between" align="center" gap={8} wrap className="ask-kinds">
        <Segmented<AskKind>
          size="small"
          aria-label={t('ask.kindLabel')}
          value={kind}
          disabled={!available || Boolean(quote)}
          onChange={setKind}
          options={(['refine', 'ask', 'summarize'] as const).map((value) => ({ value, label: t(`ask.kind.${value}`) }))}
        />
        {quota && available && (
          <ChatsLeft
            quota={quota}
            language={localeEntry(locale).iso}
            action={quote ? t('ask.quoteAction') : t(`ask.kind.${kind}`)}
          />
        )}
      </Flex>
      <Sender
        ref={inputRef as never}
        value={text}
        onChange={(value) => setText(value)}
        onKeyDown={keys.onKeyDown}
        disabled={!available && !busy}
        placeholder={placeholder}
        header={header}
        autoSize={{ minRows: 1, maxRows: 6 }}
        suffix={
          busy ? (
            <Tooltip title={t('ask.stop')}>
              <Button
                type="primary"
                shape="circle"
                icon={<span className="stop-mark" aria-hidden />}
                aria-label={t('ask.stop')}
                loading={stopping}
                onClick={onStop}
                data-testid="ask-stop"
              />
            </Tooltip>
          ) : (
            <Tooltip
              title={unavailable ? t('ask.sendUnavailable') : connectionLost ? t('stream.sendLater') : t('ask.send')}
              // The long "why not" opens over the disabled input, toward the start: above the button
              // it would cover the note's "set up" link, and a pointer on its way there keeps it open.
              placement={unavailable ? startSide(direction) : 'top'}
            >
              <Button
                type="primary"
                shape="circle"
                icon={<ArrowUpOutlined />}
                aria-label={t('ask.send')}
                aria-describedby={unavailable ? CHAT_UNAVAILABLE_ID : connectionLost ? OFFLINE_NOTE_ID : undefined}
                aria-disabled={!canSend}
                className={canSend ? undefined : 'ask-send-off'}
                loading={send.isPending}
                onClick={submit}
                data-testid="ask-send"
              />
            </Tooltip>
          )
        }
      />
    </div>
  );
}
