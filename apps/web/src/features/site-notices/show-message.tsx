import type { SystemMessage } from '@glossa/contracts/site-notices-answers';
import type { NotificationPlacement } from 'antd/es/notification/interface';
import type { Notices } from '../../lib/notices.tsx';
import { MessageContent } from './components/message-content.tsx';

/** A dialog (type '0'): resolves true on confirm, false on cancel or close. */
export function showDialog(modal: Notices['modal'], message: SystemMessage): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: message.title,
      content: <MessageContent markdown={message.content} />,
      centered: true,
      icon: null,
      closable: true,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** A notification (type '1'): stays until closed; resolves when it is. */
export function showNotification(notification: Notices['notification'], message: SystemMessage): Promise<void> {
  return new Promise((resolve) => {
    notification.open({
      key: `system-message:${message.messageNumber}`,
      title: message.title,
      description: <MessageContent markdown={message.content} />,
      placement: message.position as NotificationPlacement,
      duration: 0,
      onClose: () => resolve(),
    });
  });
}
