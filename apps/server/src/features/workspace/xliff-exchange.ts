import type { XliffImport } from '@glossa/contracts/chat';
import { writeBilingualXliff, type XliffVersion } from '@glossa/translate/exchange/bilingual-xliff';
import type { ReadXliff } from '@glossa/translate/exchange/bilingual-xliff-read';
import { FormatError } from '@glossa/translate/formats/document-format';
import type { Owner } from '#core/owner.ts';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from './deps.ts';
import { formatFailure } from './documents.ts';
import { editScope } from './edit-scope.ts';
import { saveEdits } from './edits.ts';
import { sourceOf, type TranslateInput } from './jobs/job-input.ts';
import { allSegments } from './jobs/segments-repo.ts';
import { documentName, ownConversation } from './repo.ts';
import { addVersion, copySegments, isReady, resolveVersion } from './versions.ts';
import { importPlan } from './xliff-plan.ts';

/**
 * A version's sentences as a bilingual XLIFF file for a CAT tool, and the file brought back as a
 * new version (issue 32, docs/decisions/0053-xliff-exchange.md). The writing and reading are
 * packages/translate/src/exchange; this is their glue to conversations and versions.
 */

/** The file a version is exported as: one unit per sentence, in document order. */
export async function exportXliff(
  deps: WorkspaceDeps,
  owner: Owner,
  body: { conversationId?: unknown; versionId?: unknown; xliffVersion?: XliffVersion },
): Promise<{ xml: string; fileName: string }> {
  const conversation = await ownConversation(deps.db, owner, body.conversationId);
  const resolved = await resolveVersion(deps.db, conversation.id, body.versionId);
  if (!isReady(resolved)) throw new AppError('translationNotReady');
  const { version, job } = resolved;
  const input = JSON.parse(job.input) as TranslateInput;
  const rows = await deps.db
    .selectFrom('version_segments')
    .select(['segment_id', 'source', 'target', 'reviewed_at'])
    .where('version_id', '=', version.id)
    .orderBy('position')
    .execute();
  const name = await documentName(deps.db, conversation);
  const xliffVersion = body.xliffVersion ?? '2.1';
  const xml = writeBilingualXliff({
    version: xliffVersion,
    sourceLanguage: sourceOf(input),
    targetLanguage: input.target,
    original: name,
    versionId: version.id,
    units: rows.map((row) => ({
      id: row.segment_id,
      source: row.source,
      target: row.target,
      // Confirmed in the segment editor: reviewed; any other translation (an engine's, the memory's, an edit): translated.
      state: row.reviewed_at !== null ? ('reviewed' as const) : ('translated' as const),
    })),
  });
  const base = name.replace(/\.[^.]+$/, '');
  return { xml, fileName: `${base}_v${version.number}.${xliffVersion === '2.1' ? 'xlf' : 'xliff'}` };
}

/** An XLIFF file brought back: the version it was exported from (or is meant for) and its bytes. */
export interface XliffUpload {
  conversationId: string;
  versionId: string;
  bytes: Uint8Array;
}

/** The file's units, read in a worker thread (a DOM of a few megabytes takes a second). */
async function readUpload(deps: WorkspaceDeps, bytes: Uint8Array): Promise<ReadXliff> {
  try {
    return await deps.documents.run({ kind: 'readXliff', bytes, maxBytes: bytes.length }, { moveBytes: true });
  } catch (error) {
    if (error instanceof FormatError && error.code === 'unsupported') {
      throw new AppError('xliffInvalid', undefined, { cause: error });
    }
    // A DOCTYPE or entities: fileUnsafe; XML that is not well-formed: fileUnreadable.
    throw formatFailure(error, 'xliff');
  }
}

/** Whether every version the file says it was exported from is one of this conversation's (any of them). */
async function ofConversation(db: Database, conversationId: string, versionIds: readonly string[]): Promise<boolean> {
  const named = [...new Set(versionIds)];
  if (named.length === 0) return true;
  // One file element per export: dozens, or ids longer than any version's, are no export of this server's.
  if (named.length > 16 || named.some((id) => id.length > 36)) return false;
  const found = await db
    .selectFrom('versions')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('id', 'in', named)
    .execute();
  return found.length === named.length;
}

/**
 * Makes one version from the file's changes to the named one, in one transaction: a round of
 * edits (made by 'import') copied from it, with every changed target an edit, fed to the
 * translation memory; the answer that showed the named version shows the new one. Nothing
 * changed: no version is made, the named one is answered. A file exported from another
 * conversation (its mark says so), or none of whose units is a sentence of this version, is
 * refused with xliffMismatch, and nothing is written.
 */
export async function importXliff(deps: WorkspaceDeps, owner: Owner, upload: XliffUpload): Promise<XliffImport> {
  const conversation = await ownConversation(deps.db, owner, upload.conversationId);
  const base = await resolveVersion(deps.db, conversation.id, upload.versionId);
  if (!isReady(base)) throw new AppError('translationNotReady');
  const file = await readUpload(deps, upload.bytes);
  const scope = await editScope(deps, conversation.owner, JSON.parse(base.job.input) as TranslateInput);
  const now = deps.now();
  const { answer } = await deps.events.publishFrom(conversation.id, async (trx) => {
    // The named version's row first (as editRound): its sentences cannot change while they are compared.
    await trx
      .updateTable('versions')
      .set((eb) => ({ revision: eb.ref('revision') }))
      .where('id', '=', base.version.id)
      .execute();
    if (!(await ofConversation(trx, conversation.id, file.versionIds))) throw new AppError('xliffMismatch');
    const plan = importPlan(await allSegments(trx, base.version.id), file);
    if (plan.matched === 0) throw new AppError('xliffMismatch');
    const counts = { changed: plan.edits.length, unchanged: plan.unchanged, skipped: plan.skipped };
    if (plan.edits.length === 0) {
      return { events: [], answer: { versionId: base.version.id, version: base.version.number, ...counts } };
    }
    const version = await addVersion(trx, {
      conversationId: conversation.id,
      jobId: base.version.job_id,
      parentId: base.version.id,
      kind: 'edit',
      madeBy: 'import',
      messageId: base.version.message_id,
      now,
    });
    await copySegments(trx, base.version.id, version.id);
    const shown = await saveEdits(trx, deps, { conversation, jobId: base.job.id, scope }, version, plan.edits);
    return { ...shown, answer: { versionId: version.id, version: version.number, ...counts } };
  });
  return answer;
}
