import { email } from '@glossa/contracts/account-requests';
import type { EnterpriseContactRequest } from '@glossa/contracts/combo-requests';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../lib/notices.tsx';
import { schemaRule } from '../../../lib/schema-rule.ts';
import { plansApi } from '../api/plans-api.ts';

/** The enterprise plan's contact form: the request reaches the operators (stored and e-mailed). */
export function EnterpriseDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('plans');
  const { t: ta } = useTranslation('account');
  const { message } = useNotices();
  const [form] = Form.useForm<EnterpriseContactRequest>();
  const send = useMutation({
    mutationFn: plansApi.enterpriseContact,
    onSuccess: () => {
      void message.success(t('enterprise.sent'));
      onClose();
    },
  });
  const required = (text: string) => [{ required: true, whitespace: true, message: text }];
  return (
    <Modal
      open
      centered
      title={t('enterprise.title')}
      okText={t('enterprise.send')}
      cancelText={ta('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={send.isPending}
      okButtonProps={{ 'data-testid': 'enterprise-send' }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('enterprise.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => send.mutate(values)} data-testid="enterprise-form">
        <Form.Item name="name" label={t('enterprise.name')} rules={required(t('enterprise.nameRequired'))}>
          <Input maxLength={100} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('enterprise.email')}
          rules={[
            { required: true, message: ta('rule.emailRequired') },
            schemaRule(email, () => ta('rule.emailInvalid')),
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="company" label={t('enterprise.company')} rules={required(t('enterprise.companyRequired'))}>
          <Input maxLength={200} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="message" label={t('enterprise.message')} rules={required(t('enterprise.messageRequired'))}>
          <Input.TextArea rows={4} maxLength={4000} placeholder={t('enterprise.messagePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
