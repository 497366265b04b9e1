import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import type { ProgressAttributes } from '@glossa/contracts/chat';
import { LIMITS } from '@glossa/contracts/limits';
import { Button, Flex, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function formatEta(seconds: number, language: string): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return new Intl.NumberFormat(language, { style: 'unit', unit: 'second' }).format(seconds);
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'minute' }).format(
    minutes + (seconds % 60 >= 30 ? 1 : 0),
  );
}

/** Live progress of a job: percent, segments done, time left, and pause or resume (a failed job resumes too). */
export function ProgressBlock({
  attributes,
  language,
  onPause,
  onResume,
  busy,
}: {
  attributes: ProgressAttributes;
  language: string;
  onPause: () => void;
  onResume: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('chat');
  const { state, done, total, percent, etaSeconds } = attributes;
  const active = state === 'running' || state === 'queued';
  const number = new Intl.NumberFormat(language);
  const status = state === 'failed' || state === 'cancelled' ? 'exception' : state === 'done' ? 'success' : 'active';
  return (
    <Flex vertical gap={4} className="progress-block" data-testid="job-progress" data-state={state}>
      <Flex align="center" gap={12}>
        <Progress
          percent={percent}
          status={status}
          style={{ flex: 1, marginBlock: 0 }}
          aria-label={t('progress.label')}
        />
        {active && (
          <Button size="small" icon={<PauseOutlined />} onClick={onPause} loading={busy} data-testid="job-pause">
            {t('progress.pause')}
          </Button>
        )}
        {(state === 'paused' || state === 'failed') && (
          <Button
            size="small"
            type="primary"
            icon={<CaretRightOutlined />}
            onClick={onResume}
            loading={busy}
            data-testid="job-resume"
          >
            {t('progress.resume')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary" className="progress-caption" aria-live="polite">
        {t(`progress.state.${state}`)}
        {' · '}
        {t('progress.segments', { done: number.format(done), total: number.format(total), count: total })}
        {active && etaSeconds !== null ? ` · ${t('progress.eta', { time: formatEta(etaSeconds, language) })}` : ''}
      </Typography.Text>
    </Flex>
  );
}

/**
 * A text's progress: none while it is quick. The bar and Pause appear only once the work has run
 * for `LIMITS.quietProgressMs` (a long text), and go when it is done; a paused or failed one shows
 * at once, for its Resume.
 */
export function QuietProgress(props: Parameters<typeof ProgressBlock>[0]) {
  const { state } = props.attributes;
  const active = state === 'running' || state === 'queued';
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setLate(true), LIMITS.quietProgressMs);
    return () => clearTimeout(timer);
  }, [active]);
  if (state === 'done' || (active && !late)) return null;
  return <ProgressBlock {...props} />;
}
