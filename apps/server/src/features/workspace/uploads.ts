import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UploadAnswer } from '@glossa/contracts/chat';
import { findFileFormat } from '@glossa/contracts/file-formats';
import { cleanFileName } from '@glossa/contracts/file-names';
import { txt } from '@glossa/translate/formats/data/txt';
import { formatFacts } from '@glossa/translate/formats/registry';
import { countDocument } from '@glossa/translate/formats/work/describe';
import type { ReadLimits } from '@glossa/translate/formats/work/read-settings';
import { summaryOf } from '@glossa/translate/formats/work/summary';
import { uuidV7 } from '#core/ids.ts';
import { type Owner, ownerKey } from '#core/owner.ts';
import { AppError } from '#http/app-error.ts';
import { tierOpens } from '../quota/index.ts';
import type { WorkspaceDeps } from './deps.ts';
import { type FileInfo, formatFailure, readLane, readLimits, readSettings, TYPED_TEXT_NAME } from './documents.ts';
import { downloadFormats } from './download-choices.ts';
import { hasPageImages } from './source-preview.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface IncomingFile {
  fileName: string;
  stream: Readable & { truncated?: boolean };
}

/** Who sends an upload: its owner, and the client address it comes from (null when there is none). */
export interface Sender {
  owner: Owner;
  address: string | null;
}

/**
 * What an uploaded file holds, read by its adapter in a worker thread (its language detected here).
 * A heavy file is read in the heavy lane, and only while its owner and address have a place there:
 * past their few, it is refused at once rather than queued (decision 0016).
 */
async function describeUpload(
  deps: WorkspaceDeps,
  sender: Sender,
  { fileName, format }: { fileName: string; format: string },
  bytes: Uint8Array,
  password: string | undefined,
  limits: ReadLimits,
): Promise<FileInfo> {
  const lane = await readLane(deps, fileName, bytes, limits, 'request');
  const release =
    lane === 'heavy' ? deps.heavyUploads.hold({ owner: ownerKey(sender.owner), address: sender.address }) : undefined;
  try {
    const read = readSettings({}, password, undefined, limits);
    return summaryOf(await deps.documents.run({ kind: 'describe', fileName, bytes, read }, { moveBytes: true, lane }));
  } catch (error) {
    throw formatFailure(error, format);
  } finally {
    release?.();
  }
}

/**
 * One uploaded file: streamed to the store under the plan's size limit, then checked in the order of
 * docs/product.md §5.3 (count, size, type), then opened by its adapter. A refused file leaves nothing stored.
 */
export async function storeUpload(
  deps: WorkspaceDeps,
  sender: Sender,
  file: IncomingFile,
  next: () => Promise<IncomingFile | undefined>,
  password: () => string | undefined,
): Promise<UploadAnswer> {
  const { owner } = sender;
  const { plan } = await deps.quota.entitlement(owner);
  // The name as shown and stored, without controls or bidi overrides; its type is read from this
  // name, so what people see is the extension the server checked.
  const fileName = cleanFileName(file.fileName);
  const id = uuidV7(deps.now());
  // The key takes a known extension only: any other (`notes.t xt`, `notes.tẋt`) is no valid key.
  const key = `uploads/${id}/${randomUUID()}.${findFileFormat(fileName)?.extension ?? 'bin'}`;
  try {
    const size = await deps.files.putStream(key, file.stream);
    if (await next()) throw new AppError('onlyOneFile');
    if (file.stream.truncated) throw new AppError('fileTooLarge', { max: Math.round(plan.file_max_bytes / 1048576) });
    const known = findFileFormat(fileName);
    if (!known || !formatFacts(fileName)) throw new AppError('unsupportedFileFormat');
    // The plan's format groups (comboView/getComboFileFormatGroup) say which formats it opens.
    if (!tierOpens(plan.format_tier, known)) throw new AppError('memberOnlyFormat', { format: known.extension });
    const bytes = (await deps.files.get(key)) as Uint8Array;
    const secret = password();
    const limits = readLimits(plan, deps.imageMaxPixels);
    const named = { fileName, format: known.extension };
    const info = await describeUpload(deps, sender, named, bytes, secret || undefined, limits);
    const now = deps.now();
    const expiresAt = now + plan.storage_days * DAY_MS;
    await deps.db
      .insertInto('stored_files')
      .values({
        id,
        owner: ownerKey(owner),
        name: fileName,
        format: known.extension,
        size,
        storage_key: key,
        unlock_secret: secret ? deps.secret.seal(secret) : null,
        info: JSON.stringify(info),
        created_at: now,
        expires_at: expiresAt,
        deleted_at: null,
      })
      .execute();
    return {
      fileId: id,
      fileName,
      format: known.extension,
      size,
      ...info,
      expiresAt: new Date(expiresAt).toISOString(),
      exportFormats: await downloadFormats(deps, fileName, known.extension),
      pageImages: hasPageImages(deps, known.extension),
    };
  } catch (error) {
    await deps.files.remove(key).catch(() => undefined);
    throw error;
  }
}

/**
 * Typed text read as the file it will be stored as: its counts and its language. It is short
 * (TEXT_MAX_CHARS), so it is read here rather than queued behind documents in the workers.
 */
export async function describeText(text: string): Promise<{ bytes: Uint8Array; info: FileInfo }> {
  const bytes = new TextEncoder().encode(text);
  try {
    const { segments, skeleton } = await txt.extract(bytes);
    return { bytes, info: summaryOf(countDocument(segments, skeleton)) };
  } catch (error) {
    throw formatFailure(error, 'txt');
  }
}

/** Stores typed text as a file of its own, so text and documents share preview, edit and download. */
export async function storeText(deps: WorkspaceDeps, owner: Owner, text: { bytes: Uint8Array; info: FileInfo }) {
  const { bytes, info } = text;
  const { plan } = await deps.quota.entitlement(owner);
  const id = uuidV7(deps.now());
  const key = `uploads/${id}/${TYPED_TEXT_NAME}`;
  await deps.files.put(key, bytes);
  const now = deps.now();
  await deps.db
    .insertInto('stored_files')
    .values({
      id,
      owner: ownerKey(owner),
      name: TYPED_TEXT_NAME,
      format: 'txt',
      size: bytes.length,
      storage_key: key,
      unlock_secret: null,
      info: JSON.stringify(info),
      created_at: now,
      expires_at: now + plan.storage_days * DAY_MS,
      deleted_at: null,
    })
    .execute();
  return { id, info };
}
