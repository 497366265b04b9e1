import type { Currency } from '@glossa/contracts/combo';
import { formatMoney } from '@glossa/contracts/money';

/** A duration in ms as seconds, with the unit in the interface language ("3.2 s", "3,2 s", "3.2秒"). */
export function formatMs(ms: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'second', maximumFractionDigits: 1 }).format(ms / 1000);
}

/**
 * An amount of the console (an order's, a report's), in integer minor units, in the reader's
 * currency format: orders are only ever made in the catalogue's currencies (CURRENCIES).
 */
export function formatAmount(amount: number, currency: string, language: string): string {
  return formatMoney(amount, currency as Currency, language);
}
