import type { Database } from '../../db/database.ts';
import { findUserByEmail } from '../account/repo.ts';

/** Makes the account with this e-mail an operator; false when no account has it. */
export async function makeOperator(db: Database, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) return false;
  await db.updateTable('users').set({ role: 'operator' }).where('id', '=', user.id).execute();
  return true;
}

export async function isOperator(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('role')
    .where('id', '=', userId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row?.role === 'operator';
}
