import type { Kysely } from 'kysely';
import { uuidV7 } from '#core/ids.ts';
import { ownerFromKey } from '#core/owner.ts';
import type { DatabaseSchema, OrderTable, PlanTable } from '#db/schema.ts';
import { allowanceOf, QuotaService } from '../quota/index.ts';
import { withdrawOrder } from './ledger.ts';
import { addPeriod, periodMonths } from './periods.ts';

function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The end of the owner's member plan in force or already bought (a renewal starts there). */
async function memberPlanEnd(trx: Kysely<DatabaseSchema>, owner: string, now: number): Promise<number> {
  const row = await trx
    .selectFrom('plan_grants')
    .innerJoin('plans', 'plans.id', 'plan_grants.plan_id')
    .select((eb) => eb.fn.max('plan_grants.expires_at').as('end'))
    .where('plan_grants.owner', '=', owner)
    .where('plans.kind', '=', 'member')
    .where('plan_grants.expires_at', '>', now)
    .where('plan_grants.withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Math.max(now, Number(row?.end ?? 0));
}

/** The paid member orders of an owner that still give something: an upgrade replaces them. */
async function runningMemberOrders(trx: Kysely<DatabaseSchema>, owner: string, now: number, except: string) {
  return trx
    .selectFrom('orders')
    .innerJoin('plans', 'plans.id', 'orders.plan_id')
    .select(['orders.id', 'orders.owner'])
    .where('orders.owner', '=', owner)
    .where('orders.state', '=', 'paid')
    .where('orders.id', '!=', except)
    .where('plans.kind', '=', 'member')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('plan_grants')
          .select('plan_grants.id')
          .whereRef('plan_grants.order_id', '=', 'orders.id')
          .where('plan_grants.expires_at', '>', now)
          .where('plan_grants.withdrawn_at', 'is', null),
      ),
    )
    .execute();
}

/**
 * What a paid order gives, inside the transaction that marked it paid (so exactly once): a member
 * plan's months as one grant each (chats counted per month start again with each), or a pack's
 * chats, which last their own year whatever the plan. A member plan follows the one running (a
 * renewal, or a payment that came late: no two plans at once, no paid day lost); an upgrade
 * starts now and ends the paid plans it replaces, whose unused share its price already credited.
 * Every count given writes a usage record, dated when the count starts.
 */
export async function grantOrder(
  trx: Kysely<DatabaseSchema>,
  order: OrderTable,
  plan: PlanTable,
  now: number,
): Promise<void> {
  const unit = plan.period_unit ?? 'month';
  const count = plan.period_count ?? 1;
  const periods: { start: number; end: number; chats: number | null; kind: string; source: string }[] = [];
  if (plan.kind === 'pack') {
    periods.push({
      start: now,
      end: addPeriod(now, unit, count),
      chats: plan.pack_chats,
      kind: 'pack',
      source: 'pack',
    });
  } else {
    if (order.service_type === 'upgrade') {
      for (const replaced of await runningMemberOrders(trx, order.owner, now, order.id)) {
        await withdrawOrder(trx, replaced, 1, 'upgrade', now);
      }
    }
    let start = order.service_type === 'upgrade' ? now : await memberPlanEnd(trx, order.owner, now);
    const months = periodMonths(unit, count);
    const steps =
      months === null ? [{ unit, count }] : Array.from({ length: months }, () => ({ unit: 'month', count: 1 }));
    for (const [index, step] of steps.entries()) {
      const end = addPeriod(start, step.unit as typeof unit, step.count);
      periods.push({ start, end, chats: plan.plan_chats, kind: index === 0 ? 'purchase' : 'renewal', source: 'plan' });
      start = end;
    }
  }
  const begun: string[] = [];
  for (const period of periods) {
    const grantId = uuidV7(now);
    await trx
      .insertInto('plan_grants')
      .values({
        id: grantId,
        owner: order.owner,
        plan_id: plan.id,
        chats_left: period.chats,
        starts_at: period.start,
        expires_at: period.end,
        created_at: now,
        order_id: order.id,
        allowance: allowanceOf(plan),
      })
      .execute();
    if (period.chats === null) continue;
    await trx
      .insertInto('usage_records')
      .values({
        id: uuidV7(period.start),
        owner: order.owner,
        // Unique like a job's: the grant this count came with.
        job_id: grantId,
        conversation_id: null,
        kind: period.kind,
        source: period.source,
        change: period.chats,
        balance_after: null,
        address: null,
        day: utcDay(period.start),
        created_at: period.start,
      })
      .execute();
    if (period.start <= now) begun.push(grantId);
  }
  // A count given now carries the one count left after it, as a chat's record does
  // (docs/product.md §4.3); a later month's record keeps none: what will be left then is not known.
  if (begun.length === 0) return;
  const left = await new QuotaService({ db: trx, now: () => now }).chatsLeft(ownerFromKey(order.owner), null, trx);
  await trx.updateTable('usage_records').set({ balance_after: left }).where('job_id', 'in', begun).execute();
}
