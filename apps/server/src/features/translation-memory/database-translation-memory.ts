import { type MemoryScope, memoryKey, type TranslationMemory } from '@glossa/translate/memory/translation-memory';
import type { Database } from '../../db/database.ts';

/** Keys per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

/** The translation memory of the server: shared by an account's documents, kept in the database. */
export class DatabaseTranslationMemory implements TranslationMemory {
  constructor(private readonly db: Database) {}

  async lookup(scope: MemoryScope, texts: readonly string[]): Promise<Map<string, string>> {
    const byKey = new Map(texts.map((text) => [memoryKey(scope, text), text]));
    const keys = [...byKey.keys()];
    const found = new Map<string, string>();
    for (let i = 0; i < keys.length; i += CHUNK) {
      const rows = await this.db
        .selectFrom('translation_memory')
        .select(['key', 'target'])
        .where('key', 'in', keys.slice(i, i + CHUNK))
        .where('owner', '=', scope.owner)
        .execute();
      for (const row of rows) found.set(byKey.get(row.key) as string, row.target);
    }
    return found;
  }

  async store(scope: MemoryScope, entries: readonly { source: string; target: string }[]): Promise<void> {
    if (entries.length === 0) return;
    const updated_at = Date.now();
    // The last translation of a text wins: an edit or a refined batch replaces what was there.
    const rows = new Map(
      entries.map(({ source, target }) => [
        memoryKey(scope, source),
        { owner: scope.owner, source_language: scope.source, target_language: scope.target, target, updated_at },
      ]),
    );
    const values = [...rows].map(([key, row]) => ({ key, ...row }));
    for (let i = 0; i < values.length; i += CHUNK / 10) {
      await this.db
        .insertInto('translation_memory')
        .values(values.slice(i, i + CHUNK / 10))
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet((eb) => ({ target: eb.ref('excluded.target'), updated_at: eb.ref('excluded.updated_at') })),
        )
        .execute();
    }
  }

  /** Forgets an account's memory (account deletion). */
  async forget(owner: string): Promise<void> {
    await this.db.deleteFrom('translation_memory').where('owner', '=', owner).execute();
  }
}
