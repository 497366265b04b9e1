import type { Block, VersionKind } from '@glossa/contracts/chat';
import { fileExtension } from '@glossa/contracts/file-formats';
import { AppError } from '#http/app-error.ts';
import { downloadBlock } from '../download-choices.ts';
import { addVersion, copySegments, type VersionRow } from '../versions.ts';
import type { JobRunContext } from './job-context.ts';
import type { TranslateInput } from './job-input.ts';
import type { MessageWriter } from './message-writer.ts';
import { type SavedSegment, saveSegments } from './segments-repo.ts';
import { progressUpdate } from './translate-turn.ts';

const MARK_CHUNK = 200;

/**
 * A turn's new version made from `base` (docs/decisions/0052-translation-versions.md): every
 * sentence of base, then `changed` over them, in one transaction under the run's guard, so a
 * paused, failed or deleted turn leaves no version behind. The version's id is the turn's job id.
 * A sentence translated anew loses its review mark: the reviewer has not read this wording.
 */
export async function saveDerivedVersion(
  ctx: JobRunContext,
  base: VersionRow,
  kind: VersionKind,
  madeBy: string,
  changed: readonly SavedSegment[],
): Promise<VersionRow> {
  const { deps, job } = ctx;
  let version: VersionRow | undefined;
  await saveSegments(deps.db, ctx.guard, job.id, changed, async (trx) => {
    version = await addVersion(trx, {
      id: job.id,
      conversationId: base.conversation_id,
      jobId: base.job_id,
      parentId: base.id,
      kind,
      madeBy,
      messageId: job.message_id,
      now: deps.now(),
    });
    await copySegments(trx, base.id, version.id);
    for (let i = 0; i < changed.length; i += MARK_CHUNK) {
      await trx
        .updateTable('version_segments')
        .set({ reviewed_at: null })
        .where('version_id', '=', job.id)
        .where(
          'segment_id',
          'in',
          changed.slice(i, i + MARK_CHUNK).map((segment) => segment.id),
        )
        .execute();
    }
  });
  if (!version) throw new AppError('notFound');
  return version;
}

/** The download card of a turn's new version, at `index` of its message (none once the file has gone). */
async function addDownloadCard(
  ctx: JobRunContext,
  translate: TranslateInput,
  versionRef: { versionId: string; version: number },
  writer: MessageWriter,
  index: number,
): Promise<void> {
  const { deps } = ctx;
  const file = await deps.db
    .selectFrom('stored_files')
    .select('name')
    .where('id', '=', translate.fileId)
    .executeTakeFirst();
  if (!file) return;
  const isText = translate.module === 'text';
  await writer.set(index, await downloadBlock(deps, file.name, fileExtension(file.name), isText, versionRef));
}

/**
 * The answer of a turn that makes a version from another (a refinement, a retranslation): a
 * progress card over `total` sentences and the translation block; once the version is saved, the
 * progress done, the block naming the version with `content`, and the version's download card.
 */
export async function derivedAnswer(
  ctx: JobRunContext,
  writer: MessageWriter,
  total: number,
  languages: { sourceLanguage: string; targetLanguage: string },
) {
  const { deps } = ctx;
  await writer.set(0, {
    type: 'progress',
    attributes: { state: 'running', done: 0, total, percent: 0, etaSeconds: null },
  });
  const translation: Block = { type: 'translation', content: '', attributes: { ...languages, segments: total } };
  await writer.set(1, translation);
  const startedAt = deps.now();
  return {
    progress: (done: number) => writer.patch(0, progressUpdate(done, total, 0, startedAt, deps.now())),
    async finish(version: VersionRow, content: string, translate: TranslateInput) {
      const versionRef = { versionId: version.id, version: version.number };
      await writer.patch(0, { state: 'done', done: total, percent: 100, etaSeconds: 0 }, true);
      await writer.set(1, { ...translation, attributes: { ...translation.attributes, ...versionRef }, content });
      await addDownloadCard(ctx, translate, versionRef, writer, 2);
    },
  };
}
