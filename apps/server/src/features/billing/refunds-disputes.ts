import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#db/schema.ts';
import { restoreOrder, withdrawOrder } from './ledger.ts';
import type { Verdict } from './notice-checks.ts';
import type { OrderRow } from './order-checkout.ts';
import type { DisputeFacts, RefundWithdraws } from './payment-provider.ts';

type Trx = Kysely<DatabaseSchema>;

/**
 * A refund of the order's own payment, made at the provider (Stripe's dashboard) or through the
 * order service. The notice says the payment's running total refunded: only what is new since
 * the last one is withdrawn. Pro rata, a refund of `r` when `p` was paid and `q` refunded before
 * takes r / (p − q) of what the order still gives, so refunds that add up to the whole payment
 * take everything.
 */
export async function applyRefund(
  trx: Trx,
  order: OrderRow,
  refund: { refunded: number; paid: number },
  mode: RefundWithdraws,
  now: number,
): Promise<Verdict> {
  const before = Number(order.refunded_amount);
  const total = refund.refunded;
  if (total <= before) return { outcome: 'ignored', detail: `refund of ${total} counted already` };
  const share = mode === 'whole' ? 1 : (total - before) / (refund.paid - before);
  const taken = await withdrawOrder(trx, order, share, 'refund', now);
  await trx.updateTable('orders').set({ refunded_amount: total, updated_at: now }).where('id', '=', order.id).execute();
  const detail = `refunded ${total - before} (${total} of ${refund.paid} ${order.currency} in all); ${taken} chats withdrawn`;
  return { outcome: 'refunded', detail };
}

/**
 * A dispute (chargeback) of the order's own payment: opened, everything the order still gives is
 * withdrawn; closed in our favour, it is given back (`restoreOrder`); lost, it stays withdrawn.
 */
export async function applyDispute(trx: Trx, order: OrderRow, dispute: DisputeFacts, now: number): Promise<Verdict> {
  const setState = (state: 'open' | 'won' | 'lost') =>
    trx.updateTable('orders').set({ dispute_state: state, updated_at: now }).where('id', '=', order.id).execute();
  if (dispute.result === 'open') {
    const taken = await withdrawOrder(trx, order, 1, 'dispute', now);
    await setState('open');
    return { outcome: 'disputed', detail: `dispute ${dispute.id} (${dispute.reason}); ${taken} chats withdrawn` };
  }
  if (dispute.result === 'won') {
    const given = await restoreOrder(trx, order, 'dispute', now);
    await setState('won');
    return { outcome: 'dispute-won', detail: `dispute ${dispute.id} ${dispute.status}; ${given} chats given back` };
  }
  if (dispute.result === 'lost') {
    // Withdrawn when it opened; withdrawn now if that notice never came.
    await withdrawOrder(trx, order, 1, 'dispute', now);
    await setState('lost');
    return { outcome: 'dispute-lost', detail: `dispute ${dispute.id} lost` };
  }
  return { outcome: 'ignored', detail: `dispute ${dispute.id} closed as ${dispute.status}` };
}
