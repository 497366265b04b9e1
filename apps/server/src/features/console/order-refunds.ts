import type { OrderRefunds } from '@glossa/contracts/console-answers';
import type { Selectable } from 'kysely';
import type { DatabaseSchema } from '#db/schema.ts';

type OrderRow = Selectable<DatabaseSchema['orders']>;

/**
 * The one place the console reads what was given back on an order: what Stripe's refund and
 * dispute events recorded on it (`refunded_amount`, `dispute_state`; docs/decisions/0034-stripe.md).
 * A dispute won counts as none: the money stayed.
 */
export function orderRefunds(row: Pick<OrderRow, 'refunded_amount' | 'dispute_state'>): OrderRefunds {
  return {
    refundedAmount: Number(row.refunded_amount ?? 0),
    disputed: row.dispute_state === 'open' || row.dispute_state === 'lost',
  };
}
