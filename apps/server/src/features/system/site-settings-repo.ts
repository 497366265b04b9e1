import type { Database } from '../../db/database.ts';

/** Operator overrides stored in the database, keyed by setting name. */
export async function readSiteSettings(db: Database): Promise<Map<string, string>> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function writeSiteSetting(db: Database, key: string, value: string): Promise<void> {
  const updated_at = Date.now();
  await db
    .insertInto('site_settings')
    .values({ key, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}
