import type { ConversationSummary } from '@glossa/contracts/chat';
import { cleanFileName } from '@glossa/contracts/file-names';

/**
 * A conversation's title (in the sidebar, the conversation's header and its tab): its name, else the file name or source excerpt. A
 * file name is cleaned of controls and bidi overrides (names stored before the server did so).
 */
export function conversationTitle(conversation: ConversationSummary): string {
  if (conversation.conversationName) return conversation.conversationName;
  const fileName = conversation.fileName ? cleanFileName(conversation.fileName) : '';
  if (conversation.overseasConversationModule === 'document') return fileName || conversation.preview;
  return conversation.preview || fileName;
}
