import type { Combo } from '@glossa/contracts/combo-answers';

/** The one money formatter, shared with the server's e-mails and the sandbox checkout. */
export { formatMoney } from '@glossa/contracts/money';

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
