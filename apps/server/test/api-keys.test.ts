import { createHash } from 'node:crypto';
import { API_KEY_LIMITS, API_KEY_PATHS, type ApiKeySummary } from '@glossa/contracts/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyService } from '../src/features/api-keys/service.ts';
import { type Buyer, call, signUp, W } from './billing-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

const MINUTE = 60_000;
let clock = Date.UTC(2026, 2, 1);
let users = 0;
let t: TestApp;
let keys: ApiKeyService;

beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE, { now: () => clock });
  keys = new ApiKeyService({ db: t.db, now: () => clock });
});
afterAll(async () => t.close());

async function account(): Promise<Buyer> {
  users += 1;
  return signUp(t, `keys-${users}@example.com`, () => {
    clock += 2 * MINUTE;
  });
}

async function create(who: Buyer, name: string): Promise<{ key: ApiKeySummary; secret: string }> {
  const answer = await who.post(API_KEY_PATHS.create, { name });
  expect(answer.json, answer.body).toMatchObject({ code: 200 });
  return answer.json.data;
}

async function list(who: Buyer): Promise<ApiKeySummary[]> {
  const answer = await who.get(API_KEY_PATHS.list);
  expect(answer.json.code).toBe(200);
  return answer.json.data;
}

const row = (keyId: string) =>
  t.db.selectFrom('api_keys').selectAll().where('id', '=', keyId).executeTakeFirstOrThrow();

describe('API keys', () => {
  it('shows the secret once, at creation; the list and the database never hold it', async () => {
    const who = await account();
    const { key, secret } = await create(who, '  Build server  ');
    expect(secret).toMatch(/^glk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Build server', prefix: secret.slice(0, 8), lastUsedAt: null });
    expect(key.keyId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(key.createdAt).toBe(new Date(clock).toISOString());

    const listed = await list(who);
    expect(listed).toEqual([key]);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(8));

    const stored = await row(key.keyId);
    expect(stored.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(8));
  });

  it('lists the newest first and only the account’s own keys', async () => {
    const who = await account();
    const other = await account();
    const first = await create(who, 'first');
    clock += MINUTE;
    const second = await create(who, 'second');
    await create(other, 'not mine');
    expect((await list(who)).map((key) => key.keyId)).toEqual([second.key.keyId, first.key.keyId]);
  });

  it('authenticates a secret: its key and account, and notes the use at most once a minute', async () => {
    const who = await account();
    const { key, secret } = await create(who, 'CI');
    expect(await keys.authenticate(secret)).toEqual({ keyId: key.keyId, userId: who.userId });
    const firstUse = clock;
    expect((await list(who))[0]?.lastUsedAt).toBe(new Date(firstUse).toISOString());

    clock += 30_000;
    await keys.authenticate(secret);
    expect(Number((await row(key.keyId)).last_used_at)).toBe(firstUse);

    clock += 31_000;
    await keys.authenticate(secret);
    expect((await list(who))[0]?.lastUsedAt).toBe(new Date(clock).toISOString());
  });

  it('refuses an unknown secret, a revoked key and a disabled account’s key with 403 apiKeyInvalid', async () => {
    const invalid = { status: 403, code: 10600 };
    const refusal = async (secret: string) =>
      keys.authenticate(secret).then(
        () => ({ status: 200, code: 200 }),
        (error) => ({ status: error.status, code: error.code }),
      );
    expect(await refusal('glk_unknown')).toEqual(invalid);
    expect(await refusal('')).toEqual(invalid);

    const who = await account();
    const revoked = await create(who, 'old');
    const kept = await create(who, 'kept');
    expect((await who.post(API_KEY_PATHS.revoke, { keyId: revoked.key.keyId })).json.code).toBe(200);
    expect(await refusal(revoked.secret)).toEqual(invalid);
    expect(Number((await row(revoked.key.keyId)).revoked_at)).toBe(clock);
    expect((await list(who)).map((key) => key.name)).toEqual(['kept']);

    await t.db.updateTable('users').set({ disabled_at: clock }).where('id', '=', who.userId).execute();
    expect(await refusal(kept.secret)).toEqual(invalid);
    await t.db.updateTable('users').set({ disabled_at: null }).where('id', '=', who.userId).execute();
    expect((await keys.authenticate(kept.secret)).keyId).toBe(kept.key.keyId);
  });

  it('renames a key, trimmed; the secret stays valid', async () => {
    const who = await account();
    const { key, secret } = await create(who, 'laptop');
    const renamed = await who.post(API_KEY_PATHS.rename, { keyId: key.keyId, name: ' Zotero plugin ' });
    expect(renamed.json).toMatchObject({ code: 200, data: { keyId: key.keyId, name: 'Zotero plugin' } });
    expect((await list(who))[0]?.name).toBe('Zotero plugin');
    expect((await keys.authenticate(secret)).keyId).toBe(key.keyId);
  });

  it('answers 404 for another account’s key, an unknown one and a revoked one', async () => {
    const owner = await account();
    const stranger = await account();
    const { key, secret } = await create(owner, 'mine');
    const notFound = { code: 404 };
    expect((await stranger.post(API_KEY_PATHS.rename, { keyId: key.keyId, name: 'taken' })).json).toMatchObject(
      notFound,
    );
    expect((await stranger.post(API_KEY_PATHS.revoke, { keyId: key.keyId })).json).toMatchObject(notFound);
    expect((await stranger.post(API_KEY_PATHS.revoke, { keyId: '01900000-0000-7000-8000-000000000000' })).status).toBe(
      404,
    );
    expect((await list(owner))[0]?.name).toBe('mine');
    expect((await keys.authenticate(secret)).keyId).toBe(key.keyId);

    await owner.post(API_KEY_PATHS.revoke, { keyId: key.keyId });
    expect((await owner.post(API_KEY_PATHS.revoke, { keyId: key.keyId })).status).toBe(404);
    expect((await owner.post(API_KEY_PATHS.rename, { keyId: key.keyId, name: 'again' })).status).toBe(404);
  });

  it('answers a visitor 401 on every key call', async () => {
    const someId = '01900000-0000-7000-8000-000000000000';
    const calls = [
      call(t, 'GET', `${W}${API_KEY_PATHS.list}`),
      call(t, 'POST', `${W}${API_KEY_PATHS.create}`, { body: { name: 'x' } }),
      call(t, 'POST', `${W}${API_KEY_PATHS.rename}`, { body: { keyId: someId, name: 'x' } }),
      call(t, 'POST', `${W}${API_KEY_PATHS.revoke}`, { body: { keyId: someId } }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(401);
    expect(await t.db.selectFrom('api_keys').select('id').where('name', '=', 'x').execute()).toEqual([]);
  });

  it('takes names of 1 to 60 characters once trimmed', async () => {
    const who = await account();
    const max = API_KEY_LIMITS.nameMaxLength;
    const nameInvalid = { code: 10602, msg: `Give the key a name of 1 to ${max} characters` };
    for (const name of ['', '   ', 'x'.repeat(max + 1)]) {
      const answer = await who.post(API_KEY_PATHS.create, { name });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject(nameInvalid);
    }
    expect((await who.post(API_KEY_PATHS.create, { name: 42 })).json).toMatchObject({ code: 10001 });
    // Characters as people count them: 60 emoji are 60 characters.
    expect((await create(who, '🔑'.repeat(max))).key.name).toBe('🔑'.repeat(max));
    const { key } = await create(who, ` ${'y'.repeat(max)} `);
    expect((await who.post(API_KEY_PATHS.rename, { keyId: key.keyId, name: ' ' })).json).toMatchObject(nameInvalid);
    expect(await list(who)).toHaveLength(2);
  });

  it('keeps at most 20 live keys per account; a revoked one frees a place', async () => {
    const who = await account();
    const max = API_KEY_LIMITS.activePerAccount;
    const made = [];
    for (let index = 0; index < max; index += 1) made.push(await create(who, `key ${index}`));
    const refused = await who.post(API_KEY_PATHS.create, { name: 'one too many' });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 10601 });
    expect(refused.json.msg).toContain(`(${max})`);
    expect(await list(who)).toHaveLength(max);

    await who.post(API_KEY_PATHS.revoke, { keyId: made[0]?.key.keyId });
    await create(who, 'in its place');
    expect(await list(who)).toHaveLength(max);
    // Another account has its own allowance.
    await create(await account(), 'elsewhere');
  });
});
