import { type Kysely, sql } from 'kysely';

/**
 * Versions of a conversation's translation (docs/decisions/0052-translation-versions.md):
 * - versions: one row per result: the first translation (its id is the translate job's), each
 *   refinement (the refine job's id), each round of edits (an id of its own). `job_id` names the
 *   translate job it descends from (the file and languages it was read with); `number` counts from
 *   1 in the conversation; `parent_id` is the version it was made from; `revision` is bumped by each
 *   edit of the version and names its built downloads; `message_id` is the answer that shows it.
 * - version_segments (was job_segments, keyed by job): each version's own copy of the segments, so
 *   an edit or a refinement never changes another version.
 * Every existing translate job becomes version 1, 2… of its conversation, in order of creation.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration reads the rows of its time, not the current schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('versions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('conversation_id', 'varchar(36)', (col) =>
      col.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('job_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('parent_id', 'varchar(36)')
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('made_by', 'varchar(100)')
    .addColumn('message_id', 'varchar(36)')
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('versions_number')
    .on('versions')
    .columns(['conversation_id', 'number'])
    .unique()
    .execute();
  await db.schema
    .createTable('version_segments')
    .addColumn('version_id', 'varchar(36)', (col) => col.notNull().references('versions.id').onDelete('cascade'))
    .addColumn('segment_id', 'varchar(200)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('target', 'text')
    .addColumn('origin', 'varchar(12)')
    .addPrimaryKeyConstraint('version_segments_pk', ['version_id', 'segment_id'])
    .execute();
  await db.schema
    .createIndex('version_segments_order')
    .on('version_segments')
    .columns(['version_id', 'position'])
    .execute();

  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'conversation_id', 'message_id', 'revision', 'created_at', 'updated_at'])
    .where('kind', '=', 'translate')
    .orderBy('conversation_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  let conversation = '';
  let number = 0;
  for (const job of jobs) {
    number = job.conversation_id === conversation ? number + 1 : 1;
    conversation = job.conversation_id;
    await db
      .insertInto('versions')
      .values({
        id: job.id,
        conversation_id: job.conversation_id,
        job_id: job.id,
        parent_id: null,
        number,
        kind: 'translation',
        made_by: null,
        message_id: job.message_id,
        revision: job.revision,
        created_at: job.created_at,
        updated_at: job.updated_at,
      })
      .execute();
  }
  await sql`insert into version_segments (version_id, segment_id, position, source, target, origin)
    select s.job_id, s.segment_id, s.position, s.source, s.target, s.origin
    from job_segments s where s.job_id in (select id from versions)`.execute(db);
  await db.schema.dropTable('job_segments').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_segments')
    .addColumn('job_id', 'varchar(36)', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('segment_id', 'varchar(200)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('target', 'text')
    .addColumn('origin', 'varchar(12)')
    .addPrimaryKeyConstraint('job_segments_pk', ['job_id', 'segment_id'])
    .execute();
  await sql`insert into job_segments (job_id, segment_id, position, source, target, origin)
    select v.job_id, s.segment_id, s.position, s.source, s.target, s.origin
    from version_segments s join versions v on v.id = s.version_id where v.kind = 'translation'`.execute(db);
  await db.schema.dropTable('version_segments').execute();
  await db.schema.dropTable('versions').execute();
}
