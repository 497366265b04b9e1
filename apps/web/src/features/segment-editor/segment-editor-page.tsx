import { ArrowLeftOutlined, AuditOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Popover, Progress, Spin, Typography } from 'antd';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/link-button.tsx';
import { localePath } from '../../lib/locale-path.ts';
import { useNotices } from '../../lib/notices.tsx';
import { useUiLocale } from '../../lib/ui-locale.ts';
import { chatKeys, downloadChecks, ElsewhereOffer, RepeatOffer } from '../workspace/index.ts';
import { EditorAddTerm } from './editor-add-term.tsx';
import { EditorRetranslate } from './editor-retranslate.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { LineLengthLimit } from './line-length-limit.tsx';
import { replaceIn, type SegmentFilter, type SegmentSearch, searchPattern, visibleSegments } from './segment-filter.ts';
import { SegmentList } from './segment-list.tsx';
import { useSegmentEditor } from './use-segment-editor.ts';
import { XliffExchange } from './xliff-exchange.tsx';
import './segment-editor.css';

const SHORTCUTS = ['next', 'edit', 'confirm', 'saveNext', 'copySource', 'insertTag', 'cancel', 'undo'] as const;

/** The keys of the editor, as a list beside the title. */
function ShortcutHelp() {
  const { t } = useTranslation('chat');
  return (
    <Popover
      trigger="click"
      title={t('editor.keys.title')}
      content={
        <dl className="editor-keys" data-testid="editor-keys">
          {SHORTCUTS.map((name) => (
            <div key={name}>
              <dt>
                <kbd>{t(`editor.keys.${name}.key`)}</kbd>
              </dt>
              <dd>{t(`editor.keys.${name}.what`)}</dd>
            </div>
          ))}
        </dl>
      }
    >
      <Button type="text" icon={<QuestionCircleOutlined />} aria-label={t('editor.keys.title')} />
    </Popover>
  );
}

/**
 * The segment editor (docs/product.md §7.6): a version's source and translation side by side,
 * segment by segment, filtered and searched, typed and confirmed with the keyboard; every change is
 * saved as it is made, in the version's round of edits.
 */
export function SegmentEditorPage({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('chat');
  const { message } = useNotices();
  const queryClient = useQueryClient();
  const { locale } = useUiLocale();
  const [params, setParams] = useSearchParams();
  // The version opened; saves then go on the versions they make, which the address follows.
  const [opened] = useState(() => params.get('version') ?? undefined);
  const editor = useSegmentEditor(conversationId, opened);
  const { data, segments } = editor;
  const onVersion = data?.versionId;
  useEffect(() => {
    if (!onVersion || params.get('version') === onVersion) return;
    setParams(
      (was) => {
        const next = new URLSearchParams(was);
        next.set('version', onVersion);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [onVersion, params, setParams]);
  const [filter, setFilter] = useState<SegmentFilter>('all');
  const [search, setSearch] = useState<SegmentSearch>({ text: '', where: 'source', regex: false, matchCase: false });
  const [replacement, setReplacement] = useState('');
  const [replacing, setReplacing] = useState(false);
  const [current, setCurrent] = useState(0);
  const deferredSearch = useDeferredValue(search);
  const pattern = useMemo(() => searchPattern(deferredSearch), [deferredSearch]);
  const searchError = pattern instanceof Error ? pattern.message : undefined;
  const activePattern = pattern instanceof RegExp ? pattern : undefined;

  const visible = useMemo(
    () => visibleSegments(segments, filter, activePattern, deferredSearch.where),
    [segments, filter, activePattern, deferredSearch.where],
  );
  const counts = useMemo(() => {
    const all = {} as Record<SegmentFilter, number>;
    for (const name of ['all', 'untranslated', 'edited', 'issues', 'terms', 'unreviewed', 'reviewed'] as const) {
      all[name] = name === 'all' ? segments.length : visibleSegments(segments, name, undefined, 'source').length;
    }
    return all;
  }, [segments]);
  const position = Math.min(current, Math.max(0, visible.length - 1));

  const onSaved = useCallback(
    (outcome: string) => {
      if (outcome === 'failed') void message.error(t('editor.saveFailed'));
    },
    [message, t],
  );

  const replaceAll = async () => {
    if (!activePattern) return;
    setReplacing(true);
    let changed = 0;
    for (const index of visible) {
      const segment = segments[index];
      if (!segment?.translated) continue;
      const next = replaceIn(segment.target, new RegExp(activePattern.source, activePattern.flags), replacement);
      if (next !== segment.target && (await editor.save(index, next, false)) === 'saved') changed++;
    }
    setReplacing(false);
    void message.success(t('editor.replaced', { count: changed }));
  };

  if (editor.error) {
    return (
      <div className="segment-editor">
        <Alert type="error" showIcon title={t('editor.loadFailed')} />
      </div>
    );
  }
  if (!data) {
    return (
      <Flex className="segment-editor" justify="center" align="center">
        <Spin aria-label={t('editor.loading')} />
      </Flex>
    );
  }
  const reviewed = counts.reviewed;
  return (
    <div className="segment-editor" data-testid="segment-editor">
      <Flex align="center" justify="space-between" wrap gap={8} className="editor-head">
        <Flex align="center" gap={8} wrap>
          <LinkButton
            to={localePath(locale, `chat/${conversationId}`)}
            icon={<ArrowLeftOutlined className="flip-in-rtl" />}
            type="text"
            aria-label={t('editor.back')}
          />
          <Typography.Title level={1} className="editor-title">
            {t('editor.title')}
          </Typography.Title>
          <span className="editor-version" data-testid="editor-version">
            {t('versions.name', { number: data.version })}
          </span>
          <ShortcutHelp />
        </Flex>
        <Flex align="center" gap={12} wrap>
          <Flex align="center" gap={8}>
            <Progress
              type="line"
              size="small"
              showInfo={false}
              percent={segments.length === 0 ? 0 : Math.round((reviewed / segments.length) * 100)}
              className="editor-progress"
              aria-hidden
            />
            <span data-testid="editor-progress">{t('editor.progress', { reviewed, total: segments.length })}</span>
          </Flex>
          <span aria-live="polite" className="editor-saving" data-testid="editor-saving">
            {editor.saving > 0 ? t('editor.saving') : t('editor.saved')}
          </span>
          <EditorRetranslate
            conversationId={conversationId}
            versionId={data.versionId}
            segments={segments}
            visible={visible}
            current={visible[position]}
            sourceLanguage={data.sourceLanguage}
            targetLanguage={data.targetLanguage}
            onDone={(versionId) => editor.reload(versionId)}
          />
          <EditorAddTerm
            segment={segments[visible[position] ?? -1]}
            sourceLanguage={data.sourceLanguage}
            targetLanguage={data.targetLanguage}
          />
          <XliffExchange
            conversationId={conversationId}
            versionId={data.versionId}
            onImported={(versionId) => editor.reload(versionId)}
          />
          <Button
            icon={<AuditOutlined />}
            onClick={() => void downloadChecks(conversationId, data.versionId, 'checks.csv').catch(() => undefined)}
            data-testid="editor-checks-download"
          >
            {t('qa.report')}
          </Button>
        </Flex>
      </Flex>
      {!data.ready && <Alert type="info" showIcon title={t('editor.notReady')} className="editor-note" />}
      <EditorToolbar
        filter={filter}
        onFilter={(next) => {
          setFilter(next);
          setCurrent(0);
        }}
        counts={counts}
        search={search}
        onSearch={(next) => {
          setSearch(next);
          setCurrent(0);
        }}
        searchError={searchError}
        replacement={replacement}
        onReplacement={setReplacement}
        onReplaceAll={() => void replaceAll()}
        shown={visible.length}
        busy={replacing}
      >
        <LineLengthLimit
          conversationId={conversationId}
          lineLength={data.lineLength}
          onChanged={() => {
            editor.reload();
            void queryClient.invalidateQueries({ queryKey: [...chatKeys.conversation(conversationId), 'preview'] });
          }}
        />
      </EditorToolbar>
      {editor.offer && (
        <div className="editor-offer" key={`${editor.offer.segmentId}-${editor.offer.versionId}`}>
          {editor.offer.repeats > 0 && (
            <RepeatOffer
              conversationId={conversationId}
              versionId={editor.offer.versionId}
              segmentId={editor.offer.segmentId}
              repeats={editor.offer.repeats}
              onDone={editor.dismissOffer}
              onChanged={() => editor.reload()}
            />
          )}
          <ElsewhereOffer
            conversationId={conversationId}
            versionId={editor.offer.versionId}
            segmentId={editor.offer.segmentId}
            onDone={editor.dismissOffer}
          />
        </div>
      )}
      <div className="segment-columns" aria-hidden="true">
        <span>#</span>
        <span>{t('editor.source')}</span>
        <span>{t('editor.target')}</span>
        <span>{t('editor.statusColumn')}</span>
      </div>
      <SegmentList
        editor={editor}
        data={data}
        visible={visible}
        current={position}
        onCurrent={setCurrent}
        onSaved={onSaved}
      />
    </div>
  );
}
