import type { Paged, PreviewSentence } from '@glossa/contracts/chat';
import { termBaseVersion } from '@glossa/translate/glossary/term-base';
import type { MemoryScope } from '@glossa/translate/memory/translation-memory';
import { projectTags, stripTags, validateTags } from '@glossa/translate/segments/inline-tags';
import type { Owner } from '#core/owner.ts';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from './deps.ts';
import type { TranslateInput } from './jobs/job-input.ts';
import { translationSetup } from './jobs/translate-turn.ts';
import { type ConversationRow, latestTranslateJob, ownConversation, pageArgs } from './repo.ts';

function toSentence(row: {
  segment_id: string;
  source: string;
  target: string | null;
  origin: string | null;
}): PreviewSentence {
  return {
    segmentId: row.segment_id,
    source: stripTags(row.source),
    target: row.target === null ? '' : stripTags(row.target),
    edited: row.origin === 'edit',
  };
}

async function translateJobOf(deps: WorkspaceDeps, conversation: ConversationRow) {
  const job = await latestTranslateJob(deps.db, conversation.id);
  if (!job) throw new AppError('translationNotReady');
  return job;
}

/** Source and target sentences side by side, a page at a time (getPreviewSentences, docs/product.md §7.5). */
export async function previewSentences(
  deps: WorkspaceDeps,
  owner: Owner,
  body: { conversationId?: unknown; pageNum?: unknown; pageSize?: unknown },
): Promise<Paged<PreviewSentence>> {
  const conversation = await ownConversation(deps.db, owner, body.conversationId);
  const job = await translateJobOf(deps, conversation);
  const { pageNum, pageSize, offset } = pageArgs(body);
  const base = deps.db.selectFrom('job_segments').where('job_id', '=', job.id);
  const [rows, count] = await Promise.all([
    base
      .select(['segment_id', 'source', 'target', 'origin'])
      .orderBy('position')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
  ]);
  return { records: rows.map(toSentence), total: Number(count?.count ?? 0), pageNum, pageSize };
}

/**
 * The user's own wording of one translated sentence: saved (the source's inline formatting is
 * laid over it), fed to the translation memory, and part of the next download.
 */
export async function editTranslation(
  deps: WorkspaceDeps,
  owner: Owner,
  body: { conversationId?: unknown; segmentId?: unknown; text?: unknown },
): Promise<PreviewSentence> {
  const conversation = await ownConversation(deps.db, owner, body.conversationId);
  const job = await translateJobOf(deps, conversation);
  const text = typeof body.text === 'string' ? body.text.trim() : '';
  if (text === '') throw new AppError('translationEmpty');
  const row = await deps.db
    .selectFrom('job_segments')
    .selectAll()
    .where('job_id', '=', job.id)
    .where('segment_id', '=', String(body.segmentId ?? ''))
    .executeTakeFirst();
  if (!row) throw new AppError('notFound');
  const target = validateTags(row.source, text).ok ? text : projectTags(row.source, stripTags(text));
  const scope = await editScope(deps, conversation.owner, JSON.parse(job.input) as TranslateInput);
  await deps.db.transaction().execute(async (trx) => {
    // The job row first, the order every write of a job takes its locks in.
    const bumped = await trx
      .updateTable('jobs')
      .set((eb) => ({ revision: eb('revision', '+', 1) }))
      .where('id', '=', job.id)
      .executeTakeFirst();
    if (Number(bumped.numUpdatedRows) === 0) throw new AppError('notFound');
    await trx
      .updateTable('job_segments')
      .set({ target, origin: 'edit' })
      .where('job_id', '=', job.id)
      .where('segment_id', '=', row.segment_id)
      .execute();
    // Into the memory with the edit, linked to this conversation (its deletion takes the wording away).
    if (scope) {
      const origin = { conversationId: conversation.id, jobId: job.id };
      await deps.memory.storeIn(trx, scope, [{ source: row.source, target }], origin);
    }
  });
  return toSentence({ ...row, target, origin: 'edit' });
}

/** The memory scope of the job's own translation, so the next document reuses the edit; none when nothing would look it up. */
async function editScope(deps: WorkspaceDeps, owner: string, input: TranslateInput): Promise<MemoryScope | undefined> {
  let setup: ReturnType<typeof translationSetup>;
  try {
    setup = translationSetup(deps, input);
  } catch {
    return undefined; // no engine serves the pair any more
  }
  if (setup.source === 'auto') return undefined;
  const termBase = input.settings.termBaseId ? await deps.termBase?.(owner, input.settings.termBaseId) : undefined;
  return {
    owner,
    source: setup.source,
    target: input.target,
    engine: setup.engine.id,
    agent: setup.agentKey,
    termBaseVersion: termBaseVersion(termBase),
  };
}
