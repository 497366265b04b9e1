import { DeleteOutlined, FileTextOutlined, LockOutlined, ReloadOutlined, SwapOutlined } from '@ant-design/icons';
import { ERRORS } from '@glossa/contracts/errors';
import { Alert, Button, Flex, Input, Progress, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileName } from '../../../components/file-name.tsx';
import { formatFileSize } from '../../../lib/file-size.ts';
import { SeePlansButton } from '../../plans/index.ts';
import { type EstimateChoice, useTranslationEstimate } from '../api/use-translation-estimate.ts';
import type { DocumentUpload } from '../hooks/use-document-upload.ts';
import { TranslationEstimate } from './translation-estimate.tsx';

/** Longest the facts of a read document wait for its estimate. */
const ESTIMATE_WAIT_MS = 5_000;

/** True once the estimate for `read` has settled, or it has been waited for long enough. */
function useEstimateSettled(read: object | undefined, settled: boolean): boolean {
  const [waited, setWaited] = useState<object | undefined>(undefined);
  useEffect(() => {
    if (!read || settled) return;
    const timer = setTimeout(() => setWaited(read), ESTIMATE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [read, settled]);
  return settled || (read !== undefined && waited === read);
}

function UnlockForm({ wrongPassword, onUnlock }: { wrongPassword: boolean; onUnlock: (password: string) => void }) {
  const { t } = useTranslation('chat');
  const [password, setPassword] = useState('');
  return (
    <Flex vertical gap={8}>
      <Alert
        type={wrongPassword ? 'error' : 'warning'}
        showIcon
        icon={<LockOutlined />}
        title={wrongPassword ? t('upload.wrongPassword') : t('upload.locked')}
      />
      <Space.Compact style={{ inlineSize: '100%' }}>
        <Input.Password
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onPressEnter={() => password && onUnlock(password)}
          placeholder={t('upload.passwordPlaceholder')}
          aria-label={t('upload.passwordPlaceholder')}
          autoComplete="off"
          data-testid="file-password"
        />
        <Button type="primary" disabled={!password} onClick={() => onUnlock(password)}>
          {t('upload.unlock')}
        </Button>
      </Space.Compact>
    </Flex>
  );
}

/**
 * A format of the member plans, refused for this plan: the plans that have it, or another file,
 * with no "Try again" that could not succeed.
 */
function MemberOnlyFormat({ fileName, onRemove }: { fileName: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const format = fileName.split('.').pop()?.toLowerCase() ?? '';
  return (
    <Alert
      type="warning"
      showIcon
      title={t('plan.memberOnlyTitle', { format })}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>{t('plan.memberOnlyText')}</Typography.Text>
          <Flex gap={8} wrap>
            <SeePlansButton type="primary" />
            <Button icon={<SwapOutlined />} onClick={onRemove} data-testid="choose-another-file">
              {t('plan.chooseAnother')}
            </Button>
          </Flex>
        </Flex>
      }
      data-testid="member-only-format"
    />
  );
}

/** The picked document: upload progress, its unlock form, what the server read in it, or why it failed. */
export function UploadedDocument({
  upload,
  language,
  languageName,
  onUnlock,
  onRetry,
  onRemove,
  choice,
}: {
  upload: Exclude<DocumentUpload, { status: 'empty' }>;
  /** The pair and precision chosen: what translating it would take is shown under what the server read. */
  choice: EstimateChoice;
  language: string;
  languageName: (code: string) => string;
  onUnlock: (password: string) => void;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('chat');
  const number = new Intl.NumberFormat(language);
  const read = upload.status === 'ready' ? upload.answer : undefined;
  const estimate = useTranslationEstimate(read?.fileId, choice.sourceLanguage, choice.targetLanguage, choice.precision);
  // What the server read and the estimate appear together: an estimate arriving later would move the
  // options and the Translate button under a pointer on its way to them (unless it takes too long).
  const answer = useEstimateSettled(read, estimate.status !== 'pending') ? read : undefined;
  return (
    <Flex vertical gap={12} className="document-chosen" data-testid="uploaded-document">
      <Flex align="center" gap={12}>
        <FileTextOutlined style={{ fontSize: 28 }} aria-hidden />
        <Flex vertical style={{ flex: 1, minInlineSize: 0 }}>
          <Typography.Text strong ellipsis>
            <FileName name={upload.file.name} />
          </Typography.Text>
          <Typography.Text type="secondary">
            <bdi>{formatFileSize(upload.file.size, language)}</bdi>
          </Typography.Text>
        </Flex>
        <Button type="text" icon={<DeleteOutlined />} aria-label={t('upload.remove')} onClick={onRemove} />
      </Flex>
      {(upload.status === 'uploading' || (read && !answer)) && (
        <Progress
          percent={upload.status === 'uploading' ? upload.percent : 100}
          size="small"
          aria-label={t('upload.uploading')}
        />
      )}
      {answer && (
        <Flex wrap gap={6} data-testid="upload-facts">
          <Tag>{t('upload.words', { count: answer.words, formatted: number.format(answer.words) })}</Tag>
          {answer.pages !== null && (
            <Tag>{t('upload.pages', { count: answer.pages, formatted: number.format(answer.pages) })}</Tag>
          )}
          <Tag>{t('upload.segments', { count: answer.segments, formatted: number.format(answer.segments) })}</Tag>
          {answer.detectedLanguage && (
            <Tag color="blue">{t('upload.detected', { language: languageName(answer.detectedLanguage) })}</Tag>
          )}
        </Flex>
      )}
      {answer && estimate.data && <TranslationEstimate estimate={estimate.data} language={language} />}
      {upload.status === 'locked' && <UnlockForm wrongPassword={upload.wrongPassword} onUnlock={onUnlock} />}
      {upload.status === 'failed' && upload.code === ERRORS.memberOnlyFormat.code && (
        <MemberOnlyFormat fileName={upload.file.name} onRemove={onRemove} />
      )}
      {upload.status === 'failed' && upload.code !== ERRORS.memberOnlyFormat.code && (
        <Alert
          type="error"
          showIcon
          title={upload.message}
          action={
            upload.retryable ? (
              <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
                {t('retry')}
              </Button>
            ) : upload.code === ERRORS.fileTooLarge.code ? (
              <SeePlansButton size="small" />
            ) : undefined
          }
        />
      )}
    </Flex>
  );
}
