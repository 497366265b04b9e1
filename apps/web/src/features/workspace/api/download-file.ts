import { CHAT_PATHS, type OutputModeWire } from '@glossa/contracts/chat';
import type { Envelope } from '@glossa/contracts/envelope';
import { apiFailure, apiHeaders, apiUrl } from '../../../lib/http.ts';
import { fileNameFromDisposition } from '../content-disposition.ts';

async function fetchFile(url: string, init: RequestInit, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { ...apiHeaders(), ...init.headers, Accept: '*/*' } });
  } catch {
    throw apiFailure(undefined, undefined);
  }
  const type = response.headers.get('content-type') ?? '';
  // A refusal comes back as the JSON envelope instead of the file.
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
    throw apiFailure(envelope, response.status);
  }
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  return { blob: await response.blob(), name };
}

/** Hands a blob to the browser as a download under its name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `downFile`: the translated file in a format and output form (spec: 'Download file' when unnamed). */
export async function downloadTranslation(
  body: { conversationId: string; format: string; mode: OutputModeWire },
  fallbackName: string,
): Promise<string> {
  const { blob, name } = await fetchFile(
    apiUrl(CHAT_PATHS.downFile),
    { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } },
    fallbackName,
  );
  saveBlob(blob, name);
  return name;
}

/** `sourceFile/{id}`: the uploaded original, as it was. */
export async function downloadSourceFile(conversationId: string, fallbackName: string): Promise<string> {
  const { blob, name } = await fetchFile(
    apiUrl(`${CHAT_PATHS.sourceFile}/${encodeURIComponent(conversationId)}`),
    { method: 'GET' },
    fallbackName,
  );
  saveBlob(blob, name);
  return name;
}

/** `sourcePage/{id}/{page}`: a picture of one page of the original (PDF; Office through LibreOffice). */
export async function fetchSourcePage(conversationId: string, page: number): Promise<Blob> {
  const url = apiUrl(`${CHAT_PATHS.sourcePage}/${encodeURIComponent(conversationId)}/${page}`);
  return (await fetchFile(url, { method: 'GET' }, 'page.png')).blob;
}
