import type { Database } from '#db/database.ts';
import { uuidV7 } from './ids.ts';

/** Keys whose values never reach the log, whatever an action passes in its details. */
const SECRET_KEYS = /key|secret|password|token/i;
const DETAILS_MAX_CHARS = 4000;

/** Who did it: an operator, or the server itself ('system') for the alerts it raises. */
export interface AuditActor {
  id: string;
  email: string;
  ip: string | null;
}

/** The server's own entries: security alerts an operator should see (decision 0032). */
export const SYSTEM_ACTOR: Omit<AuditActor, 'ip'> = { id: 'system', email: 'system' };

function redact(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, SECRET_KEYS.test(key) && value ? '(changed)' : value]),
  );
}

/** Writes one entry of the audit log: `action` is 'area.verb' ('users.disable'), `target` what it is about. */
export async function writeAudit(
  db: Database,
  actor: AuditActor,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: uuidV7(now),
      operator_id: actor.id,
      operator_email: actor.email,
      action,
      target: target.slice(0, 200),
      details: JSON.stringify(redact(details)).slice(0, DETAILS_MAX_CHARS),
      ip: actor.ip?.slice(0, 64) ?? null,
      created_at: now,
    })
    .execute();
}
