import type { PlanFacts, QuotaInfo } from '@glossa/contracts/chat';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DatabaseSchema, PlanTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { uuidV7 } from '../account/repo.ts';
import { type Owner, ownerKey } from '../workspace/owner.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an owner may do now: their plan, the grant that gives it (members), and what is left. */
export interface Entitlement {
  plan: PlanTable;
  grant: { id: string; chatsLeft: number | null; expiresAt: number } | null;
}

export interface UsageRecord {
  time: string;
  change: number;
  kind: string;
  conversationId: string | null;
  balanceAfter: number | null;
}

export interface ChargeRequest {
  jobId: string;
  conversationId: string | null;
  kind: string;
}

type Executor = Pick<Database, 'selectFrom' | 'insertInto' | 'updateTable'>;

function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Daily counts are per UTC day: they start again at the next UTC midnight. */
function nextUtcDay(time: number): number {
  return (Math.floor(time / DAY_MS) + 1) * DAY_MS;
}

function planFacts(plan: PlanTable): PlanFacts {
  return {
    planChats: plan.plan_chats,
    periodDays: plan.period_days,
    dailyChats: plan.daily_chats,
    fileMaxBytes: Number(plan.file_max_bytes),
    storageDays: plan.storage_days,
  };
}

/**
 * Plans and chats (spec section 4, Quota): every translation or chat turn uses one chat;
 * visitors and free users spend a daily count, members their plan's count.
 */
export class QuotaService {
  constructor(private readonly options: { db: Database; now?: () => number }) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  async entitlement(owner: Owner, db: Executor = this.options.db): Promise<Entitlement> {
    const now = this.now();
    const grant = await db
      .selectFrom('plan_grants')
      .selectAll()
      .where('owner', '=', ownerKey(owner))
      .where('starts_at', '<=', now)
      .where('expires_at', '>', now)
      .orderBy('expires_at', 'desc')
      .executeTakeFirst();
    const plan = await db
      .selectFrom('plans')
      .selectAll()
      .where('id', '=', grant?.plan_id ?? 'free')
      .executeTakeFirstOrThrow();
    return { plan, grant: grant ? { id: grant.id, chatsLeft: grant.chats_left, expiresAt: grant.expires_at } : null };
  }

  private async usedToday(db: Executor, owner: Owner): Promise<number> {
    const row = await db
      .selectFrom('usage_records')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner', '=', ownerKey(owner))
      .where('day', '=', utcDay(this.now()))
      .where('source', '=', 'daily')
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async packageInfo(owner: Owner): Promise<QuotaInfo> {
    const { plan, grant } = await this.entitlement(owner);
    const dailyLeft =
      plan.daily_chats === null ? null : Math.max(0, plan.daily_chats - (await this.usedToday(this.options.db, owner)));
    return {
      plan: plan.id,
      member: plan.member === 1,
      dailyLeft,
      planLeft: grant?.chatsLeft ?? null,
      expiresAt: grant ? new Date(grant.expiresAt).toISOString() : null,
      dailyChats: plan.daily_chats,
      renewsAt: plan.daily_chats === null ? null : new Date(nextUtcDay(this.now())).toISOString(),
    };
  }

  /** The member plan with the most chats, for the hints that say what an upgrade gives. */
  async memberPlan(): Promise<PlanFacts | null> {
    const plan = await this.options.db
      .selectFrom('plans')
      .selectAll()
      .where('member', '=', 1)
      .orderBy('plan_chats', 'desc')
      .executeTakeFirst();
    return plan ? planFacts(plan) : null;
  }

  /**
   * Uses one chat for a job, inside the caller's transaction. A job is charged once: the usage
   * row is unique per job, so a resumed job or a repeated call charges nothing more.
   */
  async charge(db: Executor, owner: Owner, request: ChargeRequest): Promise<void> {
    const already = await db
      .selectFrom('usage_records')
      .select('id')
      .where('job_id', '=', request.jobId)
      .executeTakeFirst();
    if (already) return;
    const { plan, grant } = await this.entitlement(owner, db);
    const now = this.now();
    let source: 'plan' | 'daily';
    let balanceAfter: number | null;
    if (grant && grant.chatsLeft !== null) {
      if (grant.chatsLeft <= 0) throw new AppError('quotaExhausted');
      source = 'plan';
      balanceAfter = grant.chatsLeft - 1;
      await db.updateTable('plan_grants').set({ chats_left: balanceAfter }).where('id', '=', grant.id).execute();
    } else {
      const limit = plan.daily_chats ?? 0;
      const used = await this.usedToday(db, owner);
      if (used >= limit) throw new AppError('quotaExhausted');
      source = 'daily';
      balanceAfter = limit - used - 1;
    }
    await db
      .insertInto('usage_records')
      .values({
        id: uuidV7(now),
        owner: ownerKey(owner),
        job_id: request.jobId,
        conversation_id: request.conversationId,
        kind: request.kind,
        source,
        change: -1,
        balance_after: balanceAfter,
        day: utcDay(now),
        created_at: now,
      })
      .execute();
  }

  /** Gives back the chat of a turn that failed on our side (no engine, engine down): the user keeps it. */
  async refund(jobId: string, trx?: Kysely<DatabaseSchema>): Promise<void> {
    // Inside the caller's transaction when given one (a failing job gives the chat back as it fails).
    if (!trx) return this.options.db.transaction().execute((own) => this.refund(jobId, own));
    const record = await trx.selectFrom('usage_records').selectAll().where('job_id', '=', jobId).executeTakeFirst();
    if (!record) return;
    await trx.deleteFrom('usage_records').where('id', '=', record.id).execute();
    if (record.source !== 'plan') return;
    const now = this.now();
    await trx
      .updateTable('plan_grants')
      .set((eb) => ({ chats_left: eb('chats_left', '+', 1) }))
      .where('owner', '=', record.owner)
      .where('expires_at', '>', now)
      .where('chats_left', 'is not', null)
      .execute();
  }

  async usagePage(owner: Owner, pageNum: number, pageSize: number) {
    const size = Math.min(Math.max(1, Math.trunc(pageSize) || 20), 100);
    const page = Math.max(1, Math.trunc(pageNum) || 1);
    const where = this.options.db.selectFrom('usage_records').where('owner', '=', ownerKey(owner));
    const [rows, count] = await Promise.all([
      where
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      where.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    ]);
    const records: UsageRecord[] = rows.map((row) => ({
      time: new Date(row.created_at).toISOString(),
      change: row.change,
      kind: row.kind,
      conversationId: row.conversation_id,
      balanceAfter: row.balance_after,
    }));
    return { records, total: Number(count?.count ?? 0), pageNum: page, pageSize: size };
  }

  /** Gives an owner a plan from now on (the `grant-plan` command; orders come with the plans issue). */
  async grant(owner: Owner, planId: string, days?: number): Promise<{ expiresAt: string }> {
    const plan = await this.options.db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
    if (!plan) throw new Error(`Unknown plan "${planId}"`);
    const now = this.now();
    const expiresAt = now + (days ?? plan.period_days ?? 30) * DAY_MS;
    await this.options.db
      .insertInto('plan_grants')
      .values({
        id: uuidV7(now),
        owner: ownerKey(owner),
        plan_id: plan.id,
        chats_left: plan.plan_chats,
        starts_at: now,
        expires_at: expiresAt,
        created_at: now,
      })
      .execute();
    return { expiresAt: new Date(expiresAt).toISOString() };
  }
}
