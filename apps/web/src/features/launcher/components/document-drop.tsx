import { InboxOutlined } from '@ant-design/icons';
import { acceptList } from '@glossa/contracts/file-formats';
import { LIMITS } from '@glossa/contracts/limits';
import { Typography } from 'antd';
import { type ChangeEvent, type DragEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatFileSize, isolate } from '../../../lib/file-size.ts';
import { localePath } from '../../../lib/locale-path.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { checkFiles, type FileCheck } from '../check-files.ts';

/**
 * The drop zone for the one document to translate; checks count, size and type before accepting
 * it. `memberMaxBytes` is the larger limit a plan would give (only for a free user): the size
 * message then offers the upgrade, with the way to the plans page.
 */
export function DocumentDrop({
  onChoose,
  maxBytes,
  memberMaxBytes,
  language,
}: {
  onChoose: (file: File) => void;
  maxBytes: number;
  memberMaxBytes?: number;
  language: string;
}) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('plans');
  const { message } = useNotices();
  const { locale } = useUiLocale();
  const navigate = useNavigate();
  const size = (bytes: number) => isolate(formatFileSize(bytes, language));

  const refuse = (check: Exclude<FileCheck, { ok: true }>) => {
    if (check.reason === 'count') return void message.error(t('launcher.fileCountError', { max: check.max }));
    if (check.reason === 'type') {
      return void message.error(t('launcher.fileTypeError', { types: check.types.join(', ') }));
    }
    if (!memberMaxBytes || memberMaxBytes <= check.max) {
      return void message.error(t('launcher.fileSizeError', { size: size(check.max) }));
    }
    // The toast lives outside the router (the notices' holder): the link navigates through this component.
    const plans = localePath(locale, 'plans');
    const key = 'file-size-upgrade';
    void message.error({
      key,
      duration: 8,
      content: (
        <span data-testid="file-size-upgrade">
          {t('launcher.fileSizeErrorUpgrade', { size: size(check.max), memberSize: size(memberMaxBytes) })}{' '}
          <Typography.Link
            href={plans}
            onClick={(event) => {
              event.preventDefault();
              message.destroy(key);
              navigate(plans);
            }}
          >
            {tp('limits.seePlans')}
          </Typography.Link>
        </span>
      ),
    });
  };

  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  /** Every file of a drop is counted (the count message of docs/product.md §5.3); one picked file goes on. */
  const take = (files: File[]) => {
    const first = files[0];
    if (!first) return;
    const check = checkFiles(files, { maxCount: LIMITS.uploadMaxFiles, maxBytes });
    if (!check.ok) return refuse(check);
    onChoose(first);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };
  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    take([...(event.target.files ?? [])]);
    // The same file chosen again after a refusal is a new choice.
    event.target.value = '';
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    input.current?.click();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a drop target holding three lines of text is not a plain button.
    <div
      role="button"
      tabIndex={0}
      className={`document-drop${dragging ? ' document-drop-dragging' : ''}`}
      onClick={(event) => {
        // The picker's own click comes back through here.
        if (event.target !== input.current) input.current?.click();
      }}
      onKeyDown={onKeyDown}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <input ref={input} type="file" accept={acceptList()} hidden onChange={onPicked} tabIndex={-1} />
      <p className="document-drop-icon">
        <InboxOutlined />
      </p>
      <p className="document-drop-text">{t('launcher.documentPlaceholder')}</p>
      <p className="document-drop-hint">{t('launcher.documentHint', { size: size(maxBytes) })}</p>
    </div>
  );
}
