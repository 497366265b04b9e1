import type { UploadAnswer } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/http.ts';
import { mayRetry } from '../../../lib/retryable.ts';
import { chatApi, uploadFile } from '../../workspace/index.ts';

/** The chosen document from pick to server answer: uploading, locked (needs its password), ready or failed. */
export type DocumentUpload =
  | { status: 'empty' }
  | { status: 'uploading'; file: File; percent: number }
  | { status: 'locked'; file: File; wrongPassword: boolean }
  | { status: 'ready'; file: File; answer: UploadAnswer }
  /**
   * `code`: the server's error code, so a refusal gets its own way forward (member-only formats);
   * `retryable`: the same upload may succeed later (a lost connection, a busy server), unlike a refusal.
   */
  | { status: 'failed'; file: File; message: string; code: number; retryable: boolean };

/** Uploads the picked file at once (`uploadAndPreview`); removing it deletes it on the server. */
export function useDocumentUpload() {
  const [upload, setUpload] = useState<DocumentUpload>({ status: 'empty' });
  const controller = useRef<AbortController | undefined>(undefined);
  const answered = useRef<string | undefined>(undefined);

  const start = useCallback((file: File, password?: string) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setUpload({ status: 'uploading', file, percent: 0 });
    uploadFile(file, {
      password,
      signal: abort.signal,
      onProgress: (percent) => setUpload((now) => (now.status === 'uploading' ? { ...now, percent } : now)),
    })
      .then((answer) => {
        answered.current = answer.fileId;
        setUpload({ status: 'ready', file, answer });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const code = error instanceof ApiError ? error.code : 0;
        if (code === ERRORS.fileLocked.code || code === ERRORS.wrongFilePassword.code) {
          setUpload({ status: 'locked', file, wrongPassword: code === ERRORS.wrongFilePassword.code });
        } else {
          setUpload({
            status: 'failed',
            file,
            message: error instanceof Error ? error.message : String(error),
            code,
            retryable: mayRetry(error),
          });
        }
      });
  }, []);

  const remove = useCallback(() => {
    controller.current?.abort();
    if (answered.current) void chatApi.deleteFile(answered.current).catch(() => undefined);
    answered.current = undefined;
    setUpload({ status: 'empty' });
  }, []);

  /** After the conversation took the file, it is no longer ours to delete. */
  const release = useCallback(() => {
    answered.current = undefined;
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  return { upload, choose: start, unlock: start, remove, release };
}
