import type { ComboKind, PeriodUnit } from '@glossa/contracts/combo';
import { isLocaleCode, type LocaleCode } from '@glossa/contracts/locales';
import type { OrderReceipt } from '@glossa/contracts/receipt';
import { ownerFromKey } from '#core/owner.ts';
import { AppError } from '#http/app-error.ts';
import type { BillingMailing } from './mail-layout.ts';
import type { OrderRow } from './order-checkout.ts';
import { receiptMail } from './receipt-mail.ts';

/** A time as the database gives it (bigint columns may come back as strings), as ISO 8601. */
const iso = (time: unknown) => (time === null || time === undefined ? null : new Date(Number(time)).toISOString());

/** Where the buyer opens a receipt again: the receipt page of the web app. */
export function receiptUrl(publicUrl: string, locale: LocaleCode, orderNo: string): string {
  return `${publicUrl}/${locale}/account/orders/${encodeURIComponent(orderNo)}/receipt`;
}

/**
 * Receipts of paid orders (issue 27): the facts come from the order, its plan, the grants the
 * ledger wrote when it was paid (billing/fulfil.ts: same owner and plan, written at the paying
 * moment) and the buyer's account. The receipt page reads them; the e-mail is sent once, after the
 * transaction that paid the order committed.
 */
export class Receipts {
  constructor(private readonly options: BillingMailing) {}

  /** The receipt of an order (the caller found it among the buyer's own): an unpaid one has none yet. */
  async of(order: OrderRow): Promise<OrderReceipt> {
    if (order.state !== 'paid') throw new AppError('receiptNotReady');
    return this.receipt(order);
  }

  /** Mails the receipt of an order that was just paid, in the buyer's language. A failed delivery stays in the outbox. */
  async send(where: { orderNo: string } | { orderId: string }): Promise<void> {
    let query = this.options.db.selectFrom('orders').selectAll().where('state', '=', 'paid');
    query = 'orderNo' in where ? query.where('order_no', '=', where.orderNo) : query.where('id', '=', where.orderId);
    const order = await query.executeTakeFirst();
    // Orders are made by accounts; a receipt needs the account's address.
    if (!order) return;
    if (!order.owner.startsWith('user:')) return;
    const { catalog, publicUrl, mailer, log } = this.options;
    const locale = isLocaleCode(order.locale) ? order.locale : this.options.defaultLocale;
    try {
      const receipt = await this.receipt(order);
      await mailer.send(receiptMail(catalog, locale, receipt, receiptUrl(publicUrl, locale, order.order_no)));
    } catch (error) {
      // The order is paid and its plan granted whatever the mail does; the receipt page still has it.
      log.error({ err: error, orderNo: order.order_no }, 'receipt mail failed');
    }
  }

  private async receipt(order: OrderRow): Promise<OrderReceipt> {
    const { db, siteName } = this.options;
    const owner = ownerFromKey(order.owner);
    const [plan, period, user] = await Promise.all([
      db.selectFrom('plans').select(['kind', 'period_unit']).where('id', '=', order.plan_id).executeTakeFirstOrThrow(),
      db
        .selectFrom('plan_grants')
        .select((eb) => [eb.fn.min('starts_at').as('start'), eb.fn.max('expires_at').as('end')])
        // The entries this order gave (the ledger, decision 0033).
        .where('order_id', '=', order.id)
        .executeTakeFirst(),
      owner.kind === 'user'
        ? db.selectFrom('users').select('email').where('id', '=', owner.userId).executeTakeFirst()
        : undefined,
    ]);
    // Prices include their tax (Stripe Tax is asked for inclusive tax, decision 0034): the amount
    // paid is the total, and the receipt shows the price before tax and the tax in it.
    const total = Number(order.amount);
    const taxAmount = order.tax_amount === null ? null : Number(order.tax_amount);
    return {
      orderNo: order.order_no,
      comboId: order.plan_id,
      kind: plan.kind as ComboKind,
      periodUnit: plan.period_unit as PeriodUnit | null,
      serviceType: order.service_type,
      currency: order.currency,
      amount: total - (taxAmount ?? 0),
      taxAmount,
      total,
      paidAt: iso(order.paid_at) ?? '',
      periodStart: iso(period?.start),
      periodEnd: iso(period?.end),
      siteName,
      email: user?.email ?? '',
    };
  }
}
