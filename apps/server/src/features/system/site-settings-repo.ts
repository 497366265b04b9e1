import type { Database } from '#db/database.ts';

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

/** Site setting keys the console writes. */
export const SITE_KEYS = {
  siteName: 'siteName',
  /** JSON array of export formats operators turned off (a file's own format always stays). */
  disabledExportFormats: 'exportFormats.disabled',
} as const;

export async function readDisabledExportFormats(db: Database): Promise<Set<string>> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', SITE_KEYS.disabledExportFormats)
    .executeTakeFirst();
  try {
    const list: unknown = row ? JSON.parse(row.value) : [];
    return new Set(Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : []);
  } catch {
    return new Set();
  }
}
