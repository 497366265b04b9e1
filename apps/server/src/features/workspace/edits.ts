import type { MemoryScope } from '@glossa/translate/memory/translation-memory';
import { stripTags } from '@glossa/translate/segments/inline-tags';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#db/schema.ts';
import type { WorkspaceDeps } from './deps.ts';
import { saveSegmentsIn } from './jobs/segments-repo.ts';
import type { ConversationRow } from './repo.ts';
import { showVersion } from './version-messages.ts';
import type { VersionRow } from './versions.ts';

const MARK_CHUNK = 200;

/** A sentence's translation changed by hand (an edit) or by a file brought back (an XLIFF import). */
export interface SavedEdit {
  segmentId: string;
  /** The sentence's source, with its tags: the memory's key. */
  source: string;
  /** The translation it had, null when it had none. */
  before: string | null;
  target: string;
  /** When the reviewer confirmed it with the edit (the segment editor's Confirm); null clears the mark. */
  reviewedAt: number | null;
}

/** What edits of one translation share: its conversation, its translate job and the memory scope its edits go to. */
export interface EditContext {
  conversation: ConversationRow;
  jobId: string;
  /** None when nothing would look the edits up (editScope, edit-scope.ts). */
  scope: MemoryScope | undefined;
}

/**
 * Saves edited translations on `version` inside the edit's transaction
 * (docs/decisions/0052-translation-versions.md): each target marked as an edit (its review mark
 * set or cleared), fed to the owner's translation memory linked to this conversation (its deletion
 * takes the wording away), and the answer that shows the version made to show it. Answers the
 * events and message row to publish.
 */
export async function saveEdits(
  trx: Kysely<DatabaseSchema>,
  deps: WorkspaceDeps,
  context: EditContext,
  version: VersionRow,
  edits: readonly SavedEdit[],
) {
  const { conversation, scope } = context;
  await saveSegmentsIn(
    trx,
    version.id,
    edits.map((edit) => ({ id: edit.segmentId, text: edit.target, origin: 'edit' })),
  );
  // The review mark: kept by a Confirm, cleared by any other edit (one UPDATE per mark and 200 segments).
  const marks = new Map<number | null, string[]>();
  for (const edit of edits) {
    const ids = marks.get(edit.reviewedAt) ?? [];
    ids.push(edit.segmentId);
    marks.set(edit.reviewedAt, ids);
  }
  for (const [reviewedAt, ids] of marks) {
    for (let i = 0; i < ids.length; i += MARK_CHUNK) {
      await trx
        .updateTable('version_segments')
        .set({ reviewed_at: reviewedAt })
        .where('version_id', '=', version.id)
        .where('segment_id', 'in', ids.slice(i, i + MARK_CHUNK))
        .execute();
    }
  }
  if (scope && edits.length > 0) {
    const origin = { conversationId: conversation.id, jobId: context.jobId };
    await deps.memory.storeIn(
      trx,
      scope,
      edits.map((edit) => ({ source: edit.source, target: edit.target })),
      origin,
    );
  }
  const changes = edits.map((edit) => ({
    before: edit.before === null ? '' : stripTags(edit.before),
    after: stripTags(edit.target),
  }));
  return showVersion(trx, version, conversation.module === 'text', changes);
}
