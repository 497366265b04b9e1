import { CheckCircleFilled, EditOutlined, MinusCircleOutlined } from '@ant-design/icons';
import type { EditorSegment } from '@glossa/contracts/chat';
import { Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type KeyboardEvent, memo, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentIssues } from './segment-issues.tsx';
import { TaggedText } from './tagged-text.tsx';

export type SegmentStatus = 'draft' | 'translated' | 'reviewed';

export function statusOf(segment: EditorSegment): SegmentStatus {
  if (segment.reviewed) return 'reviewed';
  return segment.translated ? 'translated' : 'draft';
}

const STATUS_ICONS = {
  draft: <MinusCircleOutlined />,
  translated: <EditOutlined />,
  reviewed: <CheckCircleFilled />,
};

/**
 * One segment of the editor: its number, the source, the translation (a text box while edited),
 * its status, term hits and what the checks found. Tags are chips; typed, they are ⟨1⟩ marks.
 */
/** What a row tells the list; one object shared by every row. */
export interface RowHandlers {
  onDraft: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onEditorKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  /** The text box of the segment at `index` lost the focus. */
  onBlurEditor: (index: number) => void;
  onSelect: (position: number) => void;
  onEdit: (position: number) => void;
}

export const SegmentRow = memo(function SegmentRow({
  segment,
  index,
  position,
  current,
  editing,
  draft,
  handlers,
  sourceLanguage,
  targetLanguage,
}: {
  segment: EditorSegment;
  /** Its place in the document (0-based). */
  index: number;
  /** Its place in the list shown. */
  position: number;
  current: boolean;
  editing: boolean;
  draft: string;
  handlers: RowHandlers;
  sourceLanguage: string;
  targetLanguage: string;
}) {
  const number = index + 1;
  const { t } = useTranslation('chat');
  const status = statusOf(segment);
  const box = useRef<TextAreaRef>(null);
  // Before the browser paints: what is typed right after Ctrl+Enter lands in the next text box.
  useLayoutEffect(() => {
    if (!editing) return;
    const area = box.current?.resizableTextArea?.textArea;
    area?.focus({ preventScroll: true });
    area?.setSelectionRange(area.value.length, area.value.length);
  }, [editing]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of the virtual grid, moved through with the arrow keys (table rows cannot be placed absolutely).
    <div
      role="row"
      tabIndex={current && !editing ? 0 : -1}
      aria-selected={current}
      aria-rowindex={number}
      className={`segment-row segment-${status}${current ? ' segment-current' : ''}`}
      data-testid="segment-row"
      data-segment-id={segment.segmentId}
      data-status={status}
      onKeyDown={handlers.onKeyDown}
      onClick={() => {
        if (!current) handlers.onSelect(position);
      }}
      onDoubleClick={() => handlers.onEdit(position)}
    >
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a cell of the virtual grid; the row holds the focus (table elements cannot be placed absolutely) */}
      <div role="rowheader" className="segment-number">
        {number}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a cell of the virtual grid; the row holds the focus (table elements cannot be placed absolutely) */}
      <div
        role="gridcell"
        className="segment-source"
        lang={sourceLanguage === 'auto' ? undefined : sourceLanguage}
        dir="auto"
      >
        <TaggedText text={segment.source} />
        {segment.terms.length > 0 && (
          <div className="segment-terms" data-testid="segment-terms">
            {segment.terms.map((term) => (
              <span key={term.source} className="segment-term">
                {term.source} → {term.doNotTranslate ? t('editor.keepTerm') : term.target}
              </span>
            ))}
          </div>
        )}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a cell of the virtual grid; the row holds the focus (table elements cannot be placed absolutely) */}
      <div role="gridcell" className="segment-target" lang={targetLanguage} dir="auto">
        {editing ? (
          <Input.TextArea
            ref={box}
            value={draft}
            autoSize={{ minRows: 1, maxRows: 12 }}
            onChange={(event) => handlers.onDraft(event.target.value)}
            onKeyDown={handlers.onEditorKeyDown}
            onBlur={() => handlers.onBlurEditor(index)}
            aria-label={t('editor.translationOf', { number })}
            data-testid="segment-editor-box"
          />
        ) : segment.translated ? (
          <TaggedText text={segment.target} />
        ) : (
          <span className="segment-empty">{t('editor.empty')}</span>
        )}
        <SegmentIssues issues={segment.issues} />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a cell of the virtual grid; the row holds the focus (table elements cannot be placed absolutely) */}
      <div role="gridcell" className="segment-status">
        <span
          title={t(`editor.status.${status}`)}
          aria-label={t(`editor.status.${status}`)}
          role="img"
          data-testid="segment-status"
        >
          {STATUS_ICONS[status]}
        </span>
        {segment.edited && <span className="segment-edited">{t('editor.edited')}</span>}
      </div>
    </div>
  );
});
