import type { OrderRefunds } from '@glossa/contracts/console';
import type { OrderTable } from '../../db/schema.ts';

/**
 * The one place the console reads what was given back on an order. The payment provider's
 * refunds and disputes are recorded on the order by the Stripe work of issue 27, in
 * `refunded_amount` (minor units) and `disputed_at`; until a migration adds those columns the
 * rows simply lack them and the console shows that nothing is recorded (null), never a guess.
 */
export function orderRefunds(row: OrderTable): OrderRefunds | null {
  const recorded = row as OrderTable & { refunded_amount?: number | string | null; disputed_at?: number | null };
  if (!('refunded_amount' in recorded) && !('disputed_at' in recorded)) return null;
  return {
    refundedAmount: Number(recorded.refunded_amount ?? 0),
    disputed: recorded.disputed_at !== undefined && recorded.disputed_at !== null,
  };
}
