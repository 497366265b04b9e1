import type { Kysely } from 'kysely';

/**
 * The public API's records (docs/decisions/0026-public-api.md):
 * - api_documents: a document submitted through an API key, its conversation in the workspace, the
 *   hash of its document key (DeepL's `document_key`), the export format asked for and when it was
 *   downloaded (DeepL hands a result out once).
 * - api_requests: characters billed per request, for the API's usage answers (the chat each request
 *   uses is in usage_records, like the workspace's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_documents')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('owner', 'varchar(80)', (col) => col.notNull())
    .addColumn('key_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('conversation_id', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('secret_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('output_format', 'varchar(16)', (col) => col.notNull())
    .addColumn('billed_characters', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('downloaded_at', 'bigint')
    .execute();
  await db.schema.createIndex('api_documents_owner').on('api_documents').columns(['owner', 'created_at']).execute();
  await db.schema
    .createTable('api_requests')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('owner', 'varchar(80)', (col) => col.notNull())
    .addColumn('key_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('characters', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('api_requests_owner').on('api_requests').columns(['owner', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_requests').execute();
  await db.schema.dropTable('api_documents').execute();
}
