import { makeOperator } from '../src/features/console/operators.ts';
import { type Buyer, call, signUp, W } from './billing-kit.ts';
import type { TestApp } from './test-app.ts';

export { call, W };
export type Member = Buyer;

let seed = 0;

/** A fresh e-mail address for one test. */
export function someEmail(name: string): string {
  seed += 1;
  return `${name}-${seed}@example.com`;
}

/** A new account made an operator by the same code as `npm run operator`. */
export async function signUpOperator(t: TestApp, email = someEmail('operator')): Promise<Buyer & { email: string }> {
  const who = await signUp(t, email);
  if (!(await makeOperator(t.db, email))) throw new Error(`no account ${email}`);
  return { ...who, email };
}

export async function signUpUser(t: TestApp, email = someEmail('user')): Promise<Buyer & { email: string }> {
  return { ...(await signUp(t, email)), email };
}

/** The newest audit rows, newest first. */
export async function auditRows(t: TestApp, action?: string) {
  let query = t.db.selectFrom('audit_log').selectAll();
  if (action) query = query.where('action', '=', action);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}
