import type { ConversationDetail, SourceGuess } from '@glossa/contracts/chat';

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

/**
 * The detector's guess for a typed text whose language it was not sure of (the conversation left
 * the source to detection): named as a guess, its other candidates offered as a one-click change.
 */
export function sourceGuess(detail: ConversationDetail): SourceGuess | undefined {
  if (detail.conversation.sourceLanguage !== 'auto') return undefined;
  for (const message of detail.messages) {
    for (const block of message.blocks) {
      if (block.type === 'translation' && block.attributes.guessedSource) return block.attributes.guessedSource;
    }
  }
  return undefined;
}

/** The text the user typed in a text conversation, to translate again from another language. */
export function typedText(detail: ConversationDetail): string | undefined {
  if (detail.conversation.overseasConversationModule !== 'text') return undefined;
  for (const message of detail.messages) {
    if (message.role !== 'user') continue;
    for (const block of message.blocks) if (block.type === 'text') return block.content;
  }
  return undefined;
}
