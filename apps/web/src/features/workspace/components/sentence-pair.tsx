import { EditOutlined } from '@ant-design/icons';
import type { PreviewSentence } from '@glossa/contracts/chat';
import { Button, Flex, Input, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../lib/notices.tsx';
import { useEditSentence } from '../hooks/use-edit-sentence.ts';
import { AddTermButton } from './add-term-button.tsx';
import { ElsewhereOffer } from './elsewhere-offer.tsx';
import { RepeatOffer } from './repeat-offer.tsx';
import { SentenceChecks } from './sentence-checks.tsx';

/**
 * One source sentence and its translation in the version shown; the translation is edited in place
 * (never left empty), and the edit lands in that version's round of edits, which `onSaved` names.
 */
export function SentencePair({
  sentence,
  conversationId,
  versionId,
  sourceLanguage,
  targetLanguage,
  onSaved,
}: {
  sentence: PreviewSentence;
  conversationId: string;
  versionId: string | undefined;
  sourceLanguage: string;
  targetLanguage: string;
  onSaved: (versionId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const { message } = useNotices();
  const edit = useEditSentence(conversationId);
  const [draft, setDraft] = useState<string | undefined>();
  /** The edit just saved: offered to its repeats in this file (while any are left), and on asking, in the other files. */
  const [offer, setOffer] = useState<{ versionId: string; repeats: number } | undefined>();

  const save = () => {
    if (draft === undefined) return;
    if (!draft.trim()) return void message.error(t('edit.empty'));
    edit.mutate(
      { segmentId: sentence.segmentId, text: draft, before: sentence.target, versionId },
      {
        onSuccess: (saved) => {
          setDraft(undefined);
          setOffer({ versionId: saved.versionId, repeats: saved.repeats });
          onSaved(saved.versionId);
        },
      },
    );
  };

  return (
    <li className="sentence-pair" data-testid="sentence-pair">
      <div className="sentence-source" dir="auto" lang={sourceLanguage === 'auto' ? undefined : sourceLanguage}>
        {sentence.source}
      </div>
      {draft === undefined ? (
        <Flex align="start" gap={4}>
          <div className="sentence-target" dir="auto" lang={targetLanguage}>
            {sentence.target}
            {sentence.edited && (
              <Tag color="blue" style={{ marginInlineStart: 8 }}>
                {t('preview.edited')}
              </Tag>
            )}
          </div>
          <Tooltip title={t('edit.sentence')}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('edit.sentence')}
              onClick={() => setDraft(sentence.target)}
              data-testid="sentence-edit"
            />
          </Tooltip>
          {sourceLanguage !== 'auto' && (
            <AddTermButton sentence={sentence} sourceLanguage={sourceLanguage} targetLanguage={targetLanguage} />
          )}
        </Flex>
      ) : (
        <Flex vertical gap={8}>
          <Input.TextArea
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoSize={{ minRows: 2, maxRows: 8 }}
            aria-label={t('edit.label')}
            autoFocus
            data-testid="sentence-editor"
          />
          <Flex gap={8} justify="end">
            <Button size="small" onClick={() => setDraft(undefined)}>
              {t('cancel')}
            </Button>
            <Button size="small" type="primary" loading={edit.isPending} onClick={save} data-testid="sentence-save">
              {t('save')}
            </Button>
          </Flex>
        </Flex>
      )}
      {draft === undefined && <SentenceChecks issues={sentence.issues} />}
      {offer && offer.repeats > 0 && (
        <RepeatOffer
          conversationId={conversationId}
          versionId={offer.versionId}
          segmentId={sentence.segmentId}
          repeats={offer.repeats}
          onDone={() => setOffer({ ...offer, repeats: 0 })}
        />
      )}
      {offer && (
        <ElsewhereOffer
          conversationId={conversationId}
          versionId={offer.versionId}
          segmentId={sentence.segmentId}
          onDone={() => setOffer(undefined)}
        />
      )}
    </li>
  );
}
