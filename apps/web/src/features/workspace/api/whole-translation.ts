import { INPUT_LIMITS } from '@glossa/contracts/limits';
import { chatApi } from './chat-api.ts';

/** The whole translation of a document conversation, every sentence of the preview in order. */
export async function fetchWholeTranslation(conversationId: string, signal?: AbortSignal): Promise<string> {
  const pageSize = INPUT_LIMITS.pageSizeMax;
  const first = await chatApi.preview(conversationId, 1, pageSize, signal);
  const records = [...first.records];
  const pages = Math.ceil(first.total / pageSize);
  for (let page = 2; page <= pages; page++) {
    records.push(...(await chatApi.preview(conversationId, page, pageSize, signal)).records);
  }
  return records.map((sentence) => sentence.target).join('\n\n');
}
