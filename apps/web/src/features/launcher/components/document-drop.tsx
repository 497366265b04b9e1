import { DeleteOutlined, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { acceptList } from '@glossa/contracts/file-formats';
import { App, Button, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkFiles } from '../check-files.ts';

function formatSize(bytes: number, language: string): string {
  const megabytes = bytes / (1024 * 1024);
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(megabytes)} MB`;
}

/** The drop zone for the one document to translate; checks count, size and type before accepting it. */
export function DocumentDrop({
  file,
  onChange,
  maxBytes,
  language,
}: {
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  maxBytes: number;
  language: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  if (file) {
    return (
      <Flex align="center" gap={12} className="document-chosen">
        <FileTextOutlined style={{ fontSize: 28 }} />
        <Flex vertical style={{ flex: 1, minInlineSize: 0 }}>
          <Typography.Text strong ellipsis>
            {file.name}
          </Typography.Text>
          <Typography.Text type="secondary">{formatSize(file.size, language)}</Typography.Text>
        </Flex>
        <Button
          type="text"
          icon={<DeleteOutlined />}
          aria-label={t('launcher.removeFile')}
          onClick={() => onChange(undefined)}
        />
      </Flex>
    );
  }

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
        onChange(picked);
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
