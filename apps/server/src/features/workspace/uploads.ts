import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UploadAnswer } from '@glossa/contracts/chat';
import { findFileFormat } from '@glossa/contracts/file-formats';
import { cleanFileName } from '@glossa/contracts/file-names';
import { formatForFile } from '@glossa/translate/formats/registry';
import { detectLanguage } from '@glossa/translate/languages/detect';
import { stripTags } from '@glossa/translate/segments/inline-tags';
import { AppError } from '../../http/app-error.ts';
import { uuidV7 } from '../account/repo.ts';
import type { WorkspaceDeps } from './deps.ts';
import { extensionOf, extractOptions, type FileInfo, formatFailure, type ReadLimits, readLimits } from './documents.ts';
import { downloadFormats } from './download-choices.ts';
import { type Owner, ownerKey } from './owner.ts';
import { hasPageImages } from './source-preview.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PREVIEW_CHARS = 4000;

export interface IncomingFile {
  fileName: string;
  stream: Readable & { truncated?: boolean };
}

function countWords(text: string): number {
  // CJK and Thai have no spaces: each of their characters counts as a word, as translators count them.
  const dense = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu)?.length ?? 0;
  const spaced = text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu, ' ');
  return dense + (spaced.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0);
}

/** Pages, for the formats that have them (PDF: the skeleton's page list). */
function pageCount(skeleton: unknown): number | null {
  const shape = skeleton as { pageCount?: unknown; pages?: unknown } | null;
  if (typeof shape?.pageCount === 'number') return shape.pageCount;
  return Array.isArray(shape?.pages) ? shape.pages.length : null;
}

/** What the file holds, read by its adapter: the counts, the language, the start of the text. */
export async function describeFile(
  name: string,
  bytes: Uint8Array,
  password: string | undefined,
  limits?: ReadLimits,
): Promise<FileInfo & { pages: number | null }> {
  const format = await formatForFile(name);
  if (!format) throw new AppError('unsupportedFileFormat');
  let segments: { text: string }[];
  let skeleton: unknown;
  try {
    ({ segments, skeleton } = await format.extract(
      bytes,
      extractOptions(extensionOf(name), bytes, {}, password, undefined, limits),
    ));
  } catch (error) {
    throw formatFailure(error, extensionOf(name));
  }
  const text = segments.map((segment) => stripTags(segment.text)).join('\n\n');
  if (!/[\p{L}\p{N}]/u.test(text)) throw new AppError('fileEmpty');
  return {
    pages: pageCount(skeleton),
    words: countWords(text),
    segments: segments.length,
    detectedLanguage: detectLanguage(text.slice(0, 20_000)).language ?? null,
    previewText: text.slice(0, PREVIEW_CHARS),
  };
}

/**
 * One uploaded file: streamed to the store under the plan's size limit, then checked in the spec's
 * order (count, size, type), then opened by its adapter. A refused file leaves nothing stored.
 */
export async function storeUpload(
  deps: WorkspaceDeps,
  owner: Owner,
  file: IncomingFile,
  next: () => Promise<IncomingFile | undefined>,
  password: () => string | undefined,
): Promise<UploadAnswer> {
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
    if (!known || !(await formatForFile(fileName))) throw new AppError('unsupportedFileFormat');
    if (known.memberOnly && plan.member !== 1) throw new AppError('memberOnlyFormat', { format: known.extension });
    const bytes = (await deps.files.get(key)) as Uint8Array;
    const secret = password();
    const info = await describeFile(fileName, bytes, secret || undefined, readLimits(plan, deps.imageMaxPixels));
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

/** Typed text read as the file it will be stored as: its counts and its language. */
export async function describeText(text: string): Promise<{ bytes: Uint8Array; info: FileInfo }> {
  const bytes = new TextEncoder().encode(text);
  return { bytes, info: await describeFile('text.txt', bytes, undefined) };
}

/** Stores typed text as a file of its own, so text and documents share preview, edit and download. */
export async function storeText(deps: WorkspaceDeps, owner: Owner, text: { bytes: Uint8Array; info: FileInfo }) {
  const { bytes, info } = text;
  const { plan } = await deps.quota.entitlement(owner);
  const id = uuidV7(deps.now());
  const key = `uploads/${id}/text.txt`;
  await deps.files.put(key, bytes);
  const now = deps.now();
  await deps.db
    .insertInto('stored_files')
    .values({
      id,
      owner: ownerKey(owner),
      name: 'text.txt',
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
