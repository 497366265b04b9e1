import { type Kysely, sql } from 'kysely';
import { containsPattern } from '#db/like.ts';
import type { DatabaseSchema, TermBaseTable, TermEntryTable } from '#db/schema.ts';

export type TermBaseRow = TermBaseTable & { entry_count: number };
export type TermEntryRow = TermEntryTable;
type Db = Kysely<DatabaseSchema>;

/** Rows per insert: 11 columns each stays far below both dialects' bound-parameter limits. */
const INSERT_CHUNK = 500;

function withCount(db: Db) {
  return db
    .selectFrom('term_bases')
    .selectAll('term_bases')
    .select((eb) =>
      eb
        .selectFrom('term_entries')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('term_entries.term_base_id', '=', 'term_bases.id')
        .as('entry_count'),
    );
}

const counted = (row: TermBaseTable & { entry_count: number | string | null }): TermBaseRow => ({
  ...row,
  entry_count: Number(row.entry_count ?? 0),
});

export interface TermBaseFilter {
  sourceLanguage?: string;
  targetLanguage?: string;
}

/** The owner's term bases, most recently changed first. */
export async function listTermBases(db: Db, ownerKey: string, filter: TermBaseFilter = {}): Promise<TermBaseRow[]> {
  let query = withCount(db).where('owner_key', '=', ownerKey);
  if (filter.sourceLanguage) query = query.where('source_language', '=', filter.sourceLanguage);
  if (filter.targetLanguage) query = query.where('target_language', '=', filter.targetLanguage);
  const rows = await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(counted);
}

/** One of the owner's term bases; another owner's id is the same as a missing one. */
export async function findTermBase(db: Db, ownerKey: string, id: string): Promise<TermBaseRow | undefined> {
  const row = await withCount(db).where('owner_key', '=', ownerKey).where('id', '=', id).executeTakeFirst();
  return row && counted(row);
}

export async function countTermBases(db: Db, ownerKey: string): Promise<number> {
  const row = await db
    .selectFrom('term_bases')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_key', '=', ownerKey)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function nameTaken(db: Db, ownerKey: string, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('term_bases')
    .select('id')
    .where('owner_key', '=', ownerKey)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertTermBase(db: Db, row: TermBaseTable): Promise<void> {
  await db.insertInto('term_bases').values(row).execute();
}

export async function updateTermBase(db: Db, id: string, changes: Partial<Pick<TermBaseTable, 'name' | 'updated_at'>>) {
  await db.updateTable('term_bases').set(changes).where('id', '=', id).execute();
}

export async function deleteTermBase(db: Db, id: string): Promise<void> {
  // Explicitly, not only by cascade: SQLite connections may run without foreign keys enforced.
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('term_entries').where('term_base_id', '=', id).execute();
    await trx.deleteFrom('term_bases').where('id', '=', id).execute();
  });
}

export interface EntryPage {
  rows: TermEntryRow[];
  total: number;
}

/** A page of entries in source order; `keywordKey` (already folded) matches inside source or target. */
export async function pageEntries(
  db: Db,
  termBaseId: string,
  keywordKey: string,
  page: { offset: number; limit: number },
): Promise<EntryPage> {
  let base = db.selectFrom('term_entries').where('term_base_id', '=', termBaseId);
  if (keywordKey) {
    const pattern = containsPattern(keywordKey);
    base = base.where((eb) => eb.or([eb('source_key', 'like', pattern), eb('target_key', 'like', pattern)]));
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('source_key').orderBy('id').offset(page.offset).limit(page.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Every entry of a term base, in source order (export and translation jobs). */
export async function allEntries(db: Db, termBaseId: string): Promise<TermEntryRow[]> {
  return db
    .selectFrom('term_entries')
    .selectAll()
    .where('term_base_id', '=', termBaseId)
    .orderBy('source_key')
    .orderBy('id')
    .execute();
}

export async function findEntry(db: Db, termBaseId: string, id: string): Promise<TermEntryRow | undefined> {
  return db
    .selectFrom('term_entries')
    .selectAll()
    .where('term_base_id', '=', termBaseId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findEntryBySource(
  db: Db,
  termBaseId: string,
  sourceKey: string,
): Promise<TermEntryRow | undefined> {
  return db
    .selectFrom('term_entries')
    .selectAll()
    .where('term_base_id', '=', termBaseId)
    .where('source_key', '=', sourceKey)
    .executeTakeFirst();
}

export async function insertEntries(db: Db, rows: TermEntryRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db
      .insertInto('term_entries')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

export type EntryChanges = Omit<TermEntryRow, 'id' | 'term_base_id' | 'created_at'>;

export async function updateEntry(db: Db, id: string, changes: EntryChanges): Promise<void> {
  await db.updateTable('term_entries').set(changes).where('id', '=', id).execute();
}

export async function deleteEntry(db: Db, termBaseId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('term_entries')
    .where('term_base_id', '=', termBaseId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
