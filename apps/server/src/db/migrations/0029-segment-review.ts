import type { Kysely } from 'kysely';

/**
 * A sentence's review in the segment editor (issue 32): `reviewed_at` is when the reviewer
 * confirmed the version's translation of it; null while it is not. A version copied from another
 * keeps its marks, so a round of edits made on a reviewed version is still reviewed where nothing
 * changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('version_segments').addColumn('reviewed_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('version_segments').dropColumn('reviewed_at').execute();
}
