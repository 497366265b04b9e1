import { EditOutlined } from '@ant-design/icons';
import type { PreviewSentence } from '@glossa/contracts/chat';
import { Button, Flex, Input, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../lib/notices.tsx';
import { useEditSentence } from '../hooks/use-edit-sentence.ts';

/** One source sentence and its translation; the translation is edited in place (never left empty). */
export function SentencePair({
  sentence,
  conversationId,
  sourceLanguage,
  targetLanguage,
}: {
  sentence: PreviewSentence;
  conversationId: string;
  sourceLanguage: string;
  targetLanguage: string;
}) {
  const { t } = useTranslation('chat');
  const { message } = useNotices();
  const edit = useEditSentence(conversationId);
  const [draft, setDraft] = useState<string | undefined>();

  const save = () => {
    if (draft === undefined) return;
    if (!draft.trim()) return void message.error(t('edit.empty'));
    edit.mutate(
      { segmentId: sentence.segmentId, text: draft, before: sentence.target },
      { onSuccess: () => setDraft(undefined) },
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
    </li>
  );
}
