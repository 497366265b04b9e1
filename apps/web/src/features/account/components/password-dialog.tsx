import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../api/account-api.ts';
import { useSignOut } from '../hooks/use-account.ts';
import { useSubmit } from '../hooks/use-submit.ts';
import { accountRules } from './form-rules.ts';
import { PasswordFields } from './password-fields.tsx';

interface Values {
  oldPassword?: string;
  password: string;
  confirmPassword: string;
}

/** Set a first password, or change it (the current one is then required); then sign in again. */
export function PasswordDialog({
  open,
  hasPassword,
  onClose,
}: {
  open: boolean;
  hasPassword: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<Values>();
  const { busy, run } = useSubmit();
  const signOut = useSignOut();
  const onOk = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    await run(async () => {
      await accountApi.changePassword(values);
      onClose();
      await signOut(true);
    });
  };
  return (
    <Modal
      open={open}
      title={t(hasPassword ? 'profile.changePassword' : 'profile.setPassword')}
      onCancel={onClose}
      onOk={onOk}
      okText={t('action.save')}
      cancelText={t('action.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('profile.signInAgainHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        {hasPassword && (
          <Form.Item name="oldPassword" label={t('field.oldPassword')} rules={accountRules(t).oldPassword}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <PasswordFields label={t('field.newPassword')} />
      </Form>
    </Modal>
  );
}
