import type { EditedSentence, Paged, PreviewSentence } from '@glossa/contracts/chat';
import type { QaOptions } from '@glossa/translate/qa/qa-checks';
import { projectTags, stripTags, validateTags } from '@glossa/translate/segments/inline-tags';
import type { Owner } from '#core/owner.ts';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from './deps.ts';
import { editScope } from './edit-scope.ts';
import { saveEdits } from './edits.ts';
import type { TranslateInput } from './jobs/job-input.ts';
import { qaOptions, sentenceIssues } from './qa.ts';
import { repeatsOf } from './repeats.ts';
import { ownConversation, pageArgs } from './repo.ts';
import { bumpRevision, editRound, isReady, resolveVersion } from './versions.ts';

function toSentence(
  row: { segment_id: string; source: string; target: string | null; origin: string | null },
  qa: QaOptions,
): PreviewSentence {
  return {
    segmentId: row.segment_id,
    source: stripTags(row.source),
    target: row.target === null ? '' : stripTags(row.target),
    edited: row.origin === 'edit',
    issues: sentenceIssues(row.source, row.target, qa),
  };
}

/** Source and target sentences side by side, a page at a time, of one version (getPreviewSentences, docs/product.md §7.5). */
export async function previewSentences(
  deps: WorkspaceDeps,
  owner: Owner,
  body: { conversationId?: unknown; versionId?: unknown; pageNum?: unknown; pageSize?: unknown },
): Promise<Paged<PreviewSentence>> {
  const conversation = await ownConversation(deps.db, owner, body.conversationId);
  const resolved = await resolveVersion(deps.db, conversation.id, body.versionId);
  const { version } = resolved;
  const qa = await qaOptions(deps, conversation, resolved);
  const { pageNum, pageSize, offset } = pageArgs(body);
  const base = deps.db.selectFrom('version_segments').where('version_id', '=', version.id);
  const [rows, count] = await Promise.all([
    base
      .select(['segment_id', 'source', 'target', 'origin'])
      .orderBy('position')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
  ]);
  return { records: rows.map((row) => toSentence(row, qa)), total: Number(count?.count ?? 0), pageNum, pageSize };
}

export interface EditRequest {
  conversationId?: unknown;
  versionId?: unknown;
  segmentId?: unknown;
  text?: unknown;
  expected?: unknown;
  reviewed?: unknown;
}

/**
 * The user's own wording of one translated sentence, made on a version: saved in a round of edits
 * made from that version (docs/decisions/0052-translation-versions.md), which never changes another
 * version; the source's inline formatting is laid over it; fed to the translation memory; the
 * answer that showed the version now shows the round. A sentence changed since the editor read it
 * (`expected`, another tab) is refused with editConflict.
 */
export async function editTranslation(deps: WorkspaceDeps, owner: Owner, body: EditRequest): Promise<EditedSentence> {
  const conversation = await ownConversation(deps.db, owner, body.conversationId);
  const base = await resolveVersion(deps.db, conversation.id, body.versionId);
  if (!isReady(base)) throw new AppError('translationNotReady');
  const text = typeof body.text === 'string' ? body.text.trim() : '';
  if (text === '') throw new AppError('translationEmpty');
  const segmentId = String(body.segmentId ?? '');
  const scope = await editScope(deps, conversation.owner, JSON.parse(base.job.input) as TranslateInput);
  const qa = await qaOptions(deps, conversation, base);
  const now = deps.now();
  const { sentence } = await deps.events.publishFrom(conversation.id, async (trx) => {
    const { version } = await editRound(trx, base.version, now);
    const row = await trx
      .selectFrom('version_segments')
      .selectAll()
      .where('version_id', '=', version.id)
      .where('segment_id', '=', segmentId)
      .executeTakeFirst();
    if (!row) throw new AppError('notFound');
    const before = row.target === null ? '' : stripTags(row.target);
    if (typeof body.expected === 'string' && body.expected.trim() !== before.trim()) {
      throw new AppError('editConflict');
    }
    const target = validateTags(row.source, text).ok ? text : projectTags(row.source, stripTags(text));
    if (!(await bumpRevision(trx, version.id, now))) throw new AppError('notFound');
    const reviewedAt = body.reviewed === true ? now : null;
    const edit = { segmentId: row.segment_id, source: row.source, before: row.target, target, reviewedAt };
    const shown = await saveEdits(trx, deps, { conversation, jobId: base.job.id, scope }, version, [edit]);
    const repeats = await repeatsOf(trx, version.id, row, target);
    const edited = {
      ...toSentence({ ...row, target, origin: 'edit' }, qa),
      versionId: version.id,
      version: version.number,
      tagged: target,
      reviewed: body.reviewed === true,
      repeats: repeats.length,
    };
    return { ...shown, sentence: edited };
  });
  return sentence;
}
