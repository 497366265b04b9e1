import type { Kysely } from 'kysely';

/**
 * Tracking (docs/decisions/0023-tracking-consent-and-reports.md): the events the web app sends,
 * kept for TRACKING_RETENTION_DAYS, and the first visit of each browser or account, which
 * outlives its events (GET /user/firstVisit). Neither holds a client address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tracking_events')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('request_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('anonymous_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('bury_point_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('system_code', 'varchar(128)', (col) => col.notNull())
    /** The signed-in account that sent it, as the server knows it (never the body's claim). */
    .addColumn('user_id', 'varchar(36)')
    /** The interface language of the page (the first segment of deviceInfo.url). */
    .addColumn('locale', 'varchar(8)')
    .addColumn('page_key', 'varchar(300)')
    .addColumn('stay_ms', 'integer')
    .addColumn('expand_data', 'text', (col) => col.notNull())
    .addColumn('device_info', 'text', (col) => col.notNull())
    .addColumn('bury_point_time', 'varchar(19)', (col) => col.notNull())
    /** YYYY-MM-DD (UTC) of arrival, for the per-day reports. */
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tracking_events_day').on('tracking_events').columns(['day', 'bury_point_id']).execute();
  await db.schema
    .createIndex('tracking_events_sender')
    .on('tracking_events')
    .columns(['anonymous_id', 'created_at'])
    .execute();
  await db.schema.createIndex('tracking_events_created').on('tracking_events').column('created_at').execute();
  await db.schema
    .createTable('first_visits')
    /** 'user:<id>' or 'visitor:<anonymous id>'. */
    .addColumn('visitor', 'varchar(140)', (col) => col.primaryKey())
    .addColumn('first_at', 'bigint', (col) => col.notNull())
    .addColumn('last_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('first_visits_last').on('first_visits').column('last_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('first_visits').execute();
  await db.schema.dropTable('tracking_events').execute();
}
