import { BookOutlined } from '@ant-design/icons';
import type { PreviewSentence } from '@glossa/contracts/chat';
import { Button, Tooltip } from 'antd';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddTermDialog } from '../../term-base/index.ts';

/** The words selected in one part of this sentence pair (`.sentence-source` or `.sentence-target`), if any. */
function selectedIn(pair: Element | null, part: string): string | undefined {
  const selection = window.getSelection();
  const anchor = selection?.anchorNode;
  const element = anchor instanceof Element ? anchor : anchor?.parentElement;
  const text = selection?.toString().trim();
  return text && pair && element?.closest(part) && pair.contains(element) ? text : undefined;
}

/**
 * Adds a term from a sentence pair to a term base in one step: the words selected in the source
 * or the translation, else the whole sentence, prefilled.
 */
export function AddTermButton({
  sentence,
  sourceLanguage,
  targetLanguage,
}: {
  sentence: PreviewSentence;
  sourceLanguage: string;
  targetLanguage: string;
}) {
  const { t } = useTranslation('termbase');
  const [terms, setTerms] = useState<{ source: string; target: string } | undefined>();
  // Read as the pointer goes down, before the click moves the focus (and the selection) away.
  const [picked, setPicked] = useState<{ source?: string; target?: string }>({});
  const remember = (event: MouseEvent) => {
    const pair = event.currentTarget.closest('.sentence-pair');
    setPicked({ source: selectedIn(pair, '.sentence-source'), target: selectedIn(pair, '.sentence-target') });
  };
  return (
    <>
      <Tooltip title={t('fromSentence.action')}>
        <Button
          type="text"
          size="small"
          icon={<BookOutlined />}
          aria-label={t('fromSentence.action')}
          onMouseDown={remember}
          onClick={() => {
            setTerms({ source: picked.source ?? sentence.source, target: picked.target ?? sentence.target });
            setPicked({});
          }}
          data-testid="sentence-add-term"
        />
      </Tooltip>
      {/* Mounted while open only: the pairs of a page do not each ask for the term bases. */}
      {terms && (
        <AddTermDialog
          open
          source={terms.source}
          target={terms.target}
          sourceLanguage={sourceLanguage}
          targetLanguage={targetLanguage}
          onClose={() => setTerms(undefined)}
        />
      )}
    </>
  );
}
