import type { UsageRecord } from '@glossa/contracts/account';
import type { PlanFacts, QuotaInfo } from '@glossa/contracts/chat';
import { type Kysely, sql } from 'kysely';
import { uuidV7 } from '#core/ids.ts';
import { type Owner, ownerKey } from '#core/owner.ts';
import type { Database } from '#db/database.ts';
import type { DatabaseSchema, GrantAllowance, PlanTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How a plan's chats are counted: a plan with neither monthly nor daily chats (enterprise) is
 * unlimited, which the ledger says in words instead of leaving a NULL for someone to read as 0.
 */
export function allowanceOf(plan: Pick<PlanTable, 'kind' | 'plan_chats' | 'daily_chats'>): GrantAllowance {
  const counts = plan.plan_chats !== null || plan.daily_chats !== null;
  return !counts && (plan.kind === 'member' || plan.kind === 'enterprise') ? 'unlimited' : 'counted';
}

/** What an owner may do now: their plan, the grant that gives it (members), and what is left. */
export interface Entitlement {
  plan: PlanTable;
  grant: { id: string; chatsLeft: number | null; expiresAt: number; allowance: GrantAllowance } | null;
}

export interface ChargeRequest {
  jobId: string;
  conversationId: string | null;
  kind: string;
  /** The client address: a visitor's daily allowance is counted per client id and per address. */
  address?: string | null;
}

type Executor = Pick<Database, 'selectFrom' | 'insertInto' | 'updateTable'>;

function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Daily counts are per UTC day: they start again at the next UTC midnight. */
function nextUtcDay(time: number): number {
  return (Math.floor(time / DAY_MS) + 1) * DAY_MS;
}

/**
 * The ledger's entries of an owner (a key or an Owner) in force at `now`: begun, not ended, not
 * withdrawn (a refund, a dispute, an upgrade). Joined with their plan.
 */
function inForce(db: Executor, owner: Owner | string, now: number) {
  return db
    .selectFrom('plan_grants')
    .innerJoin('plans', 'plans.id', 'plan_grants.plan_id')
    .where('plan_grants.owner', '=', typeof owner === 'string' ? owner : ownerKey(owner))
    .where('plan_grants.starts_at', '<=', now)
    .where('plan_grants.expires_at', '>', now)
    .where('plan_grants.withdrawn_at', 'is', null);
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
 * Plans and chats (docs/product.md §4.3): every translation or chat turn uses one chat;
 * visitors and free users spend a daily count, members their plan's count.
 */
export class QuotaService {
  constructor(
    private readonly options: {
      db: Database;
      now?: () => number;
      /** Visitors' daily chats per address; the visitor allowance (the free plan's) when left out. */
      visitorAddressDailyChats?: number;
    },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  async entitlement(owner: Owner, db: Executor = this.options.db): Promise<Entitlement> {
    const now = this.now();
    // Pay-as-you-go packs are counts beside the plan, not a plan in force.
    // The entries in force now; an unlimited one first, then the one ending last.
    const grant = await inForce(db, owner, now)
      .selectAll('plan_grants')
      .where('plans.kind', '!=', 'pack')
      .orderBy(sql`case when plan_grants.allowance = 'unlimited' then 0 else 1 end`)
      .orderBy('plan_grants.expires_at', 'desc')
      .executeTakeFirst();
    const plan = await db
      .selectFrom('plans')
      .selectAll()
      .where('id', '=', grant?.plan_id ?? 'free')
      .executeTakeFirstOrThrow();
    return {
      plan,
      grant: grant
        ? { id: grant.id, chatsLeft: grant.chats_left, expiresAt: grant.expires_at, allowance: grant.allowance }
        : null,
    };
  }

  /** Daily chats used today by this owner. */
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

  /**
   * Daily chats left today. A visitor's allowance is also counted per address (all visitors'
   * charges from it, up to VISITOR_ADDRESS_DAILY_CHATS, by default the visitor allowance itself),
   * so a new client id renews nothing. Accounts are counted per account only.
   */
  private async dailyLeft(db: Executor, owner: Owner, limit: number, address?: string | null): Promise<number> {
    const own = limit - (await this.usedToday(db, owner));
    if (owner.kind !== 'visitor' || !address) return Math.max(0, own);
    const row = await db
      .selectFrom('usage_records')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('address', '=', address)
      // Spent as a visitor, including chats that moved to an account when their visitor signed in.
      .where('visitor', '=', 1)
      .where('day', '=', utcDay(this.now()))
      .where('source', '=', 'daily')
      .executeTakeFirst();
    const cap = this.options.visitorAddressDailyChats ?? limit;
    return Math.max(0, Math.min(own, cap - Number(row?.count ?? 0)));
  }

  /** Pay-as-you-go packs with chats left, the one ending first first. */
  private async packs(db: Executor, owner: Owner) {
    return inForce(db, owner, this.now())
      .select(['plan_grants.id', 'plan_grants.chats_left'])
      .where('plans.kind', '=', 'pack')
      .where('plan_grants.chats_left', '>', 0)
      .orderBy('plan_grants.expires_at')
      .execute();
  }

  async packLeft(owner: Owner, db: Executor = this.options.db): Promise<number> {
    return (await this.packs(db, owner)).reduce((sum, pack) => sum + Number(pack.chats_left ?? 0), 0);
  }

  /**
   * The one count of chats left that every screen shows and every usage record's balance is
   * (docs/product.md §4.3): the plan's or the day's chats, whichever this owner spends, plus the
   * packs; null when the plan counts none (unlimited). Decision 0047.
   */
  async chatsLeft(owner: Owner, address?: string | null, db: Executor = this.options.db): Promise<number | null> {
    const { plan, grant } = await this.entitlement(owner, db);
    if (grant?.allowance === 'unlimited') return null;
    const own =
      grant && grant.chatsLeft !== null
        ? grant.chatsLeft
        : await this.dailyLeft(db, owner, plan.daily_chats ?? 0, address);
    return own + (await this.packLeft(owner, db));
  }

  async packageInfo(owner: Owner, address?: string | null): Promise<QuotaInfo> {
    const { plan, grant } = await this.entitlement(owner);
    const dailyLeft =
      plan.daily_chats === null ? null : await this.dailyLeft(this.options.db, owner, plan.daily_chats, address);
    return {
      chatsLeft: await this.chatsLeft(owner, address),
      plan: plan.id,
      planKind: plan.kind,
      periodUnit: plan.period_unit,
      member: plan.member === 1,
      dailyLeft,
      planLeft: grant?.chatsLeft ?? null,
      unlimited: grant?.allowance === 'unlimited',
      expiresAt: grant ? new Date(grant.expiresAt).toISOString() : null,
      dailyChats: plan.daily_chats,
      renewsAt: plan.daily_chats === null ? null : new Date(nextUtcDay(this.now())).toISOString(),
      packLeft: await this.packLeft(owner),
      rights: {
        fileMaxBytes: Number(plan.file_max_bytes),
        storageDays: plan.storage_days,
        formatTier: plan.format_tier,
        textMaxChars: plan.text_max_chars,
      },
    };
  }

  /** The member plan with the most chats, for the hints that say what an upgrade gives. */
  async memberPlan(): Promise<PlanFacts | null> {
    const plan = await this.options.db
      .selectFrom('plans')
      .selectAll()
      .where('member', '=', 1)
      .where('kind', '=', 'member')
      .orderBy('sort_order')
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
    const address = request.address ?? null;
    // Members spend plan chats, free users and visitors daily chats; packs come after those.
    let source: 'plan' | 'daily' | 'pack' | 'unlimited' | undefined;
    if (grant?.allowance === 'unlimited') {
      source = 'unlimited';
    } else if (grant && grant.chatsLeft !== null && grant.chatsLeft > 0) {
      await db
        .updateTable('plan_grants')
        .set({ chats_left: grant.chatsLeft - 1 })
        .where('id', '=', grant.id)
        .execute();
      source = 'plan';
    } else if (!grant || grant.chatsLeft === null) {
      const left = await this.dailyLeft(db, owner, plan.daily_chats ?? 0, address);
      if (left > 0) source = 'daily';
    }
    if (!source) {
      const [pack] = await this.packs(db, owner);
      if (!pack) throw new AppError('quotaExhausted');
      await db
        .updateTable('plan_grants')
        .set({ chats_left: Number(pack.chats_left) - 1 })
        .where('id', '=', pack.id)
        .execute();
      source = 'pack';
    }
    // The balance is the one count the menus show (`chatsLeft`): a daily chat's record used to keep
    // the day's count alone and a pack's the packs' alone, so the usage page and the account menu
    // told different numbers. This turn's daily chat is not written yet: it is taken off here.
    const left = await this.chatsLeft(owner, address, db);
    const balanceAfter = left === null ? null : source === 'daily' ? left - 1 : left;
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
        address,
        day: utcDay(now),
        created_at: now,
        visitor: owner.kind === 'visitor' ? 1 : 0,
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
    if (record.source !== 'plan' && record.source !== 'pack') return;
    const now = this.now();
    const grant = await inForce(trx, record.owner, now)
      .select('plan_grants.id')
      .where('plans.kind', record.source === 'pack' ? '=' : '!=', 'pack')
      .where('plan_grants.chats_left', 'is not', null)
      .orderBy('plan_grants.expires_at')
      .executeTakeFirst();
    if (!grant) return;
    await trx
      .updateTable('plan_grants')
      .set((eb) => ({ chats_left: eb('chats_left', '+', 1) }))
      .where('id', '=', grant.id)
      .execute();
  }

  async usagePage(owner: Owner, pageNum: number, pageSize: number) {
    const size = Math.min(Math.max(1, Math.trunc(pageSize) || 20), 100);
    const page = Math.max(1, Math.trunc(pageNum) || 1);
    // A plan's later months are recorded when they start (a yearly plan's counts renew monthly).
    const where = this.options.db
      .selectFrom('usage_records')
      .where('owner', '=', ownerKey(owner))
      .where('created_at', '<=', this.now());
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
      source: row.source,
      conversationId: row.conversation_id,
      balanceAfter: row.balance_after,
    }));
    return { records, total: Number(count?.count ?? 0), pageNum: page, pageSize: size };
  }

  /** Gives an owner a plan from now on (the `grant-plan` command; bought plans: billing/fulfil.ts). */
  async grant(owner: Owner, planId: string, days?: number): Promise<{ startsAt: string; expiresAt: string }> {
    const plan = await this.options.db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
    if (!plan) throw new Error(`Unknown plan "${planId}"`);
    const now = this.now();
    const allowance = allowanceOf(plan);
    // A counted plan follows the one running (its days are added, never lost beside a longer
    // plan); an unlimited one starts now (it is read first); a pack stands beside any plan.
    const start = allowance === 'unlimited' || plan.kind === 'pack' ? now : await this.runningEnd(owner, now);
    const expiresAt = start + (days ?? plan.period_days ?? 30) * DAY_MS;
    const grantId = uuidV7(now);
    await this.options.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('plan_grants')
        .values({
          id: grantId,
          owner: ownerKey(owner),
          plan_id: plan.id,
          chats_left: plan.plan_chats,
          starts_at: start,
          expires_at: expiresAt,
          created_at: now,
          allowance,
        })
        .execute();
      // Every count given is recorded, as every chat used is, dated when it starts.
      if (plan.plan_chats === null) return;
      await trx
        .insertInto('usage_records')
        .values({
          id: uuidV7(start),
          owner: ownerKey(owner),
          job_id: grantId,
          conversation_id: null,
          kind: 'grant',
          source: 'plan',
          change: plan.plan_chats,
          // The one count left after it when it starts now (docs/product.md §4.3).
          balance_after: start <= now ? await this.chatsLeft(owner, null, trx) : null,
          address: null,
          day: utcDay(start),
          created_at: start,
        })
        .execute();
    });
    return { startsAt: new Date(start).toISOString(), expiresAt: new Date(expiresAt).toISOString() };
  }

  /** When the owner's plans in force or already given (not packs) end: now when there are none. */
  private async runningEnd(owner: Owner, now: number): Promise<number> {
    const row = await this.options.db
      .selectFrom('plan_grants')
      .innerJoin('plans', 'plans.id', 'plan_grants.plan_id')
      .select((eb) => eb.fn.max('plan_grants.expires_at').as('end'))
      .where('plan_grants.owner', '=', ownerKey(owner))
      .where('plans.kind', '!=', 'pack')
      .where('plan_grants.expires_at', '>', now)
      .where('plan_grants.withdrawn_at', 'is', null)
      .executeTakeFirst();
    return Math.max(now, Number(row?.end ?? 0));
  }
}
