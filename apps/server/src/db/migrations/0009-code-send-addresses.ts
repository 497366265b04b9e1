import type { Kysely } from 'kysely';

/**
 * code_sends.address: the client address that asked for each code, so that the limits on sending
 * codes count per (e-mail, address) pair and per address, and someone else asking for codes to an
 * e-mail address cannot use up its owner's allowance (docs/decisions/0016-hostile-input.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('code_sends').addColumn('address', 'varchar(64)').execute();
  await db.schema.createIndex('code_sends_address').on('code_sends').columns(['address', 'sent_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('code_sends_address').execute();
  await db.schema.alterTable('code_sends').dropColumn('address').execute();
}
