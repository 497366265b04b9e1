import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { localePath } from '../../../lib/locale-path.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { accountApi } from '../api/account-api.ts';
import { useSubmit } from '../hooks/use-submit.ts';
import { CodeField } from './code-field.tsx';
import { accountRules } from './form-rules.ts';
import { PasswordFields } from './password-fields.tsx';

interface Values {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** `/forgetPwd`: a code to the address, a new password twice; then sign in again. */
export function ForgetPasswordForm() {
  const { t } = useTranslation('account');
  const { locale } = useUiLocale();
  const { message } = useNotices();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { busy, run } = useSubmit();

  const sendCode = async () => {
    await form.validateFields(['email']);
    const email = String(form.getFieldValue('email')).trim();
    return (await accountApi.sendCode(email, 'reset')).resendAfterSeconds;
  };

  const onFinish = (values: Values) =>
    run(async () => {
      await accountApi.resetPasswordWithCode({
        email: values.email.trim(),
        code: values.code.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      void message.success(t('notice.signInAgain'));
      navigate(localePath(locale, 'login'));
    });

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy} size="large">
      <Form.Item name="email" label={t('field.email')} rules={accountRules(t).email}>
        <Input inputMode="email" autoComplete="email" placeholder={t('placeholder.email')} />
      </Form.Item>
      <CodeField send={sendCode} />
      <PasswordFields label={t('field.newPassword')} />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="account-submit">
        {t('action.resetPassword')}
      </Button>
      <div className="auth-links" style={{ marginBlockStart: 16 }}>
        <Link to={localePath(locale, 'login')}>{t('action.backToSignIn')}</Link>
      </div>
    </Form>
  );
}
