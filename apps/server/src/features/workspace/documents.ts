import { type ArchiveLimits, DEFAULT_ARCHIVE_LIMITS } from '@glossa/translate/formats/archive';
import { agentOptions, officeFamily } from '@glossa/translate/formats/auto-options';
import type { ExtractOptions } from '@glossa/translate/formats/document-format';
import { FormatError, ImageTooLargeError } from '@glossa/translate/formats/document-format';
import { formatForFile, type RegisteredFormat } from '@glossa/translate/formats/registry';
import type { Segment } from '@glossa/translate/segments/segment';
import type { PlanTable, StoredFileTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { WorkspaceDeps } from './deps.ts';
import { ownerFromKey } from './owner.ts';
import type { ConversationSettings } from './repo.ts';

export interface FileInfo {
  pages: number | null;
  words: number;
  segments: number;
  detectedLanguage: string | null;
  previewText: string;
}

export interface OpenedDocument {
  format: RegisteredFormat;
  segments: Segment[];
  skeleton: unknown;
  extension: string;
}

export function extensionOf(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1).toLowerCase();
}

/** What a file may grow to while it is read: a zip's inflated bytes, an image's pixels. */
export interface ReadLimits {
  archive: Partial<ArchiveLimits>;
  maxImagePixels?: number;
}

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
    if ((error.code as string) === 'wrong-password')
      return new AppError('wrongFilePassword', undefined, { cause: error });
    if (error.code === 'empty') return new AppError('fileEmpty', undefined, { cause: error });
    if (error.code === 'unsafe' || error.code === 'too-large')
      return new AppError('fileUnsafe', undefined, { cause: error });
  }
  return new AppError('fileUnreadable', { format: extension }, { cause: error });
}

/** Extract options from the conversation's mode: the file decides (agent) or the user's switches (professional). */
export function extractOptions(
  extension: string,
  bytes: Uint8Array,
  settings: ConversationSettings,
  password?: string,
  sourceLanguage?: string,
  limits?: ReadLimits,
): ExtractOptions {
  let options: ExtractOptions = {};
  if (settings.mode === 'professional' && settings.options) {
    const switches = Object.fromEntries(Object.entries(settings.options).filter(([, v]) => typeof v === 'boolean'));
    options = officeFamily(extension) === 'word' ? ({ word: switches } as ExtractOptions) : { ...switches };
  } else if (officeFamily(extension)) {
    options = agentOptions(extension, bytes, limits?.archive);
  }
  if (limits) options = { ...options, archiveLimits: limits.archive };
  if (limits?.maxImagePixels) options = { ...options, maxImagePixels: limits.maxImagePixels };
  // The source language picks the OCR engine for scans and pictures.
  if (sourceLanguage && sourceLanguage !== 'auto') options = { ...options, sourceLanguage };
  return password === undefined ? options : { ...options, password };
}

export async function readStoredFile(deps: WorkspaceDeps, file: StoredFileTable): Promise<Uint8Array> {
  if (file.expires_at <= deps.now() || file.deleted_at !== null) throw new AppError('fileExpired');
  const bytes = await deps.files.get(file.storage_key);
  if (!bytes) throw new AppError('fileExpired');
  return bytes;
}

/** Opens a stored file with its adapter (unlocking it with the sealed password when it has one). */
export async function openDocument(
  deps: WorkspaceDeps,
  file: StoredFileTable,
  settings: ConversationSettings,
  sourceLanguage?: string,
): Promise<OpenedDocument> {
  const format = await formatForFile(file.name);
  if (!format) throw new AppError('unsupportedFileFormat');
  const bytes = await readStoredFile(deps, file);
  const extension = extensionOf(file.name);
  const password = file.unlock_secret ? deps.secret.unseal(file.unlock_secret) : undefined;
  const limits = await ownerReadLimits(deps, file.owner);
  try {
    const { segments, skeleton } = await format.extract(
      bytes,
      extractOptions(extension, bytes, settings, password, sourceLanguage, limits),
    );
    return { format, segments, skeleton, extension };
  } catch (error) {
    throw formatFailure(error, extension);
  }
}

export function parseFileInfo(file: StoredFileTable): FileInfo {
  return JSON.parse(file.info) as FileInfo;
}
