import { stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';
import { readParts } from '#http/multipart.ts';
import type { ApiCaller, DocumentStatus, PublicApiCore } from '../public-api/index.ts';
import { type HeldUpload, heldStream, holdUpload, releaseUpload } from '../public-api/index.ts';
import type { WorkspaceDeps } from '../workspace/index.ts';

/** A file part kept on disk until the fields after it are read (LibreTranslate's page sends the file first). */
export type HeldFile = HeldUpload;

/** The file of each `/translate_file` request being answered; removed when its answer is sent. */
const heldFiles = new WeakMap<FastifyRequest, HeldFile>();

/** The largest file any plan takes: the caller's own plan is checked once the key is known. */
async function largestFileBytes(db: Database): Promise<number> {
  const row = await db
    .selectFrom('plans')
    .select((eb) => eb.fn.max('file_max_bytes').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) || 50 * 1024 * 1024;
}

/**
 * Reads a `/translate_file` body before validation: its fields become the body (so the per-key
 * limit and the schema see `api_key`), its one file is held in a temporary file.
 */
export function readFileRequest(db: Database) {
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const fields: Record<string, string> = {};
    const limits = { fileSize: await largestFileBytes(db), files: 1, fields: 20, fieldSize: 4096 };
    for await (const part of readParts(request, { limits })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
      } else if (part.fieldname === 'file' && !heldFiles.has(request)) {
        heldFiles.set(request, await holdUpload(part.filename, part.file, 'libre'));
      } else {
        part.file.resume();
      }
    }
    request.body = fields;
  };
}

/** The request's held file; LibreTranslate's "missing file parameter" when there is none. */
export function heldFile(request: FastifyRequest): HeldFile {
  const file = heldFiles.get(request);
  if (!file?.fileName) throw new AppError('libreMissingParameter', { name: 'file' });
  return file;
}

/** Removes the request's held file, whatever its answer was (an onResponse hook). */
export async function dropHeldFile(request: FastifyRequest): Promise<void> {
  const file = heldFiles.get(request);
  heldFiles.delete(request);
  await releaseUpload(file);
}

/** Streams the held file to the core, which stores it and starts its job; larger than the caller's plan reads as cut. */
export async function submitHeldFile(
  deps: WorkspaceDeps,
  api: PublicApiCore,
  caller: ApiCaller,
  file: HeldFile,
  request: { source: string; target: string; locale: string },
): Promise<string> {
  const { plan } = await deps.quota.entitlement(caller.owner);
  const tooLarge = file.truncated || (await stat(file.path)).size > Number(plan.file_max_bytes);
  const stream = heldStream(file, tooLarge);
  try {
    const { documentId } = await api.submitDocument(caller, { file: { fileName: file.fileName, stream }, ...request });
    return documentId;
  } finally {
    stream.destroy();
  }
}

/**
 * Waits for the document's job to end, as LibreTranslate answers a file only once translated.
 * Past `waitMs` the job is stopped (nothing is left to download, nor charged for later) and the
 * caller is told. The wait is real time, whatever the server's clock for expiring things says.
 */
export async function waitForDocument(
  api: PublicApiCore,
  caller: ApiCaller,
  documentId: string,
  waitMs: number,
): Promise<DocumentStatus> {
  const started = performance.now();
  for (let delay = 50; ; delay = Math.min(delay * 2, 1000)) {
    const status = await api.documentStatus(caller, documentId);
    if (status.state === 'done') return status;
    if (status.state === 'error') {
      throw new AppError('libreFileFailed', { reason: status.error?.message ?? '' });
    }
    const left = waitMs - (performance.now() - started);
    if (left <= 0) {
      await api.cancelDocument(caller, documentId).catch(() => {});
      throw new AppError('libreFileTimeout', { seconds: Math.round(waitMs / 100) / 10 });
    }
    await sleep(Math.min(delay, left));
  }
}
