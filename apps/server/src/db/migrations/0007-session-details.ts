import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/**
 * Sessions people can see and end (docs/decisions/0017-sessions-and-data-hygiene.md): a public
 * id (the token hash stays server-side), and the browser and address that signed in.
 * created_at and last_seen_at exist since 0003. Existing sessions get ids here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('id', 'varchar(36)').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(400)').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'varchar(64)').execute();

  const existing = await sql<{ token_hash: string; created_at: number | string }>`
    select token_hash, created_at from sessions`.execute(db);
  for (const row of existing.rows) {
    await sql`update sessions set id = ${sessionId(Number(row.created_at))} where token_hash = ${row.token_hash}`.execute(
      db,
    );
  }
  await db.schema.createIndex('sessions_id').on('sessions').column('id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_id').execute();
  for (const column of ['ip', 'user_agent', 'id']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
}

/** A UUID v7 as the application makes them; written out here so the migration never changes. */
function sessionId(createdAt: number): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(createdAt, 0, 6);
  bytes.writeUInt8(0x70 | (bytes.readUInt8(6) & 0x0f), 6);
  bytes.writeUInt8(0x80 | (bytes.readUInt8(8) & 0x3f), 8);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
