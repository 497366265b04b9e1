import { DeleteOutlined, EditOutlined, EllipsisOutlined } from '@ant-design/icons';
import type { ConversationSummary } from '@glossa/contracts/chat';
import { Button, type MenuProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { localePath } from '../../../lib/locale-path.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { RenameDialog } from '../components/rename-dialog.tsx';
import { useDeleteConversation } from './use-history.ts';

type ItemMenu = MenuProps & { trigger?: ReactNode };

/** Rename and delete for one conversation of the sidebar; `dialogs` must be rendered once. */
export function useConversationMenu(): {
  menu: (conversation: ConversationSummary) => ItemMenu;
  dialogs: ReactNode;
} {
  const { t } = useTranslation('chat');
  const { modal, message } = useNotices();
  const { locale } = useUiLocale();
  const { id: activeId } = useParams();
  const navigate = useNavigate();
  const remove = useDeleteConversation();
  const [renaming, setRenaming] = useState<ConversationSummary | undefined>();

  const confirmDelete = (conversation: ConversationSummary) =>
    modal.confirm({
      title: t('history.deleteTitle'),
      content: t('history.deleteText'),
      okText: t('history.delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        await remove.mutateAsync(conversation.conversationId);
        void message.success(t('history.deleted'));
        // Deleting the open conversation returns to the launcher (docs/product.md §2.4).
        if (conversation.conversationId === activeId) void navigate(localePath(locale));
      },
    });

  const menu = (conversation: ConversationSummary): ItemMenu => ({
    items: [
      { key: 'rename', icon: <EditOutlined />, label: t('history.rename') },
      { key: 'delete', icon: <DeleteOutlined />, label: t('history.delete'), danger: true },
    ],
    onClick: ({ key }) => (key === 'rename' ? setRenaming(conversation) : void confirmDelete(conversation)),
    trigger: (
      <Button
        type="text"
        size="small"
        icon={<EllipsisOutlined />}
        aria-label={t('history.actions')}
        data-testid="history-item-actions"
      />
    ),
  });

  const dialogs = <RenameDialog conversation={renaming} onClose={() => setRenaming(undefined)} />;
  return { menu, dialogs };
}
