import type { ChatMessage } from '@glossa/contracts/chat';
import { jobsOfFile, removeFileData } from './deletion.ts';
import type { WorkspaceDeps } from './deps.ts';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Files past their plan's storage days lose their bytes (and their built downloads and previews);
 * the row stays so the conversation can say the file expired and ask for it again.
 */
export async function sweepExpiredFiles(deps: WorkspaceDeps): Promise<number> {
  const now = deps.now();
  const expired = await deps.db
    .selectFrom('stored_files')
    .select(['id', 'storage_key'])
    .where('expires_at', '<=', now)
    .where('deleted_at', 'is', null)
    .limit(500)
    .execute();
  for (const file of expired) {
    // Marked first: a preview or download still being built sees the mark and removes what it wrote.
    await deps.db.updateTable('stored_files').set({ deleted_at: now }).where('id', '=', file.id).execute();
    await removeFileData(deps, file, await jobsOfFile(deps.db, file.id));
  }
  return expired.length;
}

export function startExpirySweeps(deps: WorkspaceDeps): () => void {
  const run = () =>
    void sweepExpiredFiles(deps).catch((error: unknown) => deps.log.error({ err: error }, 'file expiry sweep failed'));
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** File cards say whether their file is still there, as of now (not as of the upload). */
export async function markExpiredFiles(deps: WorkspaceDeps, messages: ChatMessage[]): Promise<ChatMessage[]> {
  const ids = messages.flatMap((message) =>
    message.blocks.flatMap((block) => (block.type === 'file' ? [block.attributes.fileId] : [])),
  );
  if (ids.length === 0) return messages;
  const rows = await deps.db
    .selectFrom('stored_files')
    .select(['id', 'expires_at', 'deleted_at'])
    .where('id', 'in', ids)
    .execute();
  const gone = new Set(
    rows.filter((row) => row.deleted_at !== null || row.expires_at <= deps.now()).map((row) => row.id),
  );
  const known = new Set(rows.map((row) => row.id));
  for (const message of messages) {
    for (const block of message.blocks) {
      if (block.type === 'file')
        block.attributes.expired = gone.has(block.attributes.fileId) || !known.has(block.attributes.fileId);
    }
  }
  return messages;
}
