import type { Kysely, Selectable } from 'kysely';
import { uuidV7 } from '#core/ids.ts';
import type { DatabaseSchema, OrderTable, PlanGrantTable, WithdrawalReason } from '#db/schema.ts';

type Trx = Kysely<DatabaseSchema>;
type Grant = Selectable<PlanGrantTable>;

function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Records a change of an owner's chats: the usage records add up to what is left (decision 0019). */
export async function recordChats(
  trx: Trx,
  entry: { owner: string; key: string; kind: string; change: number; at: number },
): Promise<void> {
  await trx
    .insertInto('usage_records')
    .values({
      id: uuidV7(entry.at),
      owner: entry.owner,
      // Unique, like a job's id (varchar(36)): one record per ledger event.
      job_id: entry.key,
      conversation_id: null,
      kind: entry.kind,
      source: 'plan',
      change: entry.change,
      balance_after: null,
      address: null,
      day: utcDay(entry.at),
      created_at: entry.at,
    })
    .execute();
}

/** The entries an order gave that still stand and have time left, latest first. */
async function standingGrants(trx: Trx, orderId: string, now: number): Promise<Grant[]> {
  return trx
    .selectFrom('plan_grants')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('starts_at', 'desc')
    .execute();
}

/** The chats an entry holds that withdrawing it takes away: what is left now, or all of a period not begun. */
function chatsHeld(grant: Grant): number {
  return grant.allowance === 'counted' ? Number(grant.chats_left ?? 0) : 0;
}

/**
 * Withdraws `share` (0 to 1) of what a paid order still gives from `now` on (a refund, a dispute,
 * or an upgrade that credited it). All of it: every entry of the order with time left ends now.
 * Part of it: the order's rights end that share of their remaining time earlier, its last periods
 * going first, and a period cut short keeps the same share fewer chats. Every chat taken is a
 * usage record. Answers the chats taken.
 */
export async function withdrawOrder(
  trx: Trx,
  order: Pick<OrderTable, 'id' | 'owner'>,
  share: number,
  reason: WithdrawalReason,
  now: number,
): Promise<number> {
  const grants = await standingGrants(trx, order.id, now);
  const remaining = (grant: Grant) => grant.expires_at - Math.max(grant.starts_at, now);
  let cut = Math.min(1, Math.max(0, share)) * grants.reduce((sum, grant) => sum + remaining(grant), 0);
  let taken = 0;
  for (const grant of grants) {
    if (cut <= 0) break;
    const left = remaining(grant);
    if (cut >= left - 1) {
      await trx
        .updateTable('plan_grants')
        .set({ withdrawn_at: now, withdrawn_reason: reason })
        .where('id', '=', grant.id)
        .execute();
      // A period not begun gave nothing yet: its record (dated when it starts) goes, nothing is taken.
      if (grant.starts_at > now) await trx.deleteFrom('usage_records').where('job_id', '=', grant.id).execute();
      else taken += chatsHeld(grant);
      cut -= left;
      continue;
    }
    const fewer = Math.floor((chatsHeld(grant) * cut) / left);
    await trx
      .updateTable('plan_grants')
      .set({
        expires_at: Math.round(grant.expires_at - cut),
        ...(grant.chats_left === null ? {} : { chats_left: Number(grant.chats_left) - fewer }),
      })
      .where('id', '=', grant.id)
      .execute();
    // A period not begun gives fewer chats when it starts; one running loses them now.
    if (grant.starts_at > now) {
      await trx
        .updateTable('usage_records')
        .set((eb) => ({ change: eb('change', '-', fewer) }))
        .where('job_id', '=', grant.id)
        .execute();
    } else {
      taken += fewer;
    }
    cut = 0;
  }
  if (taken > 0) {
    await recordChats(trx, {
      owner: order.owner,
      key: uuidV7(now),
      kind: reason,
      change: -taken,
      at: now,
    });
  }
  return taken;
}

/**
 * Gives back what `withdrawOrder` took whole for `reason` (a dispute closed in the seller's
 * favour): the entries it ended stand again, for the time they still have. Answers the chats given back.
 */
export async function restoreOrder(
  trx: Trx,
  order: Pick<OrderTable, 'id' | 'owner'>,
  reason: WithdrawalReason,
  now: number,
): Promise<number> {
  const withdrawn = await trx
    .selectFrom('plan_grants')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('withdrawn_reason', '=', reason)
    .where('expires_at', '>', now)
    .execute();
  let given = 0;
  for (const grant of withdrawn) {
    await trx
      .updateTable('plan_grants')
      .set({ withdrawn_at: null, withdrawn_reason: null })
      .where('id', '=', grant.id)
      .execute();
    if (grant.starts_at <= now) given += chatsHeld(grant);
    else if (grant.allowance === 'counted' && grant.chats_left !== null) {
      // Its record, as fulfilment wrote it: the count given when the period starts.
      const chats = Number(grant.chats_left);
      await recordChats(trx, {
        owner: order.owner,
        key: grant.id,
        kind: 'restore',
        change: chats,
        at: grant.starts_at,
      });
    }
  }
  if (given > 0) {
    await recordChats(trx, {
      owner: order.owner,
      key: uuidV7(now),
      kind: 'restore',
      change: given,
      at: now,
    });
  }
  return given;
}
