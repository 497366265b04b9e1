import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/http.ts';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { accountApi } from '../api/account-api.ts';
import { useSignedInNavigation } from '../hooks/use-account.ts';
import { useSubmit } from '../hooks/use-submit.ts';
import { CodeField } from './code-field.tsx';
import { accountRules } from './form-rules.ts';
import { GoogleButton } from './google-button.tsx';
import { PasswordFields } from './password-fields.tsx';
import { TermsField } from './terms-field.tsx';

type Step = 'email' | 'password' | 'code' | 'register';

interface Values {
  email: string;
  password?: string;
  confirmPassword?: string;
  code?: string;
  agreed?: boolean;
}

/**
 * One form for sign-in and sign-up: the address first; `registerOrNot` then decides whether a
 * password (or a code) signs in, or a code and a new password create the account.
 */
export function SignInForm() {
  const { t } = useTranslation('account');
  const { locale } = useUiLocale();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState<Step>('email');
  const { busy, run } = useSubmit();
  const signedIn = useSignedInNavigation();
  const rules = accountRules(t);
  const email = () => String(form.getFieldValue('email') ?? '').trim();

  const checkAddress = async () => {
    try {
      const { registered } = await accountApi.registerOrNot(email());
      setStep(registered ? 'password' : 'register');
    } catch (error) {
      if (error instanceof ApiError) form.setFields([{ name: 'email', errors: [error.message] }]);
    }
  };

  const onFinish = (values: Values) =>
    run(async () => {
      if (step === 'email') return checkAddress();
      const address = values.email.trim();
      if (step === 'password') signedIn(await accountApi.login({ email: address, password: values.password }));
      if (step === 'code') signedIn(await accountApi.login({ email: address, code: values.code?.trim() }));
      if (step === 'register') {
        const { password = '', confirmPassword = '', code = '' } = values;
        signedIn(
          await accountApi.register({ email: address, code: code.trim(), password, confirmPassword, agreed: true }),
        );
      }
    });

  const sendCode = async () => {
    await form.validateFields(['email']);
    const { resendAfterSeconds } = await accountApi.sendCode(email(), step === 'register' ? 'register' : 'login');
    return resendAfterSeconds;
  };

  const termsAccepted = () =>
    form.validateFields(['agreed']).then(
      () => true,
      () => false,
    );

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy} size="large">
      <Form.Item name="email" label={t('field.email')} rules={rules.email}>
        <Input
          inputMode="email"
          autoComplete="email"
          placeholder={t('placeholder.email')}
          disabled={step !== 'email'}
        />
      </Form.Item>
      {step === 'register' && (
        <Alert type="info" showIcon title={t('notice.newAccount')} style={{ marginBlockEnd: 16 }} />
      )}
      {step === 'password' && (
        <Form.Item
          name="password"
          label={t('field.password')}
          rules={[{ required: true, message: t('rule.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      )}
      {(step === 'code' || step === 'register') && <CodeField send={sendCode} />}
      {step === 'register' && <PasswordFields />}
      <TermsField />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="account-submit">
        {t(step === 'email' ? 'action.continue' : step === 'register' ? 'action.signUp' : 'action.signIn')}
      </Button>
      <div className="auth-links" style={{ marginBlockStart: 16 }}>
        {step === 'email' ? (
          <Link to={localePath(locale, 'register')}>{t('action.createAccount')}</Link>
        ) : (
          <Button type="link" style={{ padding: 0 }} onClick={() => setStep('email')}>
            {t('action.changeEmail')}
          </Button>
        )}
        {step === 'password' && (
          <Button type="link" style={{ padding: 0 }} onClick={() => setStep('code')}>
            {t('action.useCode')}
          </Button>
        )}
        {step === 'code' && (
          <Button type="link" style={{ padding: 0 }} onClick={() => setStep('password')}>
            {t('action.usePassword')}
          </Button>
        )}
        <Link to={localePath(locale, 'forgetPwd')}>{t('action.forgotPassword')}</Link>
      </div>
      <GoogleButton termsAccepted={termsAccepted} />
    </Form>
  );
}
