import { Alert } from 'antd';
import type { CSSProperties } from 'react';

/**
 * Why a checkout could not be opened, where the buyer clicked Pay, in their language (the
 * server's message: Stripe unreachable, nothing charged, try again; or the order is being paid).
 * It stays until the next try, unlike a toast.
 */
export function PayFailure({
  error,
  onClose,
  style,
}: {
  error: Error | null;
  onClose?: () => void;
  style?: CSSProperties;
}) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={error.message}
      closable={Boolean(onClose)}
      onClose={onClose}
      role="alert"
      style={style}
      data-testid="pay-failure"
    />
  );
}
