import { CHAT_CALLS, type UploadAnswer, type XliffImport } from '@glossa/contracts/chat';
import { type Envelope, isSuccess } from '@glossa/contracts/envelope';
import { apiFailure, apiHeaders } from '../../../lib/http.ts';

/**
 * `uploadAndPreview`: one multipart `file` (and `password` for a protected one). XMLHttpRequest,
 * not fetch, because only it reports upload progress. Errors are silent: the launcher shows them
 * beside the file, and a password request is not an error to toast.
 */
export function uploadFile(
  file: File,
  options: { password?: string; onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(CHAT_CALLS.upload.method, CHAT_CALLS.upload.path);
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let envelope: Envelope<UploadAnswer> | undefined;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<UploadAnswer>;
      } catch {
        envelope = undefined;
      }
      if (envelope && xhr.status < 400 && isSuccess(envelope)) resolve(envelope.data);
      else reject(apiFailure(envelope, xhr.status, true));
    };
    xhr.onerror = () => reject(apiFailure(undefined, undefined, true));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append('file', file);
    if (options.password) form.append('password', options.password);
    xhr.send(form);
  });
}

/**
 * `importXliff`: a bilingual XLIFF file brought back from a CAT tool, made into a new version from
 * `versionId`. Errors are silent: the segment editor says what went wrong.
 */
export async function importXliff(conversationId: string, versionId: string, file: File): Promise<XliffImport> {
  const form = new FormData();
  form.append('conversationId', conversationId);
  form.append('versionId', versionId);
  form.append('file', file);
  let response: Response | undefined;
  let envelope: Envelope<XliffImport> | undefined;
  try {
    response = await fetch(CHAT_CALLS.importXliff.path, {
      method: CHAT_CALLS.importXliff.method,
      headers: apiHeaders(),
      body: form,
    });
    envelope = (await response.json()) as Envelope<XliffImport>;
  } catch {
    envelope = undefined;
  }
  if (response && envelope && response.status < 400 && isSuccess(envelope)) return envelope.data;
  throw apiFailure(envelope, response?.status, true);
}
