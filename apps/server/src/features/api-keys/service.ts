import { API_KEY_LIMITS, type ApiKeySummary, type CreatedApiKey } from '@glossa/contracts/api-keys';
import { apiKeyName } from '@glossa/contracts/api-keys-requests';
import { uuidV7 } from '#core/ids.ts';
import type { Database } from '#db/database.ts';
import type { ApiKeyTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import type { ApiKeyAuthenticator } from '../public-api/index.ts';
import { hashSecret, newSecret } from './secrets.ts';

export interface ApiKeyDeps {
  db: Database;
  now: () => number;
}

/** last_used_at is written at most this often per key, so API calls do not all write. */
const USED_RESOLUTION_MS = 60 * 1000;
/** A secret longer than any key is not looked up at all. */
const SECRET_MAX_CHARS = 200;

const iso = (ms: number) => new Date(Number(ms)).toISOString();

function toSummary(row: ApiKeyTable): ApiKeySummary {
  return {
    keyId: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: iso(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
  };
}

/** The same rule as the request schema, for callers that are not routes. */
function checkName(name: string): string {
  const parsed = apiKeyName.safeParse(name);
  if (!parsed.success) throw new AppError('apiKeyNameInvalid', { max: API_KEY_LIMITS.nameMaxLength });
  return parsed.data;
}

/**
 * An account's API keys. Revoked keys stay in the table (revoked_at) but are no longer listed,
 * renamed or accepted; every call is scoped to its account, another's key id answers 404.
 */
export class ApiKeyService implements ApiKeyAuthenticator {
  constructor(private readonly deps: ApiKeyDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** The account's live keys, newest first. */
  async list(userId: string): Promise<ApiKeySummary[]> {
    const rows = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toSummary);
  }

  /** A new key; its secret is in this answer only. */
  async create(userId: string, name: string): Promise<CreatedApiKey> {
    const now = this.deps.now();
    const { secret, hash, prefix } = newSecret();
    const row: ApiKeyTable = {
      id: uuidV7(now),
      user_id: userId,
      name: checkName(name),
      prefix,
      secret_hash: hash,
      created_at: now,
      last_used_at: null,
      revoked_at: null,
    };
    if ((await this.activeCount(userId)) >= API_KEY_LIMITS.activePerAccount) throw this.limitReached();
    await this.db.insertInto('api_keys').values(row).execute();
    // Two creations at once both passed the count above: the one that went past the cap undoes itself.
    if ((await this.activeCount(userId)) > API_KEY_LIMITS.activePerAccount) {
      await this.db.deleteFrom('api_keys').where('id', '=', row.id).execute();
      throw this.limitReached();
    }
    return { key: toSummary(row), secret };
  }

  async rename(userId: string, keyId: string, name: string): Promise<ApiKeySummary> {
    const row = await this.ownKey(userId, keyId);
    const newName = checkName(name);
    await this.db.updateTable('api_keys').set({ name: newName }).where('id', '=', row.id).execute();
    return toSummary({ ...row, name: newName });
  }

  /** The key is refused from now on and leaves the list. */
  async revoke(userId: string, keyId: string): Promise<void> {
    const row = await this.ownKey(userId, keyId);
    await this.db.updateTable('api_keys').set({ revoked_at: this.deps.now() }).where('id', '=', row.id).execute();
  }

  /** The key and account behind a secret; unknown, revoked, or a disabled account's: 403 apiKeyInvalid. */
  async authenticate(secret: string): Promise<{ keyId: string; userId: string }> {
    if (typeof secret !== 'string' || secret.length === 0 || secret.length > SECRET_MAX_CHARS) {
      throw new AppError('apiKeyInvalid');
    }
    const found = await this.db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .select(['api_keys.id', 'api_keys.user_id', 'api_keys.last_used_at'])
      .where('api_keys.secret_hash', '=', hashSecret(secret))
      .where('api_keys.revoked_at', 'is', null)
      .where('users.disabled_at', 'is', null)
      .executeTakeFirst();
    if (!found) throw new AppError('apiKeyInvalid');
    await this.noteUse(found.id, found.last_used_at);
    return { keyId: found.id, userId: found.user_id };
  }

  /** At most one write a minute per key, and only one of the processes that race for it. */
  private async noteUse(keyId: string, lastUsedAt: number | null): Promise<void> {
    const now = this.deps.now();
    if (lastUsedAt !== null && now - Number(lastUsedAt) < USED_RESOLUTION_MS) return;
    await this.db
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('id', '=', keyId)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', now - USED_RESOLUTION_MS)]))
      .execute();
  }

  private async activeCount(userId: string): Promise<number> {
    const { count } = await this.db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  private limitReached(): AppError {
    return new AppError('apiKeyLimit', { max: API_KEY_LIMITS.activePerAccount });
  }

  /** One of the account's live keys, or 404: another account's id answers like a missing one. */
  private async ownKey(userId: string, keyId: string): Promise<ApiKeyTable> {
    const row = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', keyId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw new AppError('notFound');
    return row;
  }
}
