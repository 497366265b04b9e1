import type { ConversationSummary } from '@glossa/contracts/chat';
import { cleanFileName } from '@glossa/contracts/file-names';

/** The first words of a text, on one line, cut at a word near `max` characters. */
function firstWords(text: string, max = 48): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "EN → DE", or the target alone when the source was left to detection. */
function languagePair(conversation: ConversationSummary): string {
  const target = conversation.targetLanguage.toUpperCase();
  if (!conversation.sourceLanguage || conversation.sourceLanguage === 'auto') return `→ ${target}`;
  return `${conversation.sourceLanguage.toUpperCase()} → ${target}`;
}

/**
 * A conversation's title (in the sidebar, the conversation's header and its tab): its name, else
 * from its content: the first words of the text, or the file name. In the history (`withPair`) a
 * file name carries the language pair ("report.docx · EN → DE"), so two translations of one file
 * are told apart. A file name is cleaned of controls and bidi overrides (names stored before the
 * server did so).
 */
export function conversationTitle(conversation: ConversationSummary, withPair = false): string {
  if (conversation.conversationName) return conversation.conversationName;
  const fileName = conversation.fileName ? cleanFileName(conversation.fileName) : '';
  const text = firstWords(conversation.preview);
  const document = conversation.overseasConversationModule === 'document';
  if (document && fileName) return withPair ? `${fileName} · ${languagePair(conversation)}` : fileName;
  return text || fileName;
}
