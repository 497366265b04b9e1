import { type AuditActor, SYSTEM_ACTOR, writeAudit } from '#core/audit-log.ts';
import type { Database } from '#db/database.ts';
import type { UserRole, UserTable } from '#db/schema.ts';
import { findUserByEmail } from '../account/index.ts';

/**
 * Gives an account a role, audited as 'users.promote' or 'users.demote' with the old and the new
 * value. The move is conditional on the role read before, so two operators moving the same
 * account at once write one entry each only when each really changed it. Answers whether it changed.
 */
export async function setRole(
  db: Database,
  user: Pick<UserTable, 'id' | 'email' | 'role'>,
  role: UserRole,
  actor: AuditActor,
  now: number,
  details: Record<string, unknown> = {},
): Promise<boolean> {
  if (user.role === role) return false;
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('users')
      .set({ role })
      .where('id', '=', user.id)
      .where('role', '=', user.role)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const action = role === 'operator' ? 'users.promote' : 'users.demote';
    await writeAudit(trx, actor, action, user.email, { old: user.role, new: role, ...details }, now);
    return true;
  });
}

/**
 * Makes the account with this e-mail an operator (`npm run operator`, on the server's machine);
 * audited as the server's own entry. False when no account has it.
 */
export async function makeOperator(db: Database, email: string, now = Date.now()): Promise<boolean> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) return false;
  await setRole(db, user, 'operator', { ...SYSTEM_ACTOR, ip: null }, now, { via: 'npm run operator' });
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
