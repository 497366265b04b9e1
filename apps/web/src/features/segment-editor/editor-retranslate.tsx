import { SyncOutlined } from '@ant-design/icons';
import { type ChatMessage, type EditorSegment, PRECISIONS, type Precision } from '@glossa/contracts/chat';
import { INPUT_LIMITS } from '@glossa/contracts/limits';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, InputNumber, Modal, Radio, Select, Spin, Typography } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../lib/notices.tsx';
import { chatApi, refreshChatsLeft, useAgents, useChatSettings, useTurnError } from '../workspace/index.ts';
import { type RetranslateScope, SCOPE_KINDS, scopeSegmentIds, termsInFile } from './retranslate-scope.ts';

const MAX = INPUT_LIMITS.retranslateMaxSegments;
/** How often a running retranslation is looked at. */
const POLL_MS = 1000;

const PRECISION_LABELS: Record<Precision, string> = {
  fast: 'settings.precisionFast',
  balanced: 'settings.precisionBalanced',
  best: 'settings.precisionBest',
};

/** The version a finished turn made, from its translation block. */
function madeVersion(message: ChatMessage): { versionId: string; version: number } | undefined {
  for (const block of message.blocks) {
    if (block.type === 'translation' && block.attributes.versionId && block.attributes.version) {
      return { versionId: block.attributes.versionId, version: block.attributes.version };
    }
  }
  return undefined;
}

/** Follows a started retranslation until its turn settles, then hands over the version it made. */
function useFollowedTurn(
  conversationId: string,
  onSettled: (message: ChatMessage | undefined, outcome: 'done' | 'failed') => void,
) {
  const [messageId, setMessageId] = useState<string>();
  // The latest callback, so a render does not restart the polling.
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => {
    if (!messageId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const detail = await chatApi.enter(conversationId).catch(() => undefined);
      if (stopped) return;
      const message = detail?.messages.find((one) => one.id === messageId);
      if (message && message.status !== 'streaming') {
        setMessageId(undefined);
        settled.current(message, message.status === 'done' ? 'done' : 'failed');
        return;
      }
      timer = setTimeout(() => void look(), POLL_MS);
    };
    timer = setTimeout(() => void look(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [conversationId, messageId]);
  return { running: messageId !== undefined, follow: setMessageId };
}

/**
 * Retranslate a selection (docs/product.md §1.4): the current sentence, those shown, a range, or
 * every sentence with a term (a changed term re-applied), through the same or another engine,
 * precision or agent. It is a turn of the conversation; the editor shows the version it makes.
 */
export function EditorRetranslate({
  conversationId,
  versionId,
  segments,
  visible,
  current,
  sourceLanguage,
  targetLanguage,
  onDone,
}: {
  conversationId: string;
  versionId: string;
  segments: readonly EditorSegment[];
  visible: readonly number[];
  /** The current segment's index in the document. */
  current: number | undefined;
  sourceLanguage: string;
  targetLanguage: string;
  onDone: (versionId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const { message } = useNotices();
  const turnError = useTurnError();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<RetranslateScope>({ kind: 'current' });
  const [engine, setEngine] = useState<string>();
  const [precision, setPrecision] = useState<Precision>();
  const [agent, setAgent] = useState<string>();
  const [sending, setSending] = useState(false);
  const settings = useChatSettings();
  const { agents } = useAgents(sourceLanguage, targetLanguage, open && Boolean(settings.data?.chatAvailable));
  const terms = useMemo(() => (open ? termsInFile(segments) : []), [open, segments]);
  const ids = useMemo(
    () => (open ? scopeSegmentIds(segments, visible, current, scope) : []),
    [open, segments, visible, current, scope],
  );
  const labelId = useId();
  const [sentCount, setSentCount] = useState(0);
  const { running, follow } = useFollowedTurn(conversationId, (answer, outcome) => {
    const made = answer && madeVersion(answer);
    if (outcome === 'done' && made) {
      void message.success(t('editor.retranslate.done', { count: sentCount, number: made.version }));
      setOpen(false);
      onDone(made.versionId);
      return;
    }
    const reason = answer?.blocks.find((block) => block.type === 'error');
    void message.error(reason?.type === 'error' && reason.content ? reason.content : t('editor.retranslate.failed'));
  });

  const engineOptions = (settings.data?.engines ?? [])
    .filter((one) => one.kind !== 'pseudo')
    .map((one) => ({
      value: one.id,
      label:
        one.kind === 'apertium'
          ? t('parsing.engines.offline')
          : one.id.endsWith(':strong')
            ? t('editor.retranslate.strongModel')
            : t('parsing.engines.ai'),
    }));
  const asBefore = { value: '', label: t('editor.retranslate.asBefore') };

  const submit = async () => {
    setSending(true);
    try {
      const chosen = agents.find((one) => one.id === agent);
      const started = await chatApi.retranslateSegments({
        conversationId,
        versionId,
        segmentIds: ids,
        ...(engine ? { engine } : {}),
        ...(precision ? { precision } : {}),
        ...(chosen && chosen.id !== 'custom' ? { agent: { id: chosen.id as 'general' } } : {}),
      });
      setSentCount(ids.length);
      follow(started.messageId);
      refreshChatsLeft(queryClient);
    } catch (error) {
      turnError(error);
    } finally {
      setSending(false);
    }
  };

  const tooMany = ids.length > MAX;
  return (
    <>
      <Button icon={<SyncOutlined spin={running} />} onClick={() => setOpen(true)} data-testid="editor-retranslate">
        {t('editor.retranslate.button')}
      </Button>
      <Modal
        open={open}
        title={t('editor.retranslate.title')}
        onCancel={() => setOpen(false)}
        okText={t('editor.retranslate.submit')}
        cancelText={t('cancel')}
        onOk={() => void submit()}
        okButtonProps={{
          disabled: running || ids.length === 0 || tooMany,
          loading: sending,
          'data-testid': 'retranslate-submit',
        }}
        destroyOnHidden
      >
        <Flex vertical gap={12} data-testid="retranslate-dialog">
          <Typography.Text type="secondary">{t('editor.retranslate.hint')}</Typography.Text>
          <Typography.Text strong id={labelId}>
            {t('editor.retranslate.scope')}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={labelId}
            value={scope.kind}
            onChange={(event) => {
              const kind = event.target.value as RetranslateScope['kind'];
              if (kind === 'range') setScope({ kind, from: (current ?? 0) + 1, to: segments.length });
              else if (kind === 'term') setScope({ kind, term: terms[0]?.source ?? '' });
              else setScope({ kind });
            }}
            data-testid="retranslate-scope"
          >
            <Flex vertical gap={6}>
              {SCOPE_KINDS.map((kind) => (
                <Radio key={kind} value={kind} disabled={kind === 'term' && terms.length === 0}>
                  {t(`editor.retranslate.scopes.${kind}`, { count: visible.length })}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
          {scope.kind === 'range' && (
            <Flex gap={8} align="center" wrap>
              <InputNumber
                min={1}
                max={segments.length}
                value={scope.from}
                onChange={(from) => setScope({ ...scope, from: from ?? 1 })}
                aria-label={t('editor.retranslate.from')}
                prefix={t('editor.retranslate.from')}
                data-testid="retranslate-from"
              />
              <InputNumber
                min={1}
                max={segments.length}
                value={scope.to}
                onChange={(to) => setScope({ ...scope, to: to ?? 1 })}
                aria-label={t('editor.retranslate.to')}
                prefix={t('editor.retranslate.to')}
                data-testid="retranslate-to"
              />
            </Flex>
          )}
          {scope.kind === 'term' && (
            <Select
              value={scope.term}
              onChange={(term: string) => setScope({ kind: 'term', term })}
              aria-label={t('editor.retranslate.term')}
              data-testid="retranslate-term"
              options={terms.map((term) => ({
                value: term.source,
                label: t('editor.retranslate.termOption', { source: term.source, count: term.count }),
              }))}
            />
          )}
          {terms.length === 0 && <Typography.Text type="secondary">{t('editor.retranslate.noTerms')}</Typography.Text>}
          <Flex gap={12} wrap>
            <Flex vertical gap={4} className="retranslate-choice">
              <Typography.Text>{t('editor.retranslate.engine')}</Typography.Text>
              <Select
                value={engine ?? ''}
                onChange={(value: string) => setEngine(value || undefined)}
                aria-label={t('editor.retranslate.engine')}
                options={[asBefore, ...engineOptions]}
                data-testid="retranslate-engine"
              />
            </Flex>
            <Flex vertical gap={4} className="retranslate-choice">
              <Typography.Text>{t('settings.precision')}</Typography.Text>
              <Select
                value={precision ?? ''}
                onChange={(value: string) => setPrecision((value || undefined) as Precision | undefined)}
                aria-label={t('settings.precision')}
                options={[
                  asBefore,
                  ...PRECISIONS.map((level) => ({ value: level, label: t(PRECISION_LABELS[level]) })),
                ]}
                data-testid="retranslate-precision"
              />
            </Flex>
            {agents.length > 0 && (
              <Flex vertical gap={4} className="retranslate-choice">
                <Typography.Text>{t('settings.agent')}</Typography.Text>
                <Select
                  value={agent ?? ''}
                  onChange={(value: string) => setAgent(value || undefined)}
                  aria-label={t('settings.agent')}
                  popupMatchSelectWidth={false}
                  options={[
                    asBefore,
                    ...agents
                      .filter((one) => one.id !== 'custom')
                      .map((one) => ({ value: one.id, label: t(`agents.${one.id}`, { defaultValue: one.id }) })),
                  ]}
                  data-testid="retranslate-agent"
                />
              </Flex>
            )}
          </Flex>
          <Typography.Text data-testid="retranslate-count">
            {t('editor.retranslate.count', { count: ids.length })}
          </Typography.Text>
          {tooMany && <Alert type="warning" showIcon title={t('editor.retranslate.tooMany', { max: MAX })} />}
          {running && (
            <Flex gap={8} align="center" role="status" data-testid="retranslate-running">
              <Spin size="small" />
              <span>{t('editor.retranslate.running', { count: sentCount })}</span>
            </Flex>
          )}
        </Flex>
      </Modal>
    </>
  );
}
