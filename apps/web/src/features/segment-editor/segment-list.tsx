import type { EditorSegments } from '@glossa/contracts/chat';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RowHandlers, SegmentRow } from './segment-row.tsx';
import { fromMarks, missingTags, tagMark, toMarks } from './tag-text.ts';
import type { SegmentEditor } from './use-segment-editor.ts';

const PAGE_STEP = 10;

/** What a key does on a row (not while its translation is typed). */
function rowCommand(event: KeyboardEvent): string | undefined {
  const mod = event.ctrlKey || event.metaKey;
  if (mod && event.key === 'Enter') return 'confirm';
  if (mod && !event.shiftKey && event.key.toLowerCase() === 'z') return 'undo';
  if (mod && (event.key.toLowerCase() === 'y' || (event.shiftKey && event.key.toLowerCase() === 'z'))) return 'redo';
  if (mod) return undefined;
  const moves: Record<string, string> = {
    ArrowDown: 'next',
    ArrowUp: 'previous',
    PageDown: 'pageDown',
    PageUp: 'pageUp',
    Home: 'first',
    End: 'last',
    Enter: 'edit',
    F2: 'edit',
  };
  return moves[event.key];
}

/** What a key does while a translation is typed. */
function editorCommand(event: KeyboardEvent): string | undefined {
  const mod = event.ctrlKey || event.metaKey;
  if (mod && event.key === 'Enter') return 'confirm';
  if (mod && event.key === 'ArrowDown') return 'saveNext';
  if (mod && event.key === 'ArrowUp') return 'savePrevious';
  if (mod && event.shiftKey && event.key.toLowerCase() === 's') return 'copySource';
  if (event.key === 'F9') return 'insertTag';
  if (event.key === 'Escape') return 'cancel';
  return undefined;
}

/**
 * The segments the filter keeps, drawn as a virtual list (only the rows on screen are in the page,
 * so 10,000 segments scroll as 20 do), moved through and edited with the keyboard alone.
 */
export function SegmentList({
  editor,
  data,
  visible,
  current,
  onCurrent,
  onSaved,
}: {
  editor: SegmentEditor;
  data: EditorSegments;
  /** Indexes of the segments shown, in document order. */
  visible: readonly number[];
  /** Position in `visible` of the current segment. */
  current: number;
  onCurrent: (position: number) => void;
  onSaved: (outcome: string) => void;
}) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const edited = useRef<{ index: number; draft: string } | undefined>(undefined);
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 72,
    overscan: 6,
    getItemKey: (position) => data.segments[visible[position] ?? 0]?.segmentId ?? position,
  });

  // The current row is scrolled to and, while not typed in, holds the focus (a roving tab stop):
  // at once when it is drawn already, so a key pressed right after Esc reaches it, else a frame later.
  useLayoutEffect(() => {
    if (visible.length === 0) return;
    virtualizer.scrollToIndex(current, { align: 'auto' });
    if (editing) return;
    const focusRow = () => {
      const row = scroller.current?.querySelector<HTMLElement>(`[data-position="${current}"] [role="row"]`);
      const active = document.activeElement;
      // Not when the reader is elsewhere (the search box); yes when the text box just closed.
      const ours = !active || active === document.body || scroller.current?.contains(active);
      if (row && ours) row.focus({ preventScroll: true });
      return Boolean(row);
    };
    if (focusRow()) return;
    const frame = requestAnimationFrame(focusRow);
    return () => cancelAnimationFrame(frame);
  }, [current, editing, visible.length, virtualizer]);

  const startEditing = useCallback(
    (position: number) => {
      const index = visible[position];
      const segment = index === undefined ? undefined : data.segments[index];
      if (!segment || index === undefined) return;
      const typed = toMarks(segment.target);
      edited.current = { index, draft: typed };
      setDraft(typed);
      onCurrent(position);
      setEditing(true);
    },
    [visible, data.segments, onCurrent],
  );

  /** Leaves the typed translation: saved (and confirmed) unless cancelled. */
  const leave = useCallback(
    (how: 'save' | 'confirm' | 'cancel') => {
      const open = edited.current;
      edited.current = undefined;
      setEditing(false);
      if (!open || how === 'cancel') return Promise.resolve();
      const source = data.segments[open.index]?.source ?? '';
      return editor.save(open.index, fromMarks(open.draft, source), how === 'confirm').then(onSaved);
    },
    [editor, data.segments, onSaved],
  );

  const move = (to: number) => onCurrent(Math.max(0, Math.min(visible.length - 1, to)));

  const onRowKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = rowCommand(event);
    if (!command) return;
    event.preventDefault();
    const index = visible[current];
    if (command === 'next') move(current + 1);
    else if (command === 'previous') move(current - 1);
    else if (command === 'pageDown') move(current + PAGE_STEP);
    else if (command === 'pageUp') move(current - PAGE_STEP);
    else if (command === 'first') move(0);
    else if (command === 'last') move(visible.length - 1);
    else if (command === 'edit') startEditing(current);
    else if (command === 'confirm' && index !== undefined) {
      void editor.review(index, true).then(onSaved);
      move(current + 1);
    } else if (command === 'undo' || command === 'redo') {
      void (command === 'undo' ? editor.undo() : editor.redo()).then((at) => {
        const position = at === undefined ? -1 : visible.indexOf(at);
        if (position >= 0) onCurrent(position);
      });
    }
  };

  const onEditorKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const command = editorCommand(event);
    if (!command) return;
    event.preventDefault();
    const open = edited.current;
    if (!open) return;
    const source = data.segments[open.index]?.source ?? '';
    if (command === 'copySource') {
      const typed = toMarks(source);
      edited.current = { ...open, draft: typed };
      setDraft(typed);
    } else if (command === 'insertTag') {
      const next = missingTags(source, open.draft)[0];
      if (!next) return;
      const area = event.currentTarget;
      const at = area.selectionStart ?? open.draft.length;
      const typed = open.draft.slice(0, at) + tagMark(next) + open.draft.slice(area.selectionEnd ?? at);
      edited.current = { ...open, draft: typed };
      setDraft(typed);
      const caret = at + tagMark(next).length;
      requestAnimationFrame(() => area.setSelectionRange(caret, caret));
    } else if (command === 'cancel') {
      // Left first (its blur then saves nothing); the row takes the focus before the text box goes,
      // so the next key already moves or edits.
      void leave('cancel');
      event.currentTarget.closest<HTMLElement>('[role="row"]')?.focus({ preventScroll: true });
    } else {
      void leave(command === 'confirm' ? 'confirm' : 'save');
      const to = command === 'savePrevious' ? current - 1 : current + 1;
      if (to >= 0 && to < visible.length) startEditing(to);
    }
  };

  // One set of handlers for every row, calling the latest closures: a row is drawn again only when
  // its own segment or state changes (SegmentRow is memoised), which keeps fast scrolling cheap.
  const latest = useRef({ onRowKey, onEditorKey, leave, onCurrent, startEditing });
  latest.current = { onRowKey, onEditorKey, leave, onCurrent, startEditing };
  const handlers = useMemo<RowHandlers>(
    () => ({
      onDraft: (text) => {
        if (edited.current) edited.current = { ...edited.current, draft: text };
        setDraft(text);
      },
      onKeyDown: (event) => latest.current.onRowKey(event),
      onEditorKeyDown: (event) => latest.current.onEditorKey(event),
      onBlurEditor: (index) => {
        if (edited.current?.index === index) void latest.current.leave('save');
      },
      onSelect: (position) => latest.current.onCurrent(position),
      onEdit: (position) => latest.current.startEditing(position),
    }),
    [],
  );

  if (visible.length === 0) {
    return (
      <div className="segment-list-empty" data-testid="segment-list-empty">
        {t('editor.noneShown')}
      </div>
    );
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a virtual grid: only the rows on screen are in the page, placed absolutely.
    <div
      ref={scroller}
      className="segment-list"
      role="grid"
      aria-label={t('editor.listLabel')}
      aria-rowcount={visible.length}
      data-testid="segment-list"
    >
      <div style={{ blockSize: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const index = visible[item.index] ?? 0;
          const segment = data.segments[index];
          if (!segment) return null;
          const isCurrent = item.index === current;
          return (
            <div
              key={item.key}
              data-index={item.index}
              data-position={item.index}
              ref={virtualizer.measureElement}
              className="segment-slot"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <SegmentRow
                segment={segment}
                index={index}
                position={item.index}
                current={isCurrent}
                editing={isCurrent && editing}
                draft={isCurrent ? draft : ''}
                handlers={handlers}
                sourceLanguage={data.sourceLanguage}
                targetLanguage={data.targetLanguage}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
