import { NotificationOutlined } from '@ant-design/icons';
import type { SystemMessage } from '@glossa/contracts/site-notices-answers';
import { useTranslation } from 'react-i18next';
import { CloseButton } from './close-button.tsx';
import { MessageContent } from './message-content.tsx';
import './announcement-bar.css';

/**
 * An operator's notification as a slim bar at the top of the page, in the page's flow: it pushes
 * the page down rather than covering the header or any button, and stays until closed.
 */
export default function AnnouncementBar({ message, onClose }: { message: SystemMessage; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="announcement-bar" aria-label={t('notices.announcementLabel')} data-testid="announcement-bar">
      <NotificationOutlined className="announcement-icon" aria-hidden />
      <div className="announcement-body">
        <strong className="announcement-title">{message.title}</strong>
        <MessageContent markdown={message.content} />
      </div>
      <CloseButton label={t('notices.closeAnnouncement')} onClick={onClose} name="announcement" />
    </section>
  );
}
