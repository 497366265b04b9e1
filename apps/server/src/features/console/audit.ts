import type { AuditEntry, Page } from '@glossa/contracts/console';
import type { Database } from '../../db/database.ts';
import { startsWithPattern } from '../../db/like.ts';
import { newestFirstPage } from '../../db/paging.ts';
import { uuidV7 } from '../account/repo.ts';
import type { Operator } from './operator-guard.ts';

/** Keys whose values never reach the log, whatever an action passes in its details. */
const SECRET_KEYS = /key|secret|password|token/i;
const DETAILS_MAX_CHARS = 4000;

function redact(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, SECRET_KEYS.test(key) && value ? '(changed)' : value]),
  );
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
  await db
    .insertInto('audit_log')
    .values({
      id: uuidV7(now),
      operator_id: operator.userId,
      operator_email: operator.email,
      action,
      target: target.slice(0, 200),
      details: JSON.stringify(redact(details)).slice(0, DETAILS_MAX_CHARS),
      ip: operator.ip.slice(0, 64),
      created_at: now,
    })
    .execute();
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
