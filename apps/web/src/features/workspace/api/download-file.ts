import { CHAT_CALLS, type OutputModeWire } from '@glossa/contracts/chat';
import { fetchFile, saveBlob } from '../../../lib/download.ts';
import { routeUrl } from '../../../lib/http.ts';

/**
 * `downFile`: the translated file in a format and output form ('Download file' when unnamed, docs/product.md §8.3),
 * locked with the source's password when asked.
 */
export async function downloadTranslation(
  body: { conversationId: string; format: string; mode: OutputModeWire; encryptWithSourcePassword?: boolean },
  fallbackName: string,
): Promise<string> {
  const { blob, name } = await fetchFile(
    CHAT_CALLS.downFile.path,
    { method: CHAT_CALLS.downFile.method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } },
    fallbackName,
  );
  saveBlob(blob, name);
  return name;
}

/** `sourceFile/{id}`: the uploaded original, as it was. */
export async function downloadSourceFile(conversationId: string, fallbackName: string): Promise<string> {
  const { blob, name } = await fetchFile(
    routeUrl(CHAT_CALLS.sourceFile, { id: conversationId }).url,
    { method: CHAT_CALLS.sourceFile.method },
    fallbackName,
  );
  saveBlob(blob, name);
  return name;
}

/** `sourcePage/{id}/{page}`: a picture of one page of the original (PDF; Office through LibreOffice). */
export async function fetchSourcePage(conversationId: string, page: number): Promise<Blob> {
  const { url } = routeUrl(CHAT_CALLS.sourcePage, { id: conversationId, page });
  return (await fetchFile(url, { method: CHAT_CALLS.sourcePage.method }, 'page.png')).blob;
}
