import type { SystemMessage } from '@glossa/contracts/site-notices-answers';
import { Modal } from 'antd';
import { MessageContent } from './message-content.tsx';

/** An operator's dialog message: the welcome. Confirming, cancelling or closing it closes it for good. */
export default function WelcomeDialog({ message, onClose }: { message: SystemMessage; onClose: () => void }) {
  return (
    <Modal open title={message.title} centered onOk={onClose} onCancel={onClose}>
      <MessageContent markdown={message.content} />
    </Modal>
  );
}
