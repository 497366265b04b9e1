import type { ConversationSummary } from '@glossa/contracts/chat';
import { chatTitle } from '@glossa/contracts/chat-requests';
import { LIMITS } from '@glossa/contracts/limits';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/schema-rule.ts';
import { useRenameConversation } from '../hooks/use-history.ts';

/** Renames a conversation: a title is required, at most 30 characters (docs/product.md §5.2; the server's schema). */
export function RenameDialog({ conversation, onClose }: { conversation?: ConversationSummary; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const [form] = Form.useForm<{ name: string }>();
  const rename = useRenameConversation();

  useEffect(() => {
    if (conversation) form.setFieldsValue({ name: conversation.conversationName });
  }, [conversation, form]);

  const submit = async ({ name }: { name: string }) => {
    if (!conversation) return;
    await rename.mutateAsync({ id: conversation.conversationId, name: name.trim() });
    onClose();
  };

  return (
    <Modal
      open={conversation !== undefined}
      title={t('history.renameTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={rename.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="name"
          label={t('history.titleLabel')}
          rules={[
            { required: true, message: t('history.titleEmpty') },
            schemaRule(chatTitle, (refusal) =>
              'error' in refusal && refusal.error === 'chatTitleTooLong'
                ? t('history.titleTooLong', { max: LIMITS.chatTitleMaxLength, count: LIMITS.chatTitleMaxLength })
                : t('history.titleEmpty'),
            ),
          ]}
        >
          <Input maxLength={LIMITS.chatTitleMaxLength} showCount autoFocus data-testid="rename-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
