import { InboxOutlined } from '@ant-design/icons';
import { acceptList } from '@glossa/contracts/file-formats';
import { App, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkFiles } from '../check-files.ts';
import { formatSize } from './uploaded-document.tsx';

/** The drop zone for the one document to translate; checks count, size and type before accepting it. */
export function DocumentDrop({
  onChoose,
  maxBytes,
  language,
}: {
  onChoose: (file: File) => void;
  maxBytes: number;
  language: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  return (
    <Upload.Dragger
      accept={acceptList()}
      multiple={false}
      showUploadList={false}
      beforeUpload={(picked, list) => {
        // antd calls this once per file; judge the whole drop once, on its first file.
        if (picked !== list[0]) return Upload.LIST_IGNORE;
        const check = checkFiles(list, { maxCount: 1, maxBytes });
        if (!check.ok) {
          const text =
            check.reason === 'count'
              ? t('launcher.fileCountError', { max: check.max })
              : check.reason === 'size'
                ? t('launcher.fileSizeError', { max: check.max })
                : t('launcher.fileTypeError', { types: check.types.join(', ') });
          void message.error(text);
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
      <p className="ant-upload-hint">{t('launcher.documentHint', { size: formatSize(maxBytes, language) })}</p>
    </Upload.Dragger>
  );
}
