import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountRules } from './form-rules.ts';

/** A new password and its confirmation. */
export function PasswordFields({ label }: { label?: string }) {
  const { t } = useTranslation('account');
  const rules = accountRules(t);
  return (
    <>
      <Form.Item name="password" label={label ?? t('field.password')} rules={rules.password} hasFeedback>
        <Input.Password autoComplete="new-password" placeholder={t('placeholder.password')} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('field.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirm()}
        hasFeedback
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
