import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#db/schema.ts';

type Executor = Pick<Kysely<DatabaseSchema>, 'selectFrom'>;

/** One paid member order still giving something: what was paid, and the share of its time left. */
export interface UnusedOrder {
  orderId: string;
  amount: number;
  /** The order's whole span (its first period's start to its last period's end), in ms. */
  span: number;
  /** What is left of it from `now` on, in ms (withdrawn periods count nothing). */
  left: number;
}

/** The paid member orders of an owner, in one currency, that still have time left at `now`. */
export async function unusedMemberOrders(
  db: Executor,
  owner: string,
  currency: string,
  now: number,
): Promise<UnusedOrder[]> {
  const rows = await db
    .selectFrom('plan_grants as g')
    .innerJoin('orders as o', 'o.id', 'g.order_id')
    .innerJoin('plans as p', 'p.id', 'o.plan_id')
    .select(['o.id as orderId', 'o.amount', 'g.starts_at', 'g.expires_at', 'g.withdrawn_at'])
    .where('o.owner', '=', owner)
    .where('o.state', '=', 'paid')
    .where('o.currency', '=', currency)
    .where('p.kind', '=', 'member')
    .execute();
  const orders = new Map<string, UnusedOrder & { start: number; end: number }>();
  for (const row of rows) {
    const order = orders.get(row.orderId) ?? {
      orderId: row.orderId,
      amount: Number(row.amount),
      span: 0,
      left: 0,
      start: Number(row.starts_at),
      end: Number(row.expires_at),
    };
    order.start = Math.min(order.start, Number(row.starts_at));
    order.end = Math.max(order.end, Number(row.expires_at));
    if (row.withdrawn_at === null && Number(row.expires_at) > now) {
      order.left += Number(row.expires_at) - Math.max(Number(row.starts_at), now);
    }
    orders.set(row.orderId, order);
  }
  return [...orders.values()]
    .map(({ start, end, ...order }) => ({ ...order, span: end - start }))
    .filter((order) => order.left > 0 && order.span > 0);
}

/**
 * The credit of an upgrade (decision 0033): for each paid member order still running, the share
 * of what was paid for it that its remaining time is, rounded down to the minor unit, summed.
 * Only orders paid in the new order's currency count: a price in another currency is not converted.
 */
export function upgradeCredit(orders: readonly UnusedOrder[]): number {
  return orders.reduce((sum, order) => sum + Math.floor((order.amount * order.left) / order.span), 0);
}
