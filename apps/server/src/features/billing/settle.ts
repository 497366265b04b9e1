import type { Kysely } from 'kysely';
import type { DatabaseSchema, OrderTable } from '#db/schema.ts';
import { grantOrder } from './fulfil.ts';
import type { PaymentOutcome } from './payment-provider.ts';

/** What the provider says about a payment that the order keeps (Stripe's PaymentIntent, tax, discount). */
export interface PaymentFacts {
  paymentIntent?: string | null;
  taxAmount?: number | null;
  discountAmount?: number | null;
}

/**
 * Applies a provider's notice to an order inside the caller's transaction (which holds the
 * order's lock): 'paid' moves a pending, expired or failed order to paid and grants the plan, in
 * one conditional update, so only one notice ever fulfils; 'failed' and 'abandoned' end a pending
 * one. Answers whether this notice fulfilled the order.
 */
export async function settleOrder(
  trx: Kysely<DatabaseSchema>,
  order: OrderTable,
  outcome: PaymentOutcome,
  now: number,
  facts: PaymentFacts = {},
): Promise<boolean> {
  if (outcome !== 'paid') {
    await trx
      .updateTable('orders')
      .set({ state: outcome === 'failed' ? 'failed' : 'expired', updated_at: now })
      .where('id', '=', order.id)
      .where('state', '=', 'pending')
      .execute();
    return false;
  }
  const paid = await trx
    .updateTable('orders')
    .set({
      state: 'paid',
      paid_at: now,
      updated_at: now,
      // What the provider said; a notice that says nothing of them (the sandbox) leaves them as they are.
      ...(facts.paymentIntent !== undefined ? { payment_intent: facts.paymentIntent } : {}),
      ...(facts.taxAmount !== undefined ? { tax_amount: facts.taxAmount } : {}),
      ...(facts.discountAmount !== undefined ? { discount_amount: facts.discountAmount } : {}),
    })
    .where('id', '=', order.id)
    .where('state', 'in', ['pending', 'expired', 'failed'])
    .executeTakeFirst();
  if (Number(paid.numUpdatedRows) === 0) return false;
  const plan = await trx.selectFrom('plans').selectAll().where('id', '=', order.plan_id).executeTakeFirstOrThrow();
  await grantOrder(trx, order, plan, now);
  return true;
}
