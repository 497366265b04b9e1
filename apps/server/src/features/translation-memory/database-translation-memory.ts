import { type MemoryScope, memoryKey, type TranslationMemory } from '@glossa/translate/memory/translation-memory';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '#db/database.ts';
import type { DatabaseSchema } from '#db/schema.ts';

/** Keys per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

type Executor = Kysely<DatabaseSchema>;
type Entries = readonly { source: string; target: string }[];

/** Where stored entries came from: a conversation's job (a translation or a sentence edit). */
export interface MemoryOrigin {
  conversationId: string;
  jobId: string;
  /** Runs first in the store's transaction and throws when the job may no longer write (its run ended). */
  guard?: (trx: Executor) => Promise<void>;
}

/**
 * The translation memory of the server: shared by an account's documents, kept in the database.
 * Each entry remembers which conversations produced it (memory_origins), so deleting a
 * conversation removes what only it produced (docs/decisions/0012-jobs-and-events.md).
 */
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

  async store(scope: MemoryScope, entries: Entries, origin?: MemoryOrigin): Promise<void> {
    if (entries.length === 0) return;
    await this.db.transaction().execute((trx) => this.storeIn(trx, scope, entries, origin));
  }

  /** The pipeline's view of the memory for one job: what it stores is linked to the job's conversation. */
  forOrigin(origin: MemoryOrigin): TranslationMemory {
    return {
      lookup: (scope, texts) => this.lookup(scope, texts),
      store: (scope, entries) => this.store(scope, entries, origin),
    };
  }

  /** Stores inside the caller's transaction (a sentence edit stores with the edit itself). */
  async storeIn(trx: Executor, scope: MemoryScope, entries: Entries, origin?: MemoryOrigin): Promise<void> {
    if (entries.length === 0) return;
    await origin?.guard?.(trx);
    const updated_at = Date.now();
    // The last translation of a text wins: an edit or a refined batch replaces what was there.
    const rows = new Map(
      entries.map(({ source, target }) => [
        memoryKey(scope, source),
        { owner: scope.owner, source_language: scope.source, target_language: scope.target, target, updated_at },
      ]),
    );
    // In key order: stores that run at once lock the rows they share in the same order (no deadlock).
    const values = [...rows].map(([key, row]) => ({ key, ...row })).sort((a, b) => (a.key < b.key ? -1 : 1));
    for (let i = 0; i < values.length; i += CHUNK / 10) {
      await trx
        .insertInto('translation_memory')
        .values(values.slice(i, i + CHUNK / 10))
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet((eb) => ({ target: eb.ref('excluded.target'), updated_at: eb.ref('excluded.updated_at') })),
        )
        .execute();
    }
    if (!origin) return;
    const links = values.map(({ key, target }) => ({
      memory_key: key,
      conversation_id: origin.conversationId,
      job_id: origin.jobId,
      target,
      updated_at,
    }));
    for (let i = 0; i < links.length; i += CHUNK / 10) {
      await trx
        .insertInto('memory_origins')
        .values(links.slice(i, i + CHUNK / 10))
        .onConflict((oc) =>
          oc.columns(['memory_key', 'conversation_id']).doUpdateSet((eb) => ({
            job_id: eb.ref('excluded.job_id'),
            target: eb.ref('excluded.target'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  }

  /**
   * Removes what a deleted conversation put in the memory, inside the deletion's transaction:
   * entries only it produced go; an entry another conversation also produced stays, with the
   * latest wording that conversation gave it (not the deleted one's).
   */
  async forgetConversation(trx: Executor, conversationId: string): Promise<void> {
    const linked = trx.selectFrom('memory_origins').select('memory_key').where('conversation_id', '=', conversationId);
    const others = (eb: ExpressionBuilder<DatabaseSchema, 'translation_memory'>) =>
      eb
        .selectFrom('memory_origins as o')
        .whereRef('o.memory_key', '=', 'translation_memory.key')
        .where('o.conversation_id', '<>', conversationId)
        .orderBy('o.updated_at', 'desc')
        .orderBy('o.conversation_id')
        .limit(1);
    await trx
      .deleteFrom('translation_memory')
      .where('key', 'in', linked)
      .where((eb) => eb.not(eb.exists(others(eb).select('o.memory_key'))))
      .execute();
    await trx
      .updateTable('translation_memory')
      .set((eb) => ({ target: others(eb).select('o.target'), updated_at: others(eb).select('o.updated_at') }))
      .where('key', 'in', linked)
      .execute();
    await trx.deleteFrom('memory_origins').where('conversation_id', '=', conversationId).execute();
  }

  /** Forgets an account's memory (account deletion); the origins go with the entries (foreign key). */
  async forget(owner: string): Promise<void> {
    await this.db.deleteFrom('translation_memory').where('owner', '=', owner).execute();
  }
}
