import type { ComboKind, PeriodUnit } from './combo.ts';
import type { OrderReceipt } from './combo-answers.ts';
import { formatMoney } from './money.ts';

export type { OrderReceipt };

/** A text of the `plans` namespace in the reader's language (i18next's t, or the server's catalog). */
export type PlansText = (key: string) => string;

/**
 * A plan as people see it: its kind, and the period where a kind comes in two ("Pro · Yearly").
 * One rule for the web app and the e-mails.
 */
export function planLabelText(kind: ComboKind, periodUnit: PeriodUnit | null, t: PlansText): string {
  const name = t(`name.${kind}`);
  return kind === 'member' && periodUnit ? `${name} · ${t(`period.${periodUnit}`)}` : name;
}

export interface ReceiptFact {
  key: 'orderNo' | 'product' | 'period' | 'paidAt' | 'amount' | 'tax' | 'total' | 'billedTo';
  label: string;
  value: string;
}

/**
 * What a receipt says, line by line, in the reader's language (`language`: a BCP-47 tag): the
 * receipt page and the receipt e-mail show the same lines. Dates are days in UTC, as the plan
 * ledger counts them, so a receipt reads the same wherever it is opened.
 */
export function receiptFacts(receipt: OrderReceipt, language: string, t: PlansText): ReceiptFact[] {
  const money = (amount: number) => formatMoney(amount, receipt.currency, language);
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const fact = (key: ReceiptFact['key'], value: string): ReceiptFact => ({ key, label: t(`receipt.${key}`), value });
  const facts = [fact('orderNo', receipt.orderNo), fact('product', planLabelText(receipt.kind, receipt.periodUnit, t))];
  if (receipt.periodStart && receipt.periodEnd) {
    facts.push(fact('period', dates.formatRange(new Date(receipt.periodStart), new Date(receipt.periodEnd))));
  }
  facts.push(fact('paidAt', dates.format(new Date(receipt.paidAt))));
  if (receipt.taxAmount !== null)
    facts.push(fact('amount', money(receipt.amount)), fact('tax', money(receipt.taxAmount)));
  facts.push(fact('total', money(receipt.total)), fact('billedTo', receipt.email));
  return facts;
}
