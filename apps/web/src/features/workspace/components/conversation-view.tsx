import { MessageOutlined } from '@ant-design/icons';
import { localeEntry } from '@glossa/contracts/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Grid, Result, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { ApiError } from '../../../lib/http.ts';
import { localePath } from '../../../lib/locale-path.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { chatApi } from '../api/chat-api.ts';
import { chatKeys } from '../api/query-keys.ts';
import { useChatSettings } from '../api/use-chat-settings.ts';
import { useConversation } from '../api/use-conversation.ts';
import { FOCUS_ASK_STATE, wantsAskFocus } from '../ask-focus.ts';
import { isConversationLive } from '../conversation-events.ts';
import { conversationTitle } from '../conversation-title.ts';
import { detectedSource, sourceGuess, typedText } from '../detected-language.ts';
import { useConversationStream } from '../hooks/use-conversation-stream.ts';
import { useFollowLatest } from '../hooks/use-follow-latest.ts';
import { useJobControl } from '../hooks/use-job-control.ts';
import { useTurnError } from '../hooks/use-turn-error.ts';
import { AskBox } from './ask-box.tsx';
import { ConnectionStatus, useConnectionBack } from './connection-status.tsx';
import { ConversationHeader } from './conversation-header.tsx';
import { JumpToLatest } from './jump-to-latest.tsx';
import { MessageList } from './message-list.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { QuoteSelection } from './quote-selection.tsx';
import './workspace.css';

function NotFound() {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  return (
    <Result
      icon={<MessageOutlined />}
      title={t('chat.notFoundTitle')}
      subTitle={t('chat.notFoundText')}
      extra={
        <LinkButton type="primary" to={localePath(locale)}>
          {t('nav.newChat')}
        </LinkButton>
      }
      style={{ marginBlock: 'auto' }}
    />
  );
}

/** One conversation: its turns streaming in, the ask input, and the preview beside it (a drawer on small screens). */
export function ConversationView({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('chat');
  const { locale } = useUiLocale();
  const language = localeEntry(locale).iso;
  const wide = Grid.useBreakpoint().lg ?? true;
  const conversation = useConversation(conversationId);
  const settings = useChatSettings();
  const stream = useConversationStream(conversationId, conversation.isSuccess);
  const [previewOpen, setPreviewOpen] = useState(false);
  /** The version the preview shows: the one of the answer it was opened from; the newest when unnamed. */
  const [previewVersion, setPreviewVersion] = useState<string | undefined>();
  const [fit, setFit] = useState(false);
  const [quote, setQuote] = useState<string | undefined>();
  const askInput = useRef<{ focus: (options?: FocusOptions) => void } | null>(null);
  const follow = useFollowLatest();
  const location = useLocation();
  const focusAsk = useRef(wantsAskFocus(location.state));
  const loaded = conversation.isSuccess;
  // Opened by sending from the launcher: the reader goes on in the ask box (once, when it is there).
  useEffect(() => {
    if (!loaded || !focusAsk.current) return;
    focusAsk.current = false;
    askInput.current?.focus({ preventScroll: true });
  }, [loaded]);
  const { t: tc } = useTranslation();
  const { t: tm } = useTranslation('meta');
  const summary = conversation.data?.conversation;
  const name = summary ? conversationTitle(summary).replace(/\s+/g, ' ').trim() : '';
  const tabTitle = name
    ? `${name.length > 60 ? `${name.slice(0, 59)}…` : name} - ${tc('brand.name')}`
    : tm('chat.title');
  // The tab says which conversation it holds, as ChatGPT's and DeepL's do.
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);

  // A conversation may lose its server: the toasts' holders are fetched while it can still be reached.
  const notices = useNotices();
  useEffect(() => notices.prepare(), [notices]);
  useConnectionBack(stream.loss);
  const control = useJobControl(conversationId, stream.loss, stream.wake);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showTurnError = useTurnError();
  // A guessed source corrected in one click: the same text, translated again from the language chosen.
  const retranslate = useMutation({
    mutationFn: ({ text, language, target }: { text: string; language: string; target: string }) =>
      chatApi.create({
        overseasConversationModule: 'text',
        text,
        sourceLanguage: language,
        targetLanguage: target,
      }),
    onSuccess: (created) => {
      const id = created.conversation.conversationId;
      queryClient.setQueryData(chatKeys.conversation(id), created);
      void queryClient.invalidateQueries({ queryKey: chatKeys.history });
      void navigate(localePath(locale, `chat/${id}`), { state: FOCUS_ASK_STATE });
    },
    onError: (error) => showTurnError(error),
  });

  if (conversation.isPending) {
    return (
      <div className="workspace-loading" aria-busy>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (conversation.isError || stream.state === 'gone') {
    const code = conversation.error instanceof ApiError ? conversation.error.code : 404;
    if (code === 404 || code === 403 || stream.state === 'gone') return <NotFound />;
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={conversation.error?.message}
        extra={<Button onClick={() => void conversation.refetch()}>{t('retry')}</Button>}
      />
    );
  }

  const detail = conversation.data;
  const live = isConversationLive(detail);
  const typed = typedText(detail);
  const translateFrom =
    typed === undefined
      ? undefined
      : (language: string) => retranslate.mutate({ text: typed, language, target: detail.conversation.targetLanguage });
  const openPreview = (versionId?: string) => {
    setPreviewVersion(versionId);
    setPreviewOpen(true);
  };
  const preview = (close?: () => void) => (
    <PreviewPanel detail={detail} versionId={previewVersion} onVersionChange={setPreviewVersion} onClose={close} />
  );

  return (
    <div className={`workspace${fit ? ' workspace-fit' : ''}${previewOpen && wide ? ' workspace-split' : ''}`}>
      <section className="workspace-chat" aria-labelledby="conversation-title">
        <ConversationHeader
          conversation={detail.conversation}
          detected={detectedSource(detail)}
          guess={sourceGuess(detail)}
          previewOpen={previewOpen}
          onTogglePreview={() => (previewOpen ? setPreviewOpen(false) : openPreview())}
          fit={fit}
          onToggleFit={() => setFit((value) => !value)}
        />
        <QuoteSelection
          disabled={settings.data?.chatAvailable === false}
          onQuote={(text) => {
            setQuote(text);
            askInput.current?.focus();
          }}
        >
          <MessageList
            listRef={follow.contentRef}
            detail={detail}
            language={language}
            job={{ onPause: control.pause, onResume: control.resume, busy: control.busy }}
            onOpenPreview={openPreview}
            retranslate={translateFrom && { onTranslateFrom: translateFrom, busy: retranslate.isPending }}
            status={
              stream.loss && (
                <ConnectionStatus loss={stream.loss} onRetryNow={stream.retryNow} refused={control.refused} />
              )
            }
          />
        </QuoteSelection>
        {/* In the flow after the turns and sticky at the bottom: at the end, nothing lies under it. */}
        <div className="ask-dock" ref={follow.dockRef}>
          <JumpToLatest
            visible={follow.showJump}
            onJump={(fromKeyboard) => {
              // Focus first: focusing during the smooth scroll would stop it.
              if (fromKeyboard) askInput.current?.focus({ preventScroll: true });
              follow.jumpToLatest();
            }}
          />
          <AskBox
            conversationId={conversationId}
            available={settings.data?.chatAvailable}
            quota={settings.data?.quota}
            busy={live}
            connectionLost={stream.loss !== undefined}
            quote={quote}
            onQuoteChange={setQuote}
            onSending={follow.followNow}
            onSent={stream.wake}
            onStop={control.pause}
            stopping={control.stopping}
            inputRef={askInput}
          />
        </div>
      </section>
      {previewOpen && wide && <aside className="workspace-preview">{preview(() => setPreviewOpen(false))}</aside>}
      {!wide && (
        <Drawer
          open={previewOpen}
          onClose={() => setPreviewOpen(false)}
          placement="bottom"
          size="85%"
          title={t('preview.title')}
          styles={{ body: { padding: 12 } }}
        >
          {preview()}
        </Drawer>
      )}
    </div>
  );
}
