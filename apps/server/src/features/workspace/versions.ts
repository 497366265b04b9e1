import type { VersionChange, VersionKind, VersionSummary } from '@glossa/contracts/chat';
import { stripTags } from '@glossa/translate/segments/inline-tags';
import type { Kysely, Selectable } from 'kysely';
import { uuidV7 } from '#core/ids.ts';
import type { JobRow } from '#core/queue/job-row.ts';
import type { Database } from '#db/database.ts';
import type { DatabaseSchema, VersionTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import { pageArgs } from './repo.ts';

/**
 * The versions of a conversation's translation (docs/decisions/0052-translation-versions.md):
 * the first translation, each refinement, each round of edits. Every reader (preview, Copy,
 * downloads, chat turns) names the version it reads; left out, the newest.
 */
export type VersionRow = Selectable<VersionTable>;

type Db = Kysely<DatabaseSchema>;

/** Edits made on a round of edits within this time of its last one go on that round; later ones start another. */
export const EDIT_ROUND_MS = 30 * 60 * 1000;

/** A version and the translate job it descends from (the file, languages and settings it was read with). */
export interface ResolvedVersion {
  version: VersionRow;
  job: JobRow;
}

/** The next number of a version in the conversation (1, 2…), inside the transaction that adds it. */
export async function nextVersionNumber(trx: Db, conversationId: string): Promise<number> {
  const row = await trx
    .selectFrom('versions')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return Number(row?.number ?? 0) + 1;
}

/** Adds a version row (its segments are written by the caller, in the same transaction). */
export async function addVersion(
  trx: Db,
  values: {
    id?: string;
    conversationId: string;
    jobId: string;
    parentId: string | null;
    kind: VersionKind;
    madeBy: string | null;
    messageId: string | null;
    now: number;
  },
): Promise<VersionRow> {
  const row: VersionRow = {
    id: values.id ?? uuidV7(values.now),
    conversation_id: values.conversationId,
    job_id: values.jobId,
    parent_id: values.parentId,
    number: await nextVersionNumber(trx, values.conversationId),
    kind: values.kind,
    made_by: values.madeBy,
    message_id: values.messageId,
    revision: 0,
    created_at: values.now,
    updated_at: values.now,
  };
  await trx.insertInto('versions').values(row).execute();
  return row;
}

/** Copies every segment of `fromId` into the new version `toId`: what it starts from. */
export async function copySegments(trx: Db, fromId: string, toId: string): Promise<void> {
  await trx
    .insertInto('version_segments')
    .columns(['version_id', 'segment_id', 'position', 'source', 'target', 'origin', 'reviewed_at'])
    .expression((eb) =>
      eb
        .selectFrom('version_segments')
        .select((inner) => [
          inner.val(toId).as('version_id'),
          'segment_id',
          'position',
          'source',
          'target',
          'origin',
          'reviewed_at',
        ])
        .where('version_id', '=', fromId),
    )
    .execute();
}

/**
 * The version a request names (of this conversation only: another's id answers notFound), else
 * the conversation's newest; translationNotReady when it has none yet.
 */
export async function resolveVersion(
  db: Database,
  conversationId: string,
  versionId?: unknown,
): Promise<ResolvedVersion> {
  let query = db.selectFrom('versions').selectAll().where('conversation_id', '=', conversationId);
  if (versionId !== undefined && versionId !== null && versionId !== '') {
    query = query.where('id', '=', String(versionId));
  } else {
    query = query.orderBy('number', 'desc').limit(1);
  }
  const version = await query.executeTakeFirst();
  if (!version) throw new AppError(versionId ? 'notFound' : 'translationNotReady');
  const job = await db.selectFrom('jobs').selectAll().where('id', '=', version.job_id).executeTakeFirst();
  if (!job) throw new AppError('notFound');
  return { version, job };
}

/** Whether the version's translation is finished: a first translation once its job is done, the others always. */
export function isReady({ version, job }: ResolvedVersion): boolean {
  return version.kind !== 'translation' || job.state === 'done';
}

/** The conversation's versions, newest first, with the number each was made from and its count of edited sentences. */
export async function listVersions(db: Database, conversationId: string): Promise<VersionSummary[]> {
  const rows = await db
    .selectFrom('versions as v')
    .leftJoin('versions as p', 'p.id', 'v.parent_id')
    .innerJoin('jobs as j', 'j.id', 'v.job_id')
    .select([
      'v.id',
      'v.number',
      'v.kind',
      'v.made_by',
      'v.created_at',
      'v.updated_at',
      'p.number as parent_number',
      'j.state as job_state',
    ])
    .select((eb) =>
      eb
        .selectFrom('version_segments as s')
        .select((count) => count.fn.countAll<number>().as('edited'))
        .whereRef('s.version_id', '=', 'v.id')
        .where('s.origin', '=', 'edit')
        .as('edited'),
    )
    .where('v.conversation_id', '=', conversationId)
    .orderBy('v.number', 'desc')
    .execute();
  return rows.map((row) => ({
    versionId: row.id,
    number: row.number,
    kind: row.kind as VersionKind,
    parentNumber: row.parent_number ?? null,
    madeBy: row.made_by,
    edited: Number(row.edited ?? 0),
    ready: row.kind !== 'translation' || row.job_state === 'done',
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  }));
}

/** The sentences whose translation differs between two versions of a conversation, in document order. */
export async function versionChanges(
  db: Database,
  conversationId: string,
  body: { fromVersionId?: unknown; toVersionId?: unknown; pageNum?: unknown; pageSize?: unknown },
) {
  const from = await resolveVersion(db, conversationId, body.fromVersionId);
  const to = await resolveVersion(db, conversationId, body.toVersionId);
  const { pageNum, pageSize, offset } = pageArgs(body);
  const base = db
    .selectFrom('version_segments as a')
    .innerJoin('version_segments as b', (join) =>
      join.onRef('b.segment_id', '=', 'a.segment_id').on('b.version_id', '=', to.version.id),
    )
    .where('a.version_id', '=', from.version.id)
    .where((eb) =>
      eb.or([
        eb('a.target', '<>', eb.ref('b.target')),
        eb.and([eb('a.target', 'is', null), eb('b.target', 'is not', null)]),
        eb.and([eb('a.target', 'is not', null), eb('b.target', 'is', null)]),
      ]),
    );
  const [rows, count] = await Promise.all([
    base
      .select(['a.segment_id', 'a.source', 'a.target as before', 'b.target as after'])
      .orderBy('a.position')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
  ]);
  const records: VersionChange[] = rows.map((row) => ({
    segmentId: row.segment_id,
    source: stripTags(row.source),
    before: row.before === null ? '' : stripTags(row.before),
    after: row.after === null ? '' : stripTags(row.after),
  }));
  return { records, total: Number(count?.count ?? 0), pageNum, pageSize };
}

/**
 * The version an edit made on `base` is saved in: `base` itself when it is a round of edits still
 * open (its last edit within EDIT_ROUND_MS, no version made from it since), else a new round of
 * edits copied from `base`. Inside the edit's transaction.
 */
export async function editRound(
  trx: Db,
  base: VersionRow,
  now: number,
): Promise<{ version: VersionRow; made: boolean }> {
  // The version's row first: two first edits of one version (two tabs) make one round, not two.
  await trx
    .updateTable('versions')
    .set((eb) => ({ revision: eb.ref('revision') }))
    .where('id', '=', base.id)
    .execute();
  const open = (version: VersionRow) => version.kind === 'edit' && now - Number(version.updated_at) < EDIT_ROUND_MS;
  const hasChild = async (id: string) =>
    Boolean(await trx.selectFrom('versions').select('id').where('parent_id', '=', id).executeTakeFirst());
  if (open(base) && !(await hasChild(base.id))) return { version: base, made: false };
  // Another tab's round on the same version, still open: the edit goes on it (each sentence is checked for conflicts).
  const sibling = await trx
    .selectFrom('versions')
    .selectAll()
    .where('parent_id', '=', base.id)
    .where('kind', '=', 'edit')
    .orderBy('number', 'desc')
    .executeTakeFirst();
  if (sibling && open(sibling) && !(await hasChild(sibling.id))) return { version: sibling, made: false };
  const version = await addVersion(trx, {
    conversationId: base.conversation_id,
    jobId: base.job_id,
    parentId: base.id,
    kind: 'edit',
    madeBy: 'user',
    messageId: base.message_id,
    now,
  });
  await copySegments(trx, base.id, version.id);
  return { version, made: true };
}

/** Marks a version edited now: its revision names its built files, so the next download is built again. */
export async function bumpRevision(trx: Db, versionId: string, now: number): Promise<boolean> {
  const bumped = await trx
    .updateTable('versions')
    .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: now }))
    .where('id', '=', versionId)
    .executeTakeFirst();
  return Number(bumped.numUpdatedRows) > 0;
}
