import type { ConsoleOrder } from '@glossa/contracts/console-answers';
import type { LocaleCode } from '@glossa/contracts/locales';
import { decimalAmount, minorUnitDigits } from '@glossa/contracts/money';
import type { Catalog } from '@glossa/i18n/catalog';
import { CSV_BOM, type CsvCell, csvLines } from '#core/csv.ts';

const COLUMNS = [
  'orderNo',
  'email',
  'owner',
  'plan',
  'service',
  'currency',
  'amount',
  'state',
  'provider',
  'providerRef',
  'created',
  'paid',
  'refunded',
  'disputed',
] as const;

/** A time as the CSV writes it: UTC, to the second ("2026-03-01 10:00:00"). */
const utc = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().slice(0, 19).replace('T', ' '));

/**
 * The console's orders as a CSV file, written batch by batch: headers and states in the
 * operator's language, amounts in the currency's units ("4.99"), text cells neutralised against
 * formulas (a buyer's e-mail or a provider's reference is not trusted).
 */
export async function* ordersCsv(
  batches: AsyncIterable<ConsoleOrder[]>,
  catalog: Catalog,
  locale: LocaleCode,
): AsyncGenerator<string> {
  const t = (key: string) => catalog.t(locale, 'console', key);
  yield `${CSV_BOM}${csvLines([COLUMNS.map((column) => t(`orders.csv.${column}`))])}`;
  for await (const orders of batches) {
    const rows = orders.map((order): CsvCell[] => [
      order.orderNo,
      order.email,
      order.owner,
      order.planId,
      catalog.t(locale, 'account', `billing.service.${order.serviceType}`),
      order.currency,
      decimalAmount(order.amount, minorUnitDigits(order.currency)),
      catalog.t(locale, 'account', `billing.state.${order.state}`),
      order.provider,
      order.providerRef,
      utc(order.createdAt),
      utc(order.paidAt),
      order.refunds ? decimalAmount(order.refunds.refundedAmount, minorUnitDigits(order.currency)) : null,
      order.refunds ? t(order.refunds.disputed ? 'orders.csv.yes' : 'orders.csv.no') : null,
    ]);
    yield csvLines(rows);
  }
}

export function ordersFileName(now: number): string {
  return `orders-${new Date(now).toISOString().slice(0, 10)}.csv`;
}
