import { EyeOutlined } from '@ant-design/icons';
import type { Block, ParsingAttributes } from '@glossa/contracts/chat';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import { useNotices } from '../../../../lib/notices.tsx';
import { chatApi } from '../../api/chat-api.ts';
import { useEditSentence } from '../../hooks/use-edit-sentence.ts';
import { DocumentCoverage } from './document-coverage.tsx';
import { TermUseLine } from './term-use-line.tsx';

type TranslationBlockValue = Extract<Block, { type: 'translation' }>;

/** Edits a one-sentence text translation in place (longer ones are edited sentence by sentence in the preview). */
function TranslationEditor({
  conversationId,
  versionId,
  content,
  onDone,
}: {
  conversationId: string;
  versionId: string | undefined;
  content: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('chat');
  const { message } = useNotices();
  const [text, setText] = useState(content);
  const edit = useEditSentence(conversationId);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!text.trim()) return void message.error(t('edit.empty'));
    setBusy(true);
    try {
      const page = await chatApi.preview(conversationId, 1, 1, undefined, versionId);
      const sentence = page.records[0];
      if (!sentence) return void message.error(t('edit.failed'));
      await edit.mutateAsync({ segmentId: sentence.segmentId, text, before: sentence.target, versionId });
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

/**
 * What the file held (pages when the format has them, words), as label and number pairs; with an
 * engine that counts tokens, the tokens the run used beside the estimate shown before it started.
 */
function DocumentFacts({ facts, language }: { facts: ParsingAttributes; language: string }) {
  const { t } = useTranslation('chat');
  const number = new Intl.NumberFormat(language);
  const used = facts.tokens ? facts.tokens.prompt + facts.tokens.answer : 0;
  const items = [
    ...(facts.pages === null ? [] : [{ key: 'pages', label: t('parsing.pages'), value: facts.pages }]),
    { key: 'words', label: t('parsing.words'), value: facts.words },
    ...(facts.tokens && used > 0
      ? [
          {
            key: 'tokens',
            label: t('parsing.tokens'),
            value: used,
            note: t('parsing.tokensEstimated', { formatted: number.format(facts.tokens.estimated) }),
          },
        ]
      : []),
  ];
  return (
    <dl className="document-facts">
      {items.map((item) => (
        <div key={item.key} data-testid={`document-fact-${item.key}`}>
          <dt>{item.label}</dt>
          <dd>
            {number.format(item.value)}
            {'note' in item && <span className="document-fact-note">{item.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A document turn's summary card: what the file held, the first paragraphs of the translation
 * (headings and lists kept), and the way to the whole of it in the preview. It names no count
 * of sentences: before any is translated it only offers the preview.
 */
function DocumentSummary({
  block,
  facts,
  language,
  onOpenPreview,
}: {
  block: TranslationBlockValue;
  facts: ParsingAttributes | undefined;
  language: string;
  onOpenPreview: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Flex vertical gap={12} className="document-summary" data-testid="document-summary">
      {facts && <DocumentFacts facts={facts} language={language} />}
      {facts?.coverage && <DocumentCoverage coverage={facts.coverage} language={language} />}
      {block.content && (
        <>
          <div
            className="document-sample"
            dir="auto"
            lang={block.attributes.targetLanguage}
            data-testid="translation"
            data-quotable
          >
            <Markdown>{block.content}</Markdown>
          </div>
          <Typography.Text type="secondary" className="document-sample-caption">
            {t('translation.beginning')}
          </Typography.Text>
        </>
      )}
      <div>
        <Button icon={<EyeOutlined />} onClick={onOpenPreview} data-testid="open-full-translation">
          {t('translation.openFull')}
        </Button>
      </div>
    </Flex>
  );
}

/** Which version of the translation an answer shows, once there is more than one. */
function VersionCaption({ number }: { number: number }) {
  const { t } = useTranslation('chat');
  return (
    <Typography.Text type="secondary" className="translation-version" data-testid="translation-version">
      {t('versions.name', { number })}
    </Typography.Text>
  );
}

/** The translation: streamed text, or for documents a summary card with a way to the full preview. */
export function TranslationBlock({
  block,
  conversationId,
  document,
  facts,
  language,
  editing,
  onEditDone,
  onOpenPreview,
}: {
  block: TranslationBlockValue;
  conversationId: string;
  document: boolean;
  facts?: ParsingAttributes;
  language: string;
  editing: boolean;
  onEditDone: () => void;
  onOpenPreview: () => void;
}) {
  if (editing) {
    return (
      <TranslationEditor
        conversationId={conversationId}
        versionId={block.attributes.versionId}
        content={block.content}
        onDone={onEditDone}
      />
    );
  }
  const { terms, sourceLanguage, targetLanguage, version } = block.attributes;
  return (
    <>
      {document ? (
        <DocumentSummary block={block} facts={facts} language={language} onOpenPreview={onOpenPreview} />
      ) : (
        <div className="translation-text" dir="auto" lang={targetLanguage} data-testid="translation" data-quotable>
          {block.content}
        </div>
      )}
      {terms && <TermUseLine terms={terms} languages={[sourceLanguage, targetLanguage]} />}
      {version !== undefined && version > 1 && <VersionCaption number={version} />}
    </>
  );
}
