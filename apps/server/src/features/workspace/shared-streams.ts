import { randomUUID } from 'node:crypto';
import type { Database } from '#db/database.ts';
import { serializeOn } from '#db/serialize.ts';
import { AppError } from '#http/app-error.ts';

/**
 * Open event streams counted across the server nodes (decision 0024): one row per stream, renewed
 * at each keep-alive, so a node that dies leaves rows that lapse within `ttlMs`. A new stream is
 * counted in under a lock on its client and address, so two nodes admitting at once cannot both
 * pass a limit. Used on PostgreSQL; the embedded profile counts in memory (stream-registry.ts).
 */
export class SharedStreamCounts {
  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
  ) {}

  /** Counts a stream in, or throws tooManyStreams; answers its id (for renew and release). */
  async admit(client: string, address: string, limits: { perClient: number; perAddress: number }): Promise<string> {
    const id = randomUUID();
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await serializeOn(trx, [`stream:client:${client}`, `stream:address:${address}`]);
      const count = async (column: 'client' | 'address', value: string) => {
        const row = await trx
          .selectFrom('open_streams')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', value)
          .where('expires_at', '>', now)
          .executeTakeFirst();
        return Number(row?.n ?? 0);
      };
      if ((await count('client', client)) >= limits.perClient) {
        throw new AppError('tooManyStreams', { max: limits.perClient });
      }
      if ((await count('address', address)) >= limits.perAddress) {
        throw new AppError('tooManyStreams', { max: limits.perAddress });
      }
      await trx
        .insertInto('open_streams')
        .values({ id, client, address, expires_at: now + this.ttlMs })
        .execute();
    });
    return id;
  }

  /** This node's streams are still open; lapsed rows of any node are deleted now and then. */
  async renew(ids: readonly string[]): Promise<void> {
    const now = Date.now();
    if (ids.length > 0) {
      await this.db
        .updateTable('open_streams')
        .set({ expires_at: now + this.ttlMs })
        .where('id', 'in', ids)
        .execute();
    }
    await this.db.deleteFrom('open_streams').where('expires_at', '<=', now).execute();
  }

  async release(id: string): Promise<void> {
    await this.db.deleteFrom('open_streams').where('id', '=', id).execute();
  }
}
