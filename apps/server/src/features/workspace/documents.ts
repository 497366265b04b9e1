import { DEFAULT_ARCHIVE_LIMITS } from '@glossa/translate/formats/archive';
import { FormatError, ImageTooLargeError } from '@glossa/translate/formats/document-format';
import { formatFacts } from '@glossa/translate/formats/registry';
import type { ReadLimits, ReadSettings } from '@glossa/translate/formats/work/read-settings';
import type { DocumentSummary } from '@glossa/translate/formats/work/summary';
import { readingWeight } from '@glossa/translate/formats/work/weight';
import type { Segment } from '@glossa/translate/segments/segment';
import { ownerFromKey } from '#core/owner.ts';
import type { PlanTable, StoredFileTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from './deps.ts';
import type { ConversationSettings } from './repo.ts';

export type FileInfo = DocumentSummary;

export interface OpenedDocument {
  segments: Segment[];
  extension: string;
}

/** The name typed text is stored under (uploads.ts), and the most it can take as UTF-8. */
export const TYPED_TEXT_NAME = 'text.txt';
const TYPED_TEXT_MAX_BYTES = 256 * 1024;

/** A zip may inflate to this many times the plan's largest upload (real Office files stay far below). */
const INFLATE_FACTOR = 20;

/**
 * The plan decides how much a file may unpack to: a free user's 10 MB file cannot make the
 * server inflate the 256 MiB the archive reader allows at most.
 */
export function readLimits(plan: Pick<PlanTable, 'file_max_bytes'>, maxImagePixels?: number): ReadLimits {
  const total = Math.min(INFLATE_FACTOR * Number(plan.file_max_bytes), DEFAULT_ARCHIVE_LIMITS.maxTotalBytes);
  return {
    archive: { maxTotalBytes: total, maxEntryBytes: Math.min(total, DEFAULT_ARCHIVE_LIMITS.maxEntryBytes) },
    maxImagePixels,
  };
}

/**
 * The lane a file's reading runs in: the heavy lane for a file heavier than HEAVY_READ_MB
 * (weight.ts: a zip's declared inflated size, a picture's pixels ...), else `usual`.
 */
export async function readLane<L extends 'request' | 'job'>(
  deps: WorkspaceDeps,
  fileName: string,
  bytes: Uint8Array,
  limits: ReadLimits | undefined,
  usual: L,
): Promise<L | 'heavy'> {
  return (await readingWeight(fileName, bytes, limits?.archive)) > deps.heavyReads.bytes ? 'heavy' : usual;
}

/** The limits of the plan the owner of a stored file has now. */
export async function ownerReadLimits(deps: WorkspaceDeps, ownerKey: string): Promise<ReadLimits> {
  const { plan } = await deps.quota.entitlement(ownerFromKey(ownerKey));
  return readLimits(plan, deps.imageMaxPixels);
}

/** A format adapter's refusal, in the user's words (the adapter's own detail goes to the log). */
export function formatFailure(error: unknown, extension: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ImageTooLargeError) {
    const max = Math.floor(error.maxPixels / 100_000) / 10;
    return new AppError('imageTooLarge', { width: error.width, height: error.height, max }, { cause: error });
  }
  if (error instanceof FormatError) {
    if (error.code === 'encrypted') return new AppError('fileLocked', undefined, { cause: error });
    if (error.code === 'wrong-password') return new AppError('wrongFilePassword', undefined, { cause: error });
    if (error.code === 'empty') return new AppError('fileEmpty', undefined, { cause: error });
    if (error.code === 'unsafe' || error.code === 'too-large')
      return new AppError('fileUnsafe', undefined, { cause: error });
    if (error.code === 'too-complex') return new AppError('fileTooComplex', undefined, { cause: error });
  }
  return new AppError('fileUnreadable', { format: extension }, { cause: error });
}

/** How a stored file is read for its conversation: the mode and switches, its password, the plan's caps. */
export function readSettings(
  settings: Pick<ConversationSettings, 'mode' | 'options'>,
  password: string | undefined,
  sourceLanguage: string | undefined,
  limits: ReadLimits | undefined,
): ReadSettings {
  return { mode: settings.mode, switches: settings.options ?? undefined, password, sourceLanguage, limits };
}

export async function readStoredFile(deps: WorkspaceDeps, file: StoredFileTable): Promise<Uint8Array> {
  if (file.expires_at <= deps.now() || file.deleted_at !== null) throw new AppError('fileExpired');
  const bytes = await deps.files.get(file.storage_key);
  if (!bytes) throw new AppError('fileExpired');
  return bytes;
}

/** How a stored file is read again: as the upload read it, with its sealed password and its owner's caps now. */
export async function storedReadSettings(
  deps: WorkspaceDeps,
  file: StoredFileTable,
  settings: Pick<ConversationSettings, 'mode' | 'options'>,
  sourceLanguage?: string,
): Promise<ReadSettings> {
  const password = file.unlock_secret ? deps.secret.unseal(file.unlock_secret) : undefined;
  return readSettings(settings, password, sourceLanguage, await ownerReadLimits(deps, file.owner));
}

/**
 * A stored file's segments, read by its adapter in a job's worker thread (unlocked with the
 * sealed password when it has one). The signal stops the reading at once (a paused job).
 */
export async function openDocument(
  deps: WorkspaceDeps,
  file: StoredFileTable,
  settings: ConversationSettings,
  sourceLanguage?: string,
  signal?: AbortSignal,
): Promise<OpenedDocument> {
  if (!formatFacts(file.name)) throw new AppError('unsupportedFileFormat');
  const extension = file.format;
  const read = await storedReadSettings(deps, file, settings, sourceLanguage);
  const bytes = await readStoredFile(deps, file);
  // Typed text is short (TEXT_MAX_CHARS) and plain: read where the job runs, without a thread hop.
  const typed = file.name === TYPED_TEXT_NAME && bytes.length <= TYPED_TEXT_MAX_BYTES;
  const lane = typed ? 'caller' : await readLane(deps, file.name, bytes, read.limits, 'job');
  try {
    const { segments } = await deps.documents.run(
      { kind: 'extract', fileName: file.name, bytes, read },
      { signal, moveBytes: true, lane },
    );
    return { segments, extension };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw formatFailure(error, extension);
  }
}

export function parseFileInfo(file: StoredFileTable): FileInfo {
  return JSON.parse(file.info) as FileInfo;
}
