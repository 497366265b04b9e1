import { type Kysely, sql } from 'kysely';

/**
 * The chat workspace (decisions 0005 and 0012): plans and their grants, usage (one row per charged
 * turn, unique per job so a resumed job never charges twice), stored files, conversations, one
 * row per message, jobs with their numbered events and per-segment results.
 * Owners are 'user:<id>' or 'visitor:<client id>' so a visitor's work can move to an account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('member', 'integer', (col) => col.notNull())
    .addColumn('daily_chats', 'integer')
    .addColumn('plan_chats', 'integer')
    .addColumn('period_days', 'integer')
    .addColumn('file_max_bytes', 'bigint', (col) => col.notNull())
    .addColumn('storage_days', 'integer', (col) => col.notNull())
    .execute();
  await db
    .insertInto('plans' as never)
    .values([
      {
        id: 'free',
        member: 0,
        daily_chats: 20,
        plan_chats: null,
        period_days: null,
        file_max_bytes: 10 * 1024 * 1024,
        storage_days: 7,
      },
      {
        id: 'member',
        member: 1,
        daily_chats: null,
        plan_chats: 1000,
        period_days: 30,
        file_max_bytes: 50 * 1024 * 1024,
        storage_days: 30,
      },
    ] as never)
    .execute();

  await db.schema
    .createTable('plan_grants')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('owner', 'varchar(80)', (col) => col.notNull())
    .addColumn('plan_id', 'varchar(40)', (col) => col.notNull().references('plans.id'))
    .addColumn('chats_left', 'integer')
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('plan_grants_owner').on('plan_grants').columns(['owner', 'expires_at']).execute();

  await db.schema
    .createTable('usage_records')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('owner', 'varchar(80)', (col) => col.notNull())
    .addColumn('job_id', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('conversation_id', 'varchar(36)')
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('source', 'varchar(10)', (col) => col.notNull())
    .addColumn('change', 'integer', (col) => col.notNull())
    .addColumn('balance_after', 'integer')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('usage_owner_day').on('usage_records').columns(['owner', 'day']).execute();
  await db.schema.createIndex('usage_owner_time').on('usage_records').columns(['owner', 'created_at']).execute();

  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('owner', 'varchar(80)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('format', 'varchar(20)', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('storage_key', 'varchar(255)', (col) => col.notNull())
    .addColumn('unlock_secret', 'text')
    .addColumn('info', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('stored_files_owner').on('stored_files').columns(['owner', 'created_at']).execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('owner', 'varchar(80)', (col) => col.notNull())
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('module', 'varchar(10)', (col) => col.notNull())
    .addColumn('source_language', 'varchar(20)', (col) => col.notNull())
    .addColumn('target_language', 'varchar(20)', (col) => col.notNull())
    .addColumn('file_id', 'varchar(36)')
    .addColumn('preview', 'varchar(200)', (col) => col.notNull())
    .addColumn('settings', 'text', (col) => col.notNull())
    .addColumn('next_seq', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await sql`create index conversations_owner_updated on conversations (owner, updated_at desc, id)`.execute(db);

  await db.schema
    .createTable('messages')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('conversation_id', 'varchar(36)', (col) =>
      col.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('role', 'varchar(10)', (col) => col.notNull())
    .addColumn('kind', 'varchar(12)', (col) => col.notNull())
    .addColumn('blocks', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('feedback', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('messages_conversation')
    .on('messages')
    .columns(['conversation_id', 'position'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('conversation_id', 'varchar(36)', (col) =>
      col.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('message_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('kind', 'varchar(12)', (col) => col.notNull())
    .addColumn('state', 'varchar(12)', (col) => col.notNull())
    .addColumn('input', 'text', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('done', 'integer', (col) => col.notNull())
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('jobs_state').on('jobs').columns(['state', 'created_at']).execute();
  await db.schema.createIndex('jobs_conversation').on('jobs').columns(['conversation_id', 'created_at']).execute();

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
  await db.schema.createIndex('job_segments_order').on('job_segments').columns(['job_id', 'position']).execute();

  await db.schema
    .createTable('conversation_events')
    .addColumn('conversation_id', 'varchar(36)', (col) =>
      col.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('conversation_events_pk', ['conversation_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'conversation_events',
    'job_segments',
    'jobs',
    'messages',
    'conversations',
    'stored_files',
    'usage_records',
    'plan_grants',
    'plans',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
