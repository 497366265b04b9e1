import { DisconnectOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../lib/notices.tsx';
import type { ConnectionLoss } from '../hooks/use-conversation-stream.ts';

/** Whole seconds until `at` (at least 1), counted down while the line is on screen. */
function useSecondsUntil(at: number | 'now' | undefined): number {
  const left = () => (typeof at === 'number' ? Math.max(1, Math.ceil((at - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `at`, the one input.
  useEffect(() => {
    if (typeof at !== 'number') return;
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 250);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}

/**
 * The line under the answer being written while the server cannot be reached: why ("Connection
 * lost", "You are offline", "The server is not answering"), when the next attempt is ("retrying in
 * 5 s") and Retry now. `refused` adds why an action just pressed (Stop) was not sent.
 */
export function ConnectionStatus({
  loss,
  onRetryNow,
  refused,
}: {
  loss: ConnectionLoss;
  onRetryNow: () => void;
  refused: boolean;
}) {
  const { t } = useTranslation('chat');
  const seconds = useSecondsUntil(loss.retryAt);
  const waiting = typeof loss.retryAt === 'number';
  const line = (
    <span className="connection-status-line">
      <span>{t(`stream.lost.${loss.reason}`)}</span>
      {loss.retryAt !== undefined && (
        <>
          <span aria-hidden> · </span>
          {/* The seconds are not read out one by one: the reason and the refusal are. */}
          <span aria-live="off" data-testid="connection-retry">
            {waiting ? t('stream.retryIn', { seconds }) : t('stream.reconnecting')}
          </span>
        </>
      )}
    </span>
  );
  return (
    <Alert
      type="warning"
      role="status"
      showIcon
      icon={<DisconnectOutlined />}
      className="connection-status"
      data-testid="connection-status"
      data-reason={loss.reason}
      title={line}
      description={refused ? t('stream.needsConnection') : undefined}
      action={
        waiting ? (
          <Button size="small" onClick={onRetryNow} data-testid="connection-retry-now">
            {t('stream.retryNow')}
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * Once the connection is back after it was lost: a toast says so, and what the page failed to
 * load meanwhile (the language names, a preview page) is asked for again.
 */
export function useConnectionBack(loss: ConnectionLoss | undefined): void {
  const { t } = useTranslation('chat');
  const { message } = useNotices();
  const queryClient = useQueryClient();
  const lost = useRef(false);
  useEffect(() => {
    if (loss) lost.current = true;
    else if (lost.current) {
      lost.current = false;
      void message.success({ content: t('stream.back'), key: 'connection-back' });
      void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
    }
  }, [loss, message, queryClient, t]);
}
