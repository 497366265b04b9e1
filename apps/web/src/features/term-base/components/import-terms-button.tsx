import { UploadOutlined } from '@ant-design/icons';
import { type ImportReport, TERM_BASE_LIMITS } from '@glossa/contracts/term-base';
import { Button, Flex, List, Modal, Statistic, Tooltip, Typography } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { useImportTerms } from '../hooks/use-term-bases.ts';

const ACCEPT = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';
const CSV_NAME = /\.(csv|tsv|txt)$/i;
const MAX_MB = TERM_BASE_LIMITS.csvMaxBytes / (1024 * 1024);

/** What the import did: counts, then the rows it skipped with their line and reason. */
function ImportResult({ report, onClose }: { report: ImportReport | undefined; onClose: () => void }) {
  const { t } = useTranslation('termbase');
  const hidden = report ? report.skippedCount - report.skipped.length : 0;
  return (
    <Modal
      open={report !== undefined}
      title={t('transfer.resultTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} autoFocus>
          {t('transfer.close')}
        </Button>
      }
    >
      {report && (
        <Flex vertical gap={16} data-testid="termbase-import-result">
          <Flex gap={32} wrap>
            <Statistic title={t('transfer.added')} value={report.added} />
            <Statistic title={t('transfer.updated')} value={report.updated} />
            <Statistic title={t('transfer.skipped')} value={report.skippedCount} />
          </Flex>
          {report.skipped.length > 0 && (
            <List
              size="small"
              bordered
              header={<Typography.Text strong>{t('transfer.skippedRows')}</Typography.Text>}
              dataSource={report.skipped}
              style={{ maxBlockSize: 260, overflowY: 'auto' }}
              renderItem={(row) => (
                <List.Item>
                  <Typography.Text type="secondary">{t('transfer.line', { line: row.line })}</Typography.Text>
                  <Typography.Text ellipsis style={{ flex: 1, marginInline: 12 }}>
                    {row.source}
                  </Typography.Text>
                  <Typography.Text>{t(`transfer.reason.${row.reason}`)}</Typography.Text>
                </List.Item>
              )}
              footer={hidden > 0 ? t('transfer.more', { count: hidden }) : undefined}
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}

/** Imports a CSV file the user picks into a term base and reports the outcome. */
export function ImportTermsButton({ termBaseId }: { termBaseId: string }) {
  const { t } = useTranslation('termbase');
  const { message } = useNotices();
  const input = useRef<HTMLInputElement>(null);
  const importTerms = useImportTerms();
  const [report, setReport] = useState<ImportReport>();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!CSV_NAME.test(file.name)) return void message.error(t('transfer.notCsv'));
    if (file.size > TERM_BASE_LIMITS.csvMaxBytes) return void message.error(t('transfer.tooLarge', { max: MAX_MB }));
    try {
      setReport(await importTerms.mutateAsync({ termBaseId, csv: await file.text() }));
    } catch (error) {
      if (error instanceof ApiError && error.message) void message.error(error.message);
    }
  };

  return (
    <>
      <Tooltip title={t('transfer.formatHint')}>
        <Button
          icon={<UploadOutlined />}
          loading={importTerms.isPending}
          onClick={() => input.current?.click()}
          data-testid="termbase-import"
        >
          {t('transfer.import')}
        </Button>
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label={t('transfer.chooseFile')}
        onChange={(event) => void onFile(event)}
        data-testid="termbase-import-file"
      />
      <ImportResult report={report} onClose={() => setReport(undefined)} />
    </>
  );
}
