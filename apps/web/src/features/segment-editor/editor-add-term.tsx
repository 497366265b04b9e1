import { BookOutlined } from '@ant-design/icons';
import type { EditorSegment } from '@glossa/contracts/chat';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddTermDialog } from '../term-base/index.ts';
import { plainText } from './tag-text.ts';

/** The words selected in the source or the translation column of the editor, if any. */
function selectedIn(column: '.segment-source' | '.segment-target'): string | undefined {
  const selection = window.getSelection();
  const anchor = selection?.anchorNode;
  const element = anchor instanceof Element ? anchor : anchor?.parentElement;
  const text = selection?.toString().trim();
  return text && element?.closest(column) ? text : undefined;
}

/**
 * A source and target pair into a term base in one step: the words selected in the source and the
 * translation, else the current segment's whole texts, prefilled in the term base's dialog.
 */
export function EditorAddTerm({
  segment,
  sourceLanguage,
  targetLanguage,
}: {
  segment: EditorSegment | undefined;
  sourceLanguage: string;
  targetLanguage: string;
}) {
  const { t } = useTranslation('termbase');
  const [picked, setPicked] = useState<{ source?: string; target?: string }>({});
  const [terms, setTerms] = useState<{ source: string; target: string } | undefined>();
  // Read as the pointer goes down, before the click moves the selection away.
  const remember = () => setPicked({ source: selectedIn('.segment-source'), target: selectedIn('.segment-target') });
  return (
    <>
      <Button
        icon={<BookOutlined />}
        disabled={!segment || sourceLanguage === 'auto'}
        onMouseDown={remember}
        onClick={() => {
          if (!segment) return;
          setTerms({
            source: picked.source ?? plainText(segment.source),
            target: picked.target ?? plainText(segment.target),
          });
          setPicked({});
        }}
        data-testid="editor-add-term"
      >
        {t('fromSentence.action')}
      </Button>
      {terms && (
        <AddTermDialog open {...terms} {...{ sourceLanguage, targetLanguage }} onClose={() => setTerms(undefined)} />
      )}
    </>
  );
}
