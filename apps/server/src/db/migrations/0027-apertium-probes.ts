import type { Kysely } from 'kysely';

/**
 * The Apertium pairs' start-up probes, shared by every process of the scale-out profile
 * (docs/decisions/0036-shared-apertium-probes.md).
 * - apertium_probes: one row per mode ('eng-spa'): the outcome (ok 1 or 0, the reason when 0) and
 *   the signature of the pair's files it was found with; a row whose signature differs from the
 *   installed files' is probed again and overwritten.
 * - apertium_probe_turns: the one process probing now ('probing' row): its holder id and the time
 *   its turn lapses unless renewed, so a process that died mid-probe blocks nobody for long.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('apertium_probes')
    .addColumn('mode', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('signature', 'text', (col) => col.notNull())
    .addColumn('ok', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('probed_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('apertium_probe_turns')
    .addColumn('name', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('holder', 'varchar(200)', (col) => col.notNull())
    .addColumn('lease_until', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('apertium_probe_turns').execute();
  await db.schema.dropTable('apertium_probes').execute();
}
