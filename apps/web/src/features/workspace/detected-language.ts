import type { ConversationDetail } from '@glossa/contracts/chat';

/**
 * The language the server detected for a conversation whose source was left to detection: the
 * translation's own source, or the language read in the document. Undefined when the source was
 * chosen, or while nothing was detected yet.
 */
export function detectedSource(detail: ConversationDetail): string | undefined {
  if (detail.conversation.sourceLanguage !== 'auto') return undefined;
  for (const message of detail.messages) {
    for (const block of message.blocks) {
      if (block.type === 'translation' && block.attributes.sourceLanguage !== 'auto') {
        return block.attributes.sourceLanguage;
      }
      if (block.type === 'parsing' && block.attributes.detectedLanguage) return block.attributes.detectedLanguage;
    }
  }
  return undefined;
}
