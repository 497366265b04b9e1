import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../api/account-api.ts';
import { useSignOut } from '../hooks/use-account.ts';
import { useSubmit } from '../hooks/use-submit.ts';
import { CodeField } from './code-field.tsx';
import { accountRules } from './form-rules.ts';

/** Change the e-mail: a code goes to the new address; afterwards every session ends. */
export function EmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ email: string; code: string }>();
  const { busy, run } = useSubmit();
  const signOut = useSignOut();
  const sendCode = async () => {
    await form.validateFields(['email']);
    return (await accountApi.alertEmail(String(form.getFieldValue('email')).trim())).resendAfterSeconds;
  };
  const onOk = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    await run(async () => {
      await accountApi.resetEmail({ email: values.email.trim(), code: values.code.trim() });
      onClose();
      await signOut(true);
    });
  };
  return (
    <Modal
      open={open}
      title={t('profile.changeEmail')}
      onCancel={onClose}
      onOk={onOk}
      okText={t('action.save')}
      cancelText={t('action.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('profile.emailHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item name="email" label={t('field.newEmail')} rules={accountRules(t).email}>
          <Input inputMode="email" autoComplete="email" />
        </Form.Item>
        <CodeField send={sendCode} />
      </Form>
    </Modal>
  );
}
