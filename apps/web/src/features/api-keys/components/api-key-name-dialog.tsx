import { API_KEY_LIMITS } from '@glossa/contracts/api-keys';
import { apiKeyName } from '@glossa/contracts/api-keys-requests';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/schema-rule.ts';
import { useSubmit } from '../../account/index.ts';

interface NameDialogProps {
  /** 'create' asks for a new key's name; 'rename' starts from the key's own. */
  mode: 'create' | 'rename';
  initialName?: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}

/** The name of a key, asked when it is made or renamed; the server's own rule (1-60 characters). */
export function ApiKeyNameDialog({ mode, initialName = '', onClose, onSubmit }: NameDialogProps) {
  const { t } = useTranslation('apikeys');
  const { t: te } = useTranslation('errors');
  const [form] = Form.useForm<{ name: string }>();
  const { busy, run } = useSubmit();
  const nameRule = te('apiKeyNameInvalid', { max: API_KEY_LIMITS.nameMaxLength });
  const submit = ({ name }: { name: string }) => run(() => onSubmit(name.trim()));
  return (
    <Modal
      open
      title={t(mode === 'create' ? 'name.createTitle' : 'name.renameTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t(mode === 'create' ? 'action.create' : 'action.save')}
      cancelText={t('action.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: initialName }}
        onFinish={submit}
        preserve={false}
      >
        <Form.Item
          name="name"
          label={t('name.label')}
          extra={t('name.hint')}
          rules={[{ required: true, message: nameRule }, schemaRule(apiKeyName, () => nameRule)]}
        >
          <Input
            autoFocus
            maxLength={API_KEY_LIMITS.nameMaxLength}
            showCount
            placeholder={t('name.placeholder')}
            data-testid="api-key-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
