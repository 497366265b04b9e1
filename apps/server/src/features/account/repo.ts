import type { Database } from '#db/database.ts';
import type { UserTable } from '#db/schema.ts';

export type User = UserTable;

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts an account; false when the address is already taken (a concurrent sign-up). */
export async function insertUser(db: Database, user: User): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function setPasswordHash(db: Database, id: string, passwordHash: string, now: number): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();
}

export async function linkGoogle(db: Database, id: string, subject: string, now: number): Promise<void> {
  await db.updateTable('users').set({ google_sub: subject, updated_at: now }).where('id', '=', id).execute();
}
