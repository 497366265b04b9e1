import { InboxOutlined } from '@ant-design/icons';
import { acceptList } from '@glossa/contracts/file-formats';
import { LIMITS } from '@glossa/contracts/limits';
import { App, Upload } from 'antd';
import { type DragEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize, isolate } from '../../../lib/file-size.ts';
import { checkFiles, type FileCheck } from '../check-files.ts';

/**
 * The drop zone for the one document to translate; checks count, size and type before accepting
 * it. `memberMaxBytes` is the larger limit a plan would give (only for a free user): the size
 * message then offers the upgrade.
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
  const { message } = App.useApp();
  // The picker lets one file through and the drop zone keeps only the first file of a drop, so
  // the files of a drop are counted here, just before the zone hands its first file on.
  const dropped = useRef<File[] | undefined>(undefined);
  const size = (bytes: number) => isolate(formatFileSize(bytes, language));

  const refusal = (check: Exclude<FileCheck, { ok: true }>) => {
    if (check.reason === 'count') return t('launcher.fileCountError', { max: check.max });
    if (check.reason === 'type') return t('launcher.fileTypeError', { types: check.types.join(', ') });
    return memberMaxBytes && memberMaxBytes > check.max
      ? t('launcher.fileSizeErrorUpgrade', { size: size(check.max), memberSize: size(memberMaxBytes) })
      : t('launcher.fileSizeError', { size: size(check.max) });
  };

  const onDropCapture = (event: DragEvent<HTMLDivElement>) => {
    dropped.current = [...event.dataTransfer.files];
    setTimeout(() => {
      dropped.current = undefined;
    });
  };

  return (
    <div onDropCapture={onDropCapture}>
      <Upload.Dragger
        accept={acceptList()}
        multiple={false}
        showUploadList={false}
        beforeUpload={(picked) => {
          const files = dropped.current ?? [picked];
          dropped.current = undefined;
          const check = checkFiles(files, { maxCount: LIMITS.uploadMaxFiles, maxBytes });
          if (!check.ok) {
            void message.error(refusal(check));
            return Upload.LIST_IGNORE;
          }
          onChoose(picked);
          return false;
        }}
        className="document-drop"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('launcher.documentPlaceholder')}</p>
        <p className="ant-upload-hint">{t('launcher.documentHint', { size: size(maxBytes) })}</p>
      </Upload.Dragger>
    </div>
  );
}
