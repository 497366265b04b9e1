import type { Block, ConversationDetail, Paged, PreviewSentence } from '@glossa/contracts/chat';

/** One sentence edited on a version (`base`; the newest when unnamed), saved in version `versionId`. */
export interface SentenceEdit {
  base: string | undefined;
  before: string;
  after: string;
  versionId: string;
  version: number;
}

/**
 * The conversation after one sentence's translation was edited, as the server shows it
 * (docs/decisions/0052-translation-versions.md): the answer that showed the version the edit was
 * made on now shows the edit's version, with the new sentence in place of the old one (its first
 * occurrence); every other answer stays as it was.
 */
export function withEditedSentence(detail: ConversationDetail | undefined, edit: SentenceEdit) {
  if (!detail) return detail;
  const shows = (block: Block) =>
    block.type === 'translation' && (edit.base === undefined || block.attributes.versionId === edit.base);
  for (let at = detail.messages.length - 1; at >= 0; at--) {
    const message = detail.messages[at];
    if (message?.role !== 'assistant' || !message.blocks.some(shows)) continue;
    const ref = { versionId: edit.versionId, version: edit.version };
    const blocks = message.blocks.map((block): Block => {
      if (block.type === 'translation') {
        const content =
          edit.before && edit.before !== edit.after
            ? block.content.replace(edit.before, () => edit.after)
            : block.content;
        return { ...block, content, attributes: { ...block.attributes, ...ref } };
      }
      if (block.type === 'download') return { ...block, attributes: { ...block.attributes, ...ref } };
      return block;
    });
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
