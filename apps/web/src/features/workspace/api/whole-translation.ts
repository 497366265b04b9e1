import { INPUT_LIMITS } from '@glossa/contracts/limits';
import { chatApi } from './chat-api.ts';

/** The whole translation of a document conversation in one version (the newest when unnamed), every sentence in order. */
export async function fetchWholeTranslation(
  conversationId: string,
  versionId?: string,
  signal?: AbortSignal,
): Promise<string> {
  const pageSize = INPUT_LIMITS.pageSizeMax;
  const first = await chatApi.preview(conversationId, 1, pageSize, signal, versionId);
  const records = [...first.records];
  const pages = Math.ceil(first.total / pageSize);
  for (let page = 2; page <= pages; page++) {
    records.push(...(await chatApi.preview(conversationId, page, pageSize, signal, versionId)).records);
  }
  return records.map((sentence) => sentence.target).join('\n\n');
}
