import type { Paged, PreviewSentence } from '@glossa/contracts/chat';
import { termBaseVersion } from '@glossa/translate/glossary/term-base';
import { projectTags, stripTags, validateTags } from '@glossa/translate/segments/inline-tags';
import { AppError } from '../../http/app-error.ts';
import type { WorkspaceDeps } from './deps.ts';
import type { TranslateInput } from './jobs/job-input.ts';
import { translationSetup } from './jobs/translate-turn.ts';
import type { Owner } from './owner.ts';
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

/** Source and target sentences side by side, a page at a time (spec: getPreviewSentences). */
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
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('job_segments')
      .set({ target, origin: 'edit' })
      .where('job_id', '=', job.id)
      .where('segment_id', '=', row.segment_id)
      .execute();
    await trx
      .updateTable('jobs')
      .set((eb) => ({ revision: eb('revision', '+', 1) }))
      .where('id', '=', job.id)
      .execute();
  });
  await rememberEdit(deps, conversation.owner, JSON.parse(job.input) as TranslateInput, row.source, target);
  return toSentence({ ...row, target, origin: 'edit' });
}

/** The edit goes into the memory under the job's own scope, so the next document reuses it. */
async function rememberEdit(deps: WorkspaceDeps, owner: string, input: TranslateInput, source: string, target: string) {
  let setup: ReturnType<typeof translationSetup>;
  try {
    setup = translationSetup(deps, input);
  } catch {
    return; // no engine serves the pair any more: nothing would look the memory up
  }
  if (setup.source === 'auto') return;
  const termBase = input.settings.termBaseId ? await deps.termBase?.(owner, input.settings.termBaseId) : undefined;
  await deps.memory.store(
    {
      owner,
      source: setup.source,
      target: input.target,
      engine: setup.engine.id,
      agent: setup.agentKey,
      termBaseVersion: termBaseVersion(termBase),
    },
    [{ source, target }],
  );
}
