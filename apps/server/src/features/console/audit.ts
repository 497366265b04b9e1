import type { Page } from '@glossa/contracts/console';
import type { AuditEntry } from '@glossa/contracts/console-answers';
import { type AuditActor, writeAudit } from '#core/audit-log.ts';
import type { Database } from '#db/database.ts';
import { startsWithPattern } from '#db/like.ts';
import { newestFirstPage } from '#db/paging.ts';
import type { Operator } from './operator-guard.ts';

/** The operator as the audit log names them. */
export function actorOf(operator: Operator): AuditActor {
  return { id: operator.userId, email: operator.email, ip: operator.ip };
}

/**
 * Writes one operator action to the audit log. Every console write calls it after it succeeded:
 * `action` is 'area.verb' ('users.disable'), `target` what it acted on.
 */
export async function audit(
  db: Database,
  operator: Operator,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
  now = Date.now(),
): Promise<void> {
  await writeAudit(db, actorOf(operator), action, target, details, now);
}

/** The audit log, newest first, optionally only actions starting with `action`. */
export async function auditPage(
  db: Database,
  pageNum: number,
  pageSize: number,
  action?: string,
): Promise<Page<AuditEntry>> {
  let query = db.selectFrom('audit_log');
  if (action) query = query.where('action', 'like', startsWithPattern(action));
  const { rows, total } = await newestFirstPage(query, pageNum, pageSize);
  return {
    records: rows.map((row) => ({
      id: row.id,
      operatorEmail: row.operator_email,
      action: row.action,
      target: row.target,
      details: row.details,
      ip: row.ip,
      createdAt: Number(row.created_at),
    })),
    total,
    pageNum,
    pageSize,
  };
}
