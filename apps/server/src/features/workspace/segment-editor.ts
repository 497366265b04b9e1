import type { EditorSegments, SegmentsReviewed } from '@glossa/contracts/chat';
import type { Owner } from '#core/owner.ts';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from './deps.ts';
import { editScope } from './edit-scope.ts';
import { sourceOf, type TranslateInput } from './jobs/job-input.ts';
import { lineLengthOf, qaOptions } from './qa.ts';
import { ownConversation } from './repo.ts';
import { showVersion } from './version-messages.ts';
import { bumpRevision, editRound, isReady, resolveVersion } from './versions.ts';

/**
 * The segment editor's reads and review marks (docs/product.md §7.6): every segment of a version
 * with its inline tags, its state and what the QA checks found, and segments confirmed as they
 * are. Edits go through editTranslation, which a Confirm calls with `reviewed`.
 */

/** Every segment of a version, in document order, with the checks run in a worker thread. */
export async function editorSegments(
  deps: WorkspaceDeps,
  owner: Owner,
  body: { conversationId?: unknown; versionId?: unknown },
): Promise<EditorSegments> {
  const conversation = await ownConversation(deps.db, owner, body.conversationId);
  const resolved = await resolveVersion(deps.db, conversation.id, body.versionId);
  const { version, job } = resolved;
  const input = JSON.parse(job.input) as TranslateInput;
  const lineLength = await lineLengthOf(deps, conversation);
  const options = await qaOptions(deps, conversation, resolved, lineLength);
  const rows = await deps.db
    .selectFrom('version_segments')
    .select(['segment_id', 'source', 'target', 'origin', 'position', 'reviewed_at'])
    .where('version_id', '=', version.id)
    .orderBy('position')
    .execute();
  // 10,000 sentences take a second of CPU: off the event loop.
  const reviews = await deps.documents.run({
    kind: 'segmentChecks',
    rows: rows.map((row) => ({
      position: row.position,
      segmentId: row.segment_id,
      source: row.source,
      target: row.target,
    })),
    options,
  });
  return {
    versionId: version.id,
    version: version.number,
    ready: isReady(resolved),
    sourceLanguage: sourceOf(input),
    targetLanguage: input.target,
    lineLength,
    segments: rows.map((row, index) => ({
      segmentId: row.segment_id,
      source: row.source,
      target: row.target ?? '',
      translated: row.target !== null,
      edited: row.origin === 'edit',
      reviewed: row.reviewed_at !== null,
      issues: reviews[index]?.issues ?? [],
      terms: reviews[index]?.terms ?? [],
    })),
  };
}

/**
 * Marks segments of a version reviewed (or not) as they are. A mark never changes a version made
 * by an engine: it goes on the version's round of edits, as an edit does, and the answer that
 * showed the version then shows the round. Reviewed translations go into the translation memory.
 */
export async function reviewSegments(
  deps: WorkspaceDeps,
  owner: Owner,
  body: { conversationId?: unknown; versionId?: unknown; segmentIds?: unknown; reviewed?: unknown },
): Promise<SegmentsReviewed> {
  const conversation = await ownConversation(deps.db, owner, body.conversationId);
  const base = await resolveVersion(deps.db, conversation.id, body.versionId);
  if (!isReady(base)) throw new AppError('translationNotReady');
  const ids = Array.isArray(body.segmentIds) ? body.segmentIds.map(String) : [];
  const reviewed = body.reviewed === true;
  const scope = reviewed
    ? await editScope(deps, conversation.owner, JSON.parse(base.job.input) as TranslateInput)
    : undefined;
  const now = deps.now();
  const outcome = await deps.events.publishFrom(conversation.id, async (trx) => {
    const { version } = await editRound(trx, base.version, now);
    // Only translated segments can be confirmed; one already so stays as it was.
    const changed = await trx
      .updateTable('version_segments')
      .set({ reviewed_at: reviewed ? now : null })
      .where('version_id', '=', version.id)
      .where('segment_id', 'in', ids)
      .where('target', 'is not', null)
      .where('reviewed_at', reviewed ? 'is' : 'is not', null)
      .returning(['source', 'target'])
      .execute();
    if (changed.length > 0) await bumpRevision(trx, version.id, now);
    if (scope && changed.length > 0) {
      const pairs = changed.map((row) => ({ source: row.source, target: row.target ?? '' }));
      await deps.memory.storeIn(trx, scope, pairs, { conversationId: conversation.id, jobId: base.job.id });
    }
    const shown = await showVersion(trx, version, conversation.module === 'text', []);
    return { ...shown, answer: { versionId: version.id, version: version.number, changed: changed.length } };
  });
  return outcome.answer;
}
