import type { Kysely } from 'kysely';

/**
 * Jobs held under a lease (docs/decisions/0024-many-processes.md):
 * - jobs.worker_id: the process that holds a running job;
 * - jobs.lease_until: until when it holds it; its heartbeat moves this on, and once it has passed
 *   any worker may take the job over (it resumes from the saved segments);
 * - jobs.heartbeat_at: the holder's last beat, for operators.
 * - rate_limit_hits: HTTP rate-limit windows shared by the server nodes (PostgreSQL profile);
 * - open_streams: the event streams open on every node, counted per client and address; each node
 *   renews its own rows at every keep-alive, so a crashed node's rows lapse on their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('worker_id', 'varchar(120)').execute();
  await db.schema.alterTable('jobs').addColumn('lease_until', 'bigint').execute();
  await db.schema.alterTable('jobs').addColumn('heartbeat_at', 'bigint').execute();
  await db.schema.createIndex('jobs_state_lease').on('jobs').columns(['state', 'lease_until']).execute();
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_window').on('rate_limit_hits').column('window_start').execute();
  await db.schema
    .createTable('open_streams')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('client', 'varchar(120)', (col) => col.notNull())
    .addColumn('address', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('open_streams_client').on('open_streams').columns(['client', 'expires_at']).execute();
  await db.schema.createIndex('open_streams_address').on('open_streams').columns(['address', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('open_streams').execute();
  await db.schema.dropTable('rate_limit_hits').execute();
  await db.schema.dropIndex('jobs_state_lease').execute();
  await db.schema.alterTable('jobs').dropColumn('heartbeat_at').execute();
  await db.schema.alterTable('jobs').dropColumn('lease_until').execute();
  await db.schema.alterTable('jobs').dropColumn('worker_id').execute();
}
