import type { DownloadChoice, OutputModeWire } from '@glossa/contracts/chat';
import { isEncryptedOfficeFile, LOCKABLE_EXTENSIONS } from '@glossa/translate/formats/ooxml/office-encryption';
import type { Owner } from '#core/owner.ts';
import type { JobRow } from '#core/queue/job-row.ts';
import type { StoredFileTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from './deps.ts';
import { downloadsFolder } from './derived-keys.ts';
import { formatFailure, readLane, readStoredFile, storedReadSettings } from './documents.ts';
import { downloadFormats, downloadModes } from './download-choices.ts';
import { sourceOf, type TranslateInput } from './jobs/job-input.ts';
import { type ConversationRow, type ConversationSettings, ownConversation, type PreparedOutput } from './repo.ts';
import { isReady, resolveVersion, type VersionRow } from './versions.ts';

export interface DownloadRequest {
  conversationId?: unknown;
  /** The version to download (docs/decisions/0052-translation-versions.md); the newest when left out. */
  versionId?: unknown;
  format?: unknown;
  mode?: unknown;
  /** Lock the download with the password the source came with (Office 2007+ outputs only). */
  encryptWithSourcePassword?: unknown;
}

export interface BuiltDownload {
  bytes: Uint8Array;
  fileName: string;
  /** Where the same bytes are kept in the file store (not for a locked copy, made per download). */
  storedKey?: string;
}

const MODES = new Set<OutputModeWire>(['translated', 'source-then-target', 'target-then-source']);

async function translatedParts(deps: WorkspaceDeps, conversation: ConversationRow, versionId?: unknown) {
  const resolved = await resolveVersion(deps.db, conversation.id, versionId);
  if (!isReady(resolved)) throw new AppError('translationNotReady');
  const { version, job } = resolved;
  const file = conversation.file_id
    ? await deps.db.selectFrom('stored_files').selectAll().where('id', '=', conversation.file_id).executeTakeFirst()
    : undefined;
  if (!file) throw new AppError('fileExpired');
  return { version, job, file };
}

/**
 * `report_en-es.docx`: the languages of the file, the detected one where the source was left to
 * detection (never `auto`; a source detection could not name is left out); a version after the
 * first is named too (`report_es_v2.docx`).
 */
export function downloadName(
  conversation: Pick<ConversationRow, 'module' | 'target_language'>,
  source: string,
  fileName: string,
  format: string,
  mode: OutputModeWire,
  version = 1,
): string {
  const isText = conversation.module === 'text';
  const base = isText ? 'translation' : fileName.replace(/\.[^.]+$/, '');
  const target = conversation.target_language;
  const known = source !== 'auto';
  const languages =
    mode === 'translated' || !known
      ? target
      : mode === 'source-then-target'
        ? `${source}-${target}`
        : `${target}-${source}`;
  return `${base}_${languages}${version > 1 ? `_v${version}` : ''}.${format}`;
}

/**
 * The password an encrypted Office source was uploaded with. A password sent with any other
 * file unlocked nothing, so it is not one to lock a download with.
 */
async function sourcePassword(deps: WorkspaceDeps, file: StoredFileTable): Promise<string | undefined> {
  if (!file.unlock_secret || file.deleted_at !== null) return undefined;
  const bytes = await deps.files.get(file.storage_key);
  return bytes && isEncryptedOfficeFile(bytes) ? deps.secret.unseal(file.unlock_secret) : undefined;
}

/** The password to lock this download with, when asked; refused where it cannot be done. */
async function lockPassword(deps: WorkspaceDeps, file: StoredFileTable, format: string, wanted: unknown) {
  if (wanted !== true) return undefined;
  const password = LOCKABLE_EXTENSIONS.has(format) ? await sourcePassword(deps, file) : undefined;
  if (!password) throw new AppError('validation', { field: 'encryptWithSourcePassword', reason: 'unavailable' });
  return password;
}

export async function downloadChoice(
  deps: WorkspaceDeps,
  owner: Owner,
  conversationId: unknown,
): Promise<DownloadChoice> {
  const conversation = await ownConversation(deps.db, owner, conversationId);
  const { file } = await translatedParts(deps, conversation);
  const formats = await downloadFormats(deps, file.name, file.format);
  return {
    fileName: conversation.module === 'text' ? 'translation.txt' : file.name,
    formats,
    defaultFormat: formats[0] ?? file.format,
    modes: await downloadModes(file.name),
    encryptableFormats: (await sourcePassword(deps, file)) ? formats.filter((f) => LOCKABLE_EXTENSIONS.has(f)) : [],
  };
}

/**
 * The translated file, built from the stored segments (edits and refinements included) and kept
 * in the file store per revision, so a second download of the same version is a file read.
 */
export async function buildDownload(
  deps: WorkspaceDeps,
  owner: Owner,
  request: DownloadRequest,
): Promise<BuiltDownload> {
  const conversation = await ownConversation(deps.db, owner, request.conversationId);
  const { version, job, file } = await translatedParts(deps, conversation, request.versionId);
  const formats = await downloadFormats(deps, file.name, file.format);
  const format = typeof request.format === 'string' && request.format ? request.format.toLowerCase() : formats[0];
  if (!format || !formats.includes(format)) throw new AppError('exportUnavailable', { format: String(request.format) });
  const modes = await downloadModes(file.name);
  const wanted = (typeof request.mode === 'string' ? request.mode : 'translated') as OutputModeWire;
  if (!MODES.has(wanted)) throw new AppError('validation', { field: 'mode', reason: String(request.mode) });
  const mode = modes.includes(wanted) ? wanted : 'translated';
  const source = sourceOf(JSON.parse(job.input) as TranslateInput);
  const fileName = downloadName(conversation, source, file.name, format, mode, version.number);
  const password = await lockPassword(deps, file, format, request.encryptWithSourcePassword);
  // The cache keeps the unencrypted file; a locked copy is made per download, with a fresh salt.
  const stored = await storedBuild(deps, { conversation, version, job, file }, mode, format, { lane: 'request' });
  if (!password) return { bytes: stored.bytes, fileName, storedKey: stored.key };
  try {
    return {
      bytes: await deps.documents.run({ kind: 'lock', bytes: stored.bytes, password }, { moveBytes: true }),
      fileName,
    };
  } catch (error) {
    throw formatFailure(error, format);
  }
}

/**
 * Makes, inside the translation job before it ends, the output its conversation asked for at its
 * start (`ConversationSettings.output`: an API document's export format), so that its download is
 * a file read however long the export takes (decision 0040). The job's own signal stops it.
 */
export async function prepareOutput(
  deps: WorkspaceDeps,
  job: JobRow,
  output: PreparedOutput,
  signal: AbortSignal,
): Promise<void> {
  const conversation = await deps.db
    .selectFrom('conversations')
    .selectAll()
    .where('id', '=', job.conversation_id)
    .executeTakeFirst();
  const file = conversation?.file_id
    ? await deps.db.selectFrom('stored_files').selectAll().where('id', '=', conversation.file_id).executeTakeFirst()
    : undefined;
  if (!conversation || !file) throw new AppError('fileExpired');
  const { version } = await resolveVersion(deps.db, conversation.id, job.id);
  await storedBuild(deps, { conversation, version, job, file }, 'translated', output.format, { lane: 'job', signal });
}

interface BuildParts {
  conversation: ConversationRow;
  version: VersionRow;
  /** The translate job the version descends from: its folder keeps the version's built files. */
  job: JobRow;
  file: StoredFileTable;
}

/**
 * The translated file of this revision, mode and format, from the file store, else built and kept
 * there. Deleted (conversation or file) or expired while it was being built: the clean-up may have
 * run before this file existed, so it is removed here.
 */
async function storedBuild(
  deps: WorkspaceDeps,
  parts: BuildParts,
  mode: OutputModeWire,
  format: string,
  run: { lane: 'request' | 'job'; signal?: AbortSignal },
): Promise<{ bytes: Uint8Array; key: string }> {
  const { version, job, file } = parts;
  // The first translation keeps the key it had before versions (its built files stay valid).
  const named = version.id === job.id ? '' : `${version.id}-`;
  const key = `${downloadsFolder(job.id)}${named}r${version.revision}-${mode}.${format}`;
  const kept = await deps.files.get(key);
  if (kept) return { bytes: kept, key };
  const bytes = await rebuildDownload(deps, parts, mode, format, run);
  await deps.files.put(key, bytes);
  const still =
    (await deps.db.selectFrom('jobs').select('id').where('id', '=', job.id).executeTakeFirst()) &&
    (await deps.db
      .selectFrom('stored_files')
      .select('id')
      .where('id', '=', file.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst());
  if (!still) {
    await deps.files.remove(downloadsFolder(job.id));
    throw new AppError('fileExpired');
  }
  return { bytes, key };
}

/** Rebuilds the translated file from the job's segments and exports it to `format`, in a worker thread. */
async function rebuildDownload(
  deps: WorkspaceDeps,
  { conversation, version, job, file }: BuildParts,
  mode: OutputModeWire,
  format: string,
  run: { lane: 'request' | 'job'; signal?: AbortSignal },
): Promise<Uint8Array> {
  const settings = JSON.parse(conversation.settings) as ConversationSettings;
  // Read exactly as the translation read it (the source language picks the OCR engine), so segment ids match.
  const input = JSON.parse(job.input) as TranslateInput;
  const read = await storedReadSettings(deps, file, settings, sourceOf(input));
  const rows = await deps.db
    .selectFrom('version_segments')
    .select(['segment_id', 'source', 'target'])
    .where('version_id', '=', version.id)
    .execute();
  const translations = new Map(rows.map((row) => [row.segment_id, row.target ?? row.source]));
  const bytes = await readStoredFile(deps, file);
  const task = {
    kind: 'build' as const,
    fileName: file.name,
    bytes,
    read,
    translations,
    mode,
    // The detected language when the conversation said auto, so bilingual files name it.
    languages: { sourceLanguage: sourceOf(input), targetLanguage: conversation.target_language },
    exportTo: format,
    libreOffice: deps.libreOffice,
  };
  try {
    const lane = await readLane(deps, file.name, bytes, read.limits, run.lane);
    return await deps.documents.run(task, { moveBytes: true, lane, signal: run.signal });
  } catch (error) {
    throw formatFailure(error, file.format);
  }
}

/** What a download link's token is for: it opens nothing else. */
export const DOWNLOAD_LINK = 'download';

/** The claims a download link carries, sealed (ServerSecret.issueToken): nobody reads them but this server. */
export interface DownloadClaims {
  o: string;
  c: string;
  /** The version, fixed when the link was made (a newer version does not change what it gives). */
  v?: string;
  f?: string;
  m?: string;
  l?: 1;
  e: number;
}

/** An opaque GET link for the same download, valid for a few minutes (downFileLink). */
export function signDownloadLink(
  deps: WorkspaceDeps,
  owner: string,
  request: {
    conversationId: string;
    versionId: string;
    format?: string;
    mode?: string;
    encryptWithSourcePassword?: boolean;
  },
  ttlMs = 10 * 60 * 1000,
) {
  const expiresAt = deps.now() + ttlMs;
  const claims: DownloadClaims = {
    o: owner,
    c: request.conversationId,
    v: request.versionId,
    f: request.format,
    m: request.mode,
    // A locked download asked for as a link is locked when the link is opened too.
    l: request.encryptWithSourcePassword === true ? 1 : undefined,
    e: expiresAt,
  };
  const token = deps.secret.issueToken(DOWNLOAD_LINK, claims);
  return { token, expiresAt: new Date(expiresAt).toISOString() };
}
