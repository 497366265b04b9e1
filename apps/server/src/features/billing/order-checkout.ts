import type { PreCheckAnswer } from '@glossa/contracts/combo-answers';
import type { Selectable } from 'kysely';
import type { Database } from '#db/database.ts';
import type { DatabaseSchema } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import type { CheckoutReturn } from './payment-provider.ts';
import type { PaymentProviders } from './providers.ts';

export type OrderRow = Selectable<DatabaseSchema['orders']>;
type Executor = Pick<Database, 'selectFrom' | 'updateTable'>;

/** States an order can be paid from (a failed payment may be tried again). */
export const PAYABLE = ['pending', 'failed'] as const;

export interface CheckoutDeps {
  db: Database;
  providers: PaymentProviders;
  pendingMs: number;
  now: () => number;
}

/** Why an order's checkout cannot go on: it is no longer payable, or another checkout of it is under way. */
async function refusal(db: Executor, orderId: string): Promise<AppError> {
  const row = await db.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirst();
  const payable = row && (PAYABLE as readonly string[]).includes(row.state);
  return new AppError(payable ? 'paymentInProgress' : 'orderNotPayable');
}

/**
 * Takes the order's next checkout attempt. From then on an earlier attempt still talking to the
 * provider can no longer store its session (it closes it instead), so the session read here is
 * the last one stored, and closing it leaves none open.
 */
async function claimAttempt(db: Executor, order: OrderRow) {
  const attempt = order.checkout_attempts + 1;
  const claimed = await db
    .updateTable('orders')
    .set({ checkout_attempts: attempt })
    .where('id', '=', order.id)
    .where('checkout_attempts', '=', order.checkout_attempts)
    .where('state', 'in', PAYABLE)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw await refusal(db, order.id);
  const row = await db
    .selectFrom('orders')
    .select(['provider', 'provider_ref', 'checkout_opened_at'])
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { attempt, open: row.checkout_opened_at === null ? null : row.provider_ref, provider: row.provider };
}

/**
 * Closes the order's open checkout, if it has one, with the provider that opened it (one no
 * longer in use is out of reach: its checkout expires by itself); refuses when that checkout was
 * paid meanwhile.
 */
async function closeOpen(deps: CheckoutDeps, order: OrderRow) {
  const { db, providers } = deps;
  const { attempt, open, provider: openedWith } = await claimAttempt(db, order);
  const provider = providers.get(openedWith);
  if (open && provider) {
    if ((await provider.cancel(open)) === 'paid') throw new AppError('paymentInProgress');
    await db
      .updateTable('orders')
      .set({ checkout_opened_at: null })
      .where('id', '=', order.id)
      .where('checkout_attempts', '=', attempt)
      .execute();
  }
  return attempt;
}

async function buyerEmail(db: Executor, owner: string): Promise<string | null> {
  if (!owner.startsWith('user:')) return null;
  const user = await db.selectFrom('users').select('email').where('id', '=', owner.slice(5)).executeTakeFirst();
  return user?.email ?? null;
}

/**
 * Opens a checkout for a payable order, the only one open: the previous one is closed first
 * (Stripe: expired), and a checkout that lost a race with a newer one or a cancel is closed
 * again. Stripe unreachable: `paymentProviderUnavailable`, and the order stays payable.
 */
export async function openCheckout(deps: CheckoutDeps, order: OrderRow, back: CheckoutReturn): Promise<string> {
  const { db } = deps;
  const provider = deps.providers.opening();
  const attempt = await closeOpen(deps, order);
  const email = await buyerEmail(db, order.owner);
  const now = deps.now();
  const reopened = {
    ...order,
    state: 'pending' as const,
    expires_at: Math.max(order.expires_at, now + deps.pendingMs),
  };
  const opened = await provider.checkout(reopened, back, { email, attempt });
  const stored = await db
    .updateTable('orders')
    .set({
      state: 'pending',
      expires_at: opened.expiresAt ?? reopened.expires_at,
      provider: provider.id,
      provider_ref: opened.providerRef,
      checkout_opened_at: now,
      updated_at: now,
    })
    .where('id', '=', order.id)
    .where('checkout_attempts', '=', attempt)
    .where('state', 'in', PAYABLE)
    .executeTakeFirst();
  if (Number(stored.numUpdatedRows) === 0) {
    if (opened.providerRef) await provider.cancel(opened.providerRef);
    throw await refusal(db, order.id);
  }
  return opened.payUrl;
}

/** Cancels a payable order after closing its checkout (one paid meanwhile is not cancelled). */
export async function cancelCheckout(deps: CheckoutDeps, order: OrderRow): Promise<void> {
  const attempt = await closeOpen(deps, order);
  const now = deps.now();
  const done = await deps.db
    .updateTable('orders')
    .set({ state: 'cancelled', updated_at: now })
    .where('id', '=', order.id)
    .where('checkout_attempts', '=', attempt)
    .where('state', 'in', PAYABLE)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw await refusal(deps.db, order.id);
}

/**
 * An unpaid order of the same plan that never reached the provider (its checkout failed to open,
 * Stripe was unreachable) does not block a new order: one with the same terms is the order again,
 * one with other terms (another currency, a price changed since) is cancelled for the new one.
 */
export async function unreachedOrder(
  db: Executor,
  owner: string,
  check: PreCheckAnswer,
  now: number,
): Promise<OrderRow | undefined> {
  // Of this plan, or of any member plan when this is one: member plans follow one another, so one
  // open member order at a time (decision 0033).
  const member = check.serviceType !== 'pack';
  const waiting = await db
    .selectFrom('orders')
    .innerJoin('plans', 'plans.id', 'orders.plan_id')
    .selectAll('orders')
    .where('orders.owner', '=', owner)
    .where((eb) =>
      member
        ? eb.or([eb('orders.plan_id', '=', check.comboId), eb('plans.kind', '=', 'member')])
        : eb('orders.plan_id', '=', check.comboId),
    )
    .where('orders.state', 'in', PAYABLE)
    .where('orders.checkout_opened_at', 'is', null)
    .execute();
  const same = waiting.find(
    (order) =>
      order.plan_id === check.comboId &&
      order.currency === check.currency &&
      Number(order.amount) === check.amount &&
      order.service_type === check.serviceType &&
      order.first_price === (check.firstPrice ? 1 : 0),
  );
  const others = waiting.filter((order) => order !== same).map((order) => order.id);
  if (others.length > 0) {
    await db
      .updateTable('orders')
      .set({ state: 'cancelled', updated_at: now })
      .where('id', 'in', others)
      .where('state', 'in', PAYABLE)
      .where('checkout_opened_at', 'is', null)
      .execute();
  }
  return same;
}
