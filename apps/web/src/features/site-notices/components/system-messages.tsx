import { useEffect } from 'react';
import { useNotices } from '../../../lib/notices.tsx';
import { siteNoticesApi } from '../api/site-notices-api.ts';
import { stagger } from '../stagger.ts';

/**
 * The system messages due for this user or browser, fetched once at start and shown staggered
 * (500 ms per index). Closing one (confirm, cancel or the close button) is reported to the server,
 * so it does not come back. The dialog code (with the Markdown renderer) loads only when needed.
 */
export function SystemMessages() {
  const { modal, notification } = useNotices();
  useEffect(() => {
    let cancel = () => {};
    let stopped = false;
    void (async () => {
      const messages = await siteNoticesApi.messages().catch(() => []);
      if (messages.length === 0 || stopped) return;
      const { showDialog, showNotification } = await import('../show-message.tsx');
      if (stopped) return;
      cancel = stagger(messages, async (message) => {
        if (message.type === '0') await showDialog(modal, message);
        else await showNotification(notification, message);
        const position = message.type === '0' ? 'center' : message.position;
        await siteNoticesApi.closeMessage(message.messageNumber, position).catch(() => undefined);
      });
    })();
    return () => {
      stopped = true;
      cancel();
    };
  }, [modal, notification]);
  return null;
}
