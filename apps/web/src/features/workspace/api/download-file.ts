import { CHAT_CALLS, type OutputModeWire } from '@glossa/contracts/chat';
import { fetchFile, saveBlob } from '../../../lib/download.ts';
import { routeUrl } from '../../../lib/http.ts';

/**
 * `downFile`: the translated file in a format and output form ('Download file' when unnamed, docs/product.md §8.3),
 * locked with the source's password when asked.
 */
export async function downloadTranslation(
  body: {
    conversationId: string;
    versionId?: string;
    format: string;
    mode: OutputModeWire;
    encryptWithSourcePassword?: boolean;
  },
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

/** `qaReport`: the QA checks' findings on a version (the newest when unnamed), as a CSV file. */
export async function downloadChecks(conversationId: string, versionId: string | undefined, fallbackName: string) {
  const { blob, name } = await fetchFile(
    CHAT_CALLS.qaReport.path,
    {
      method: CHAT_CALLS.qaReport.method,
      body: JSON.stringify({ conversationId, versionId }),
      headers: { 'Content-Type': 'application/json' },
    },
    fallbackName,
  );
  saveBlob(blob, name);
  return name;
}

/** `exportXliff`: a version's sentences as a bilingual XLIFF file (2.1 or 1.2) for a CAT tool. */
export async function downloadXliff(
  conversationId: string,
  versionId: string,
  xliffVersion: '2.1' | '1.2',
  fallbackName: string,
): Promise<string> {
  const { blob, name } = await fetchFile(
    CHAT_CALLS.exportXliff.path,
    {
      method: CHAT_CALLS.exportXliff.method,
      body: JSON.stringify({ conversationId, versionId, xliffVersion }),
      headers: { 'Content-Type': 'application/json' },
    },
    fallbackName,
  );
  saveBlob(blob, name);
  return name;
}
