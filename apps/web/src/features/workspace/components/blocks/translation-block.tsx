import { EyeOutlined } from '@ant-design/icons';
import type { Block } from '@glossa/contracts/chat';
import { App, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatApi } from '../../api/chat-api.ts';
import { useEditSentence } from '../../hooks/use-edit-sentence.ts';

type TranslationBlockValue = Extract<Block, { type: 'translation' }>;

/** Edits a one-sentence text translation in place (longer ones are edited sentence by sentence in the preview). */
function TranslationEditor({
  conversationId,
  content,
  onDone,
}: {
  conversationId: string;
  content: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const [text, setText] = useState(content);
  const edit = useEditSentence(conversationId);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!text.trim()) return void message.error(t('edit.empty'));
    setBusy(true);
    try {
      const page = await chatApi.preview(conversationId, 1, 1);
      const sentence = page.records[0];
      if (!sentence) return void message.error(t('edit.failed'));
      await edit.mutateAsync({ segmentId: sentence.segmentId, text, before: sentence.target });
      onDone();
    } catch {
      // The API error toast already says why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 2, maxRows: 12 }}
        aria-label={t('edit.label')}
        autoFocus
        data-testid="translation-editor"
      />
      <Flex gap={8} justify="end">
        <Button onClick={onDone}>{t('cancel')}</Button>
        <Button type="primary" loading={busy} onClick={() => void save()} data-testid="translation-save">
          {t('save')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** The translation: streamed text, or for documents the first sentences with a way to the full preview. */
export function TranslationBlock({
  block,
  conversationId,
  document,
  editing,
  onEditDone,
  onOpenPreview,
}: {
  block: TranslationBlockValue;
  conversationId: string;
  document: boolean;
  editing: boolean;
  onEditDone: () => void;
  onOpenPreview: () => void;
}) {
  const { t } = useTranslation('chat');
  if (editing) return <TranslationEditor conversationId={conversationId} content={block.content} onDone={onEditDone} />;
  return (
    <Flex vertical gap={8}>
      <div
        className="translation-text"
        dir="auto"
        lang={block.attributes.targetLanguage}
        data-testid="translation"
        data-quotable
      >
        {block.content}
      </div>
      {document && (
        <Flex align="center" gap={8} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('translation.sample', { count: block.attributes.segments })}
          </Typography.Text>
          <Button size="small" type="link" icon={<EyeOutlined />} onClick={onOpenPreview}>
            {t('preview.open')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
