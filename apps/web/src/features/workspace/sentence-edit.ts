import type { ConversationDetail, Paged, PreviewSentence } from '@glossa/contracts/chat';

/**
 * The conversation after one sentence's translation was edited: the shown translation text gets
 * the new sentence in place of the old one (its first occurrence, in the latest translation that has it).
 */
export function withEditedSentence(
  detail: ConversationDetail | undefined,
  before: string,
  after: string,
): ConversationDetail | undefined {
  if (!detail || !before || before === after) return detail;
  for (let at = detail.messages.length - 1; at >= 0; at--) {
    const message = detail.messages[at];
    if (message?.role !== 'assistant') continue;
    const index = message.blocks.findIndex((block) => block.type === 'translation' && block.content.includes(before));
    const block = message.blocks[index];
    if (block?.type !== 'translation') continue;
    const blocks = [...message.blocks];
    blocks[index] = { ...block, content: block.content.replace(before, () => after) };
    const messages = [...detail.messages];
    messages[at] = { ...message, blocks };
    return { ...detail, messages };
  }
  return detail;
}

/** A page of sentence pairs with one pair replaced by the server's answer. */
export function withSentence(page: Paged<PreviewSentence> | undefined, sentence: PreviewSentence) {
  if (!page) return page;
  return {
    ...page,
    records: page.records.map((record) => (record.segmentId === sentence.segmentId ? sentence : record)),
  };
}
