import { officeFamily } from '@glossa/translate/formats/auto-options';
import { convertWithLibreOffice } from '@glossa/translate/formats/legacy/libreoffice';
import type { Owner } from '#core/owner.ts';
import type { StoredFileTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from './deps.ts';
import { previewKey } from './derived-keys.ts';
import { formatFailure, readStoredFile } from './documents.ts';
import { ownConversation } from './repo.ts';

const OPEN_DOCUMENT = new Set(['odt', 'ods', 'odp', 'rtf']);

/** Formats whose pages can be shown as pictures here: PDF always, Office and OpenDocument through LibreOffice. */
export function hasPageImages(deps: WorkspaceDeps, extension: string): boolean {
  return (
    extension === 'pdf' || (deps.libreOffice && (officeFamily(extension) !== undefined || OPEN_DOCUMENT.has(extension)))
  );
}

/** LibreOffice cannot open a password-protected Office file: it gets the package decrypted in a worker thread. */
async function unlockedSource(deps: WorkspaceDeps, file: StoredFileTable): Promise<Uint8Array> {
  const bytes = await readStoredFile(deps, file);
  if (!file.unlock_secret) return bytes;
  const password = deps.secret.unseal(file.unlock_secret);
  return deps.documents.run({ kind: 'unlock', bytes, password }, { moveBytes: true });
}

interface SourcePdf {
  pdf: Uint8Array;
  /** A protected PDF is rendered with its password. */
  password?: string;
}

/** The source as a PDF: itself, or converted once by LibreOffice and kept beside it. */
async function sourcePdf(deps: WorkspaceDeps, owner: Owner, conversationId: unknown): Promise<SourcePdf> {
  const conversation = await ownConversation(deps.db, owner, conversationId);
  const file = conversation.file_id
    ? await deps.db.selectFrom('stored_files').selectAll().where('id', '=', conversation.file_id).executeTakeFirst()
    : undefined;
  if (!file) throw new AppError('fileExpired');
  if (!hasPageImages(deps, file.format)) throw new AppError('unsupportedFileFormat');
  if (file.format === 'pdf') {
    const password = file.unlock_secret ? deps.secret.unseal(file.unlock_secret) : undefined;
    return { pdf: await readStoredFile(deps, file), password };
  }
  const cacheKey = previewKey(file.id);
  const cached = await deps.files.get(cacheKey);
  if (cached) return { pdf: cached };
  let pdf: Uint8Array;
  try {
    pdf = await convertWithLibreOffice(await unlockedSource(deps, file), file.format, 'pdf');
  } catch (error) {
    throw formatFailure(error, file.format);
  }
  await deps.files.put(cacheKey, pdf);
  // Deleted or expired while LibreOffice worked: the clean-up may have run before this file existed.
  const still = await deps.db
    .selectFrom('stored_files')
    .select('id')
    .where('id', '=', file.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!still) {
    await deps.files.remove(cacheKey);
    throw new AppError('fileExpired');
  }
  return { pdf };
}

/** One page of the source file as a PNG, for the preview panel. */
export async function sourcePageImage(
  deps: WorkspaceDeps,
  owner: Owner,
  conversationId: unknown,
  page: number,
): Promise<Uint8Array> {
  const { pdf, password } = await sourcePdf(deps, owner, conversationId);
  const from = Number.isInteger(page) && page >= 1 ? page - 1 : 0;
  try {
    const task = { kind: 'pages' as const, pdf, password, from, count: 1, scale: 1.5 };
    const [image] = await deps.documents.run(task, { moveBytes: true });
    if (!image) throw new AppError('notFound');
    return image;
  } catch (error) {
    throw formatFailure(error, 'pdf');
  }
}
