import { useParams } from 'react-router';
import { ConversationView } from '../features/workspace/index.ts';

/** One conversation, `/{lang}/chat/{id}`; a new id starts a fresh view (stream, preview, quote). */
export default function ChatPage() {
  const { id = '' } = useParams();
  return <ConversationView key={id} conversationId={id} />;
}
