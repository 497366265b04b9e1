import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../../lib/locale-path.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { accountApi } from '../api/account-api.ts';
import { useSignedInNavigation } from '../hooks/use-account.ts';
import { useSubmit } from '../hooks/use-submit.ts';
import { CodeField } from './code-field.tsx';
import { accountRules } from './form-rules.ts';
import { GoogleButton } from './google-button.tsx';
import { PasswordFields } from './password-fields.tsx';
import { TermsField } from './terms-field.tsx';

interface Values {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  agreed: boolean;
}

/** `/register`: address, its code, a password twice, the terms. A known address is told to sign in. */
export function RegisterForm() {
  const { t } = useTranslation('account');
  const { locale } = useUiLocale();
  const { message } = useNotices();
  const [form] = Form.useForm<Values>();
  const { busy, run } = useSubmit();
  const signedIn = useSignedInNavigation();
  const email = () => String(form.getFieldValue('email') ?? '').trim();

  const sendCode = async () => {
    await form.validateFields(['email']);
    const { registered } = await accountApi.registerOrNot(email());
    if (registered) {
      form.setFields([{ name: 'email', errors: [t('notice.alreadyRegistered')] }]);
      void message.info(t('notice.alreadyRegistered'));
      throw new Error('registered');
    }
    return (await accountApi.sendCode(email(), 'register')).resendAfterSeconds;
  };

  const onFinish = (values: Values) =>
    run(async () =>
      signedIn(
        await accountApi.register({
          email: values.email.trim(),
          code: values.code.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          agreed: values.agreed,
        }),
      ),
    );

  const termsAccepted = () =>
    form.validateFields(['agreed']).then(
      () => true,
      () => false,
    );

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy} size="large">
      <Form.Item name="email" label={t('field.email')} rules={accountRules(t).email}>
        <Input inputMode="email" autoComplete="email" placeholder={t('placeholder.email')} />
      </Form.Item>
      <CodeField send={sendCode} />
      <PasswordFields />
      <TermsField />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="account-submit">
        {t('action.signUp')}
      </Button>
      <div className="auth-links" style={{ marginBlockStart: 16 }}>
        <Link to={localePath(locale, 'login')}>{t('action.haveAccount')}</Link>
      </div>
      <GoogleButton termsAccepted={termsAccepted} />
    </Form>
  );
}
