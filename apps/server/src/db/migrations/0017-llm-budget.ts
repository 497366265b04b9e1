import type { Kysely } from 'kysely';

/**
 * llm_budget_windows: requests and tokens sent to each llm endpoint per one-minute window, so the
 * server processes of the scale-out profile keep LLM_RPM and LLM_TPM together
 * (docs/decisions/0025-llm-turnaround.md). Windows older than two minutes are deleted as new ones come.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('llm_budget_windows')
    .addColumn('endpoint', 'varchar(40)', (col) => col.notNull())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('requests', 'integer', (col) => col.notNull())
    .addColumn('tokens', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('llm_budget_windows_pk', ['endpoint', 'window_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('llm_budget_windows').execute();
}
