import { message as antdMessage, notification as antdNotification, Modal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';

export interface NoticeApis {
  message: MessageInstance;
  modal: HookAPI;
  notification: NotificationInstance;
}

/**
 * Ant Design's toast, dialog and notification holders, rendered inside the page's ConfigProvider
 * (so they follow its theme, direction and locale), as its App component does.
 */
export default function NoticesHost({
  message,
  notification,
  onReady,
}: {
  message: { duration: number; top: number; maxCount: number };
  notification: { duration: number; top: number };
  onReady: (apis: NoticeApis) => void;
}) {
  const [messageApi, messageHolder] = antdMessage.useMessage(message);
  const [modalApi, modalHolder] = Modal.useModal();
  const [notificationApi, notificationHolder] = antdNotification.useNotification(notification);
  useEffect(() => {
    onReady({ message: messageApi, modal: modalApi, notification: notificationApi });
  }, [messageApi, modalApi, notificationApi, onReady]);
  return (
    <>
      {messageHolder}
      {modalHolder}
      {notificationHolder}
    </>
  );
}
