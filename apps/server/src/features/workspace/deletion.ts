import type { Database } from '#db/database.ts';
import type { StoredFileTable } from '#db/schema.ts';
import type { WorkspaceDeps } from './deps.ts';
import { downloadsFolder, previewKey } from './derived-keys.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { ConversationRow } from './repo.ts';

/** The jobs of the conversations that use a file: their built downloads were made from it. */
export async function jobsOfFile(db: Database, fileId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('jobs as j')
    .innerJoin('conversations as c', 'c.id', 'j.conversation_id')
    .select('j.id')
    .where('c.file_id', '=', fileId)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A file's bytes and everything made from them: the source, its folder (each upload has its
 * own, so no empty folder is left naming the file), its PDF preview and the downloads built from it.
 */
export async function removeFileData(
  deps: Pick<WorkspaceDeps, 'files'>,
  file: Pick<StoredFileTable, 'id' | 'storage_key'>,
  jobIds: readonly string[],
): Promise<void> {
  await deps.files.remove(file.storage_key);
  const folder = `uploads/${file.id}/`;
  if (file.storage_key.startsWith(folder)) await deps.files.remove(folder);
  await deps.files.remove(previewKey(file.id));
  for (const jobId of jobIds) await deps.files.remove(downloadsFolder(jobId));
}

/**
 * Deletes a conversation and everything that came from it (docs/decisions/0012-jobs-and-events.md):
 * its jobs (their running engine calls stop, any late write is refused), segments, events and
 * messages, the memory entries only it produced, its file when no other conversation uses it
 * (source, PDF preview) and its built downloads. The usage record stays, without the link: a chat
 * that was used stays used, so deleting is no way round the quota.
 */
export async function deleteConversation(
  deps: WorkspaceDeps,
  runner: JobRunner,
  conversation: ConversationRow,
): Promise<void> {
  const { id } = conversation;
  runner.abortConversation(id);
  const { jobIds, file } = await deps.db.transaction().execute(async (trx) => {
    // The job rows first, newest first (the order a refinement takes them in): from here on the
    // writes of their runs are refused, and a store that got in before is seen by what follows.
    const jobs = await trx
      .selectFrom('jobs')
      .select('id')
      .where('conversation_id', '=', id)
      .orderBy('id', 'desc')
      .execute();
    for (const job of jobs)
      await trx.updateTable('jobs').set({ state: 'cancelled' }).where('id', '=', job.id).execute();
    await deps.memory.forgetConversation(trx, id);
    await trx.updateTable('usage_records').set({ conversation_id: null }).where('conversation_id', '=', id).execute();
    await trx.deleteFrom('conversation_events').where('conversation_id', '=', id).execute();
    const ids = jobs.map((job) => job.id);
    const versions = trx.selectFrom('versions').select('id').where('conversation_id', '=', id);
    await trx.deleteFrom('version_segments').where('version_id', 'in', versions).execute();
    await trx.deleteFrom('versions').where('conversation_id', '=', id).execute();
    await trx.deleteFrom('jobs').where('conversation_id', '=', id).execute();
    await trx.deleteFrom('messages').where('conversation_id', '=', id).execute();
    await trx.deleteFrom('conversations').where('id', '=', id).execute();
    const stored = conversation.file_id
      ? await trx
          .selectFrom('stored_files')
          .select(['id', 'storage_key'])
          .where('id', '=', conversation.file_id)
          .executeTakeFirst()
      : undefined;
    const sharedWith = stored
      ? await trx.selectFrom('conversations').select('id').where('file_id', '=', stored.id).executeTakeFirst()
      : undefined;
    if (stored && !sharedWith) await trx.deleteFrom('stored_files').where('id', '=', stored.id).execute();
    return { jobIds: ids, file: sharedWith ? undefined : stored };
  });
  if (file) await removeFileData(deps, file, jobIds);
  else for (const jobId of jobIds) await deps.files.remove(downloadsFolder(jobId));
}
