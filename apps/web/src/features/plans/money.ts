import { type Combo, type Currency, MINOR_UNIT_DIGITS } from '@glossa/contracts/combo';

/**
 * An amount kept in integer minor units (cents; yen have none), in the reader's number and
 * currency format: 999 USD is "$9.99" in English, "9,99 $US" in French, "US$9.99" in Chinese.
 */
export function formatMoney(amount: number, currency: Currency, language: string): string {
  const digits = MINOR_UNIT_DIGITS[currency];
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}

/** What a yearly price comes to per month, rounded to the minor unit (shown beside the yearly amount). */
export function monthlyShare(amount: number, combo: Pick<Combo, 'periodUnit' | 'periodCount'>): number {
  const months = combo.periodUnit === 'year' ? 12 * (combo.periodCount ?? 1) : (combo.periodCount ?? 1);
  return Math.round(amount / Math.max(1, months));
}

/** The largest discount of the yearly member plans, for the "save N%" of the period switch. */
export function yearlySaving(combos: Combo[]): number {
  return Math.max(
    0,
    ...combos
      .filter((combo) => combo.kind === 'member' && combo.periodUnit === 'year')
      .map((combo) => combo.price?.discountPercent ?? 0),
  );
}
