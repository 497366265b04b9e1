import { ERRORS } from '@glossa/contracts/errors';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { accountRules } from './form-rules.ts';

interface CodeFieldProps {
  /** Checks the address field and sends the code; resolves to the seconds before a resend. */
  send: () => Promise<number>;
  label?: string;
}

/** The e-mail code input with its send button, which shows the resend countdown in seconds. */
export function CodeField({ send, label }: CodeFieldProps) {
  const { t } = useTranslation('account');
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const onSend = async () => {
    setSending(true);
    try {
      startCountdown(await send());
    } catch (error) {
      // The form or the toast already says what is wrong. A code sent moments ago (its answer
      // lost on the way, or another tab) is counted down like one sent now.
      if (error instanceof ApiError && error.code === ERRORS.codeResendTooSoon.code && error.retryAfterSeconds) {
        startCountdown(error.retryAfterSeconds);
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <Form.Item label={label ?? t('field.code')} required>
      <div className="code-row">
        <Form.Item name="code" noStyle rules={accountRules(t).code}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('placeholder.code')}
            aria-label={label ?? t('field.code')}
          />
        </Form.Item>
        <Button onClick={onSend} loading={sending} disabled={left > 0} data-testid="send-code">
          {left > 0 ? t('action.resendIn', { seconds: left }) : t('action.sendCode')}
        </Button>
      </div>
    </Form.Item>
  );
}
