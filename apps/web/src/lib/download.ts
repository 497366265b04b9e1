import type { Envelope } from '@glossa/contracts/envelope';
import type { RouteAddress } from '@glossa/contracts/route-table';
import { fileNameFromDisposition } from './content-disposition.ts';
import { apiFailure, apiHeaders } from './http.ts';
import { i18next } from './i18n.ts';

/**
 * A file from the API with the session's headers; a refusal comes back as the JSON envelope
 * instead. The file is named by content-disposition, else `fallbackName`, else 'Download file'
 * in the interface language (docs/product.md §8.3).
 */
export async function fetchFile(
  url: string,
  init: RequestInit,
  fallbackName: string = i18next.t('chat:download.fallbackName'),
  options: { silent?: boolean } = {},
): Promise<{ blob: Blob; name: string }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { ...apiHeaders(), ...init.headers, Accept: '*/*' } });
  } catch {
    throw apiFailure(undefined, undefined, options.silent);
  }
  const type = response.headers.get('content-type') ?? '';
  // A refusal comes back as the JSON envelope instead of the file.
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
    throw apiFailure(envelope, response.status, options.silent);
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

/** POSTs `body` as JSON to a website call that answers a file (its route's address), and saves the file under its name. */
export async function downloadPosted(address: RouteAddress, body: object): Promise<void> {
  const { blob, name } = await fetchFile(address.path, {
    method: address.method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  saveBlob(blob, name);
}
